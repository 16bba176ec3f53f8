// The accounts table as the features read and write it: created at registration (auth) and by the
// staff tool, looked up by id or e-mail everywhere else. Its own feature so that auth and e-mail
// verification, which use each other, both reach it without a circle.
export {
  createUser,
  findUserById,
  findUserByEmail,
  isUniqueViolation,
  normalizeEmail,
} from './users-repository.js';

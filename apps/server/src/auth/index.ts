export { authPlugin } from './plugin.js';
export {
  createSession,
  deleteSession,
  deleteExpiredSessions,
  findSessionUser,
  type SessionUser,
} from './sessions.js';
export { setSessionCookies, clearSessionCookies } from './cookies.js';

// The console's first accounts in production (issue 15): the demo seed never runs there, so an
// operator or admin is made from the command line (`npm run staff:create`), with a strong password
// that is not on the common-password list, its e-mail taken as verified. An existing account is
// given the role (and the new password, when one is given) instead of a second account.
import { emailSchema, PASSWORD_MAX, passwordIssue } from '@posylka/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { isCommonPassword } from '../../security/common-passwords.js';
import { hashPassword } from '../../security/password.js';
import { createUser, findUserByEmail } from '../users/index.js';

/** Staff passwords open the console (refunds, customers' documents): longer than a customer's. */
export const STAFF_PASSWORD_MIN = 12;

export type StaffRole = 'operator' | 'admin';

export class StaffAccountError extends Error {}

export function staffPasswordProblem(password: string, email: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN) return `at least ${STAFF_PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `at most ${PASSWORD_MAX} characters`;
  if (isCommonPassword(password)) return 'a common password (it is on the breached-password list)';
  const issue = passwordIssue(password, email);
  if (issue === 'password.letterAndDigit') return 'needs a letter and a digit';
  if (issue === 'password.containsEmail') return 'must not contain the e-mail name';
  return null;
}

export async function createStaffAccount(
  db: Database,
  input: { email: string; password: string | null; role: StaffRole; now?: Date },
): Promise<{ created: boolean; user: UserRow }> {
  const email = emailSchema.safeParse(input.email);
  if (!email.success) throw new StaffAccountError(`not an e-mail address: ${input.email}`);
  const now = input.now ?? new Date();
  const existing = await findUserByEmail(db, email.data);
  if (input.password !== null || !existing) {
    const problem =
      input.password === null ? 'a password is required' : staffPasswordProblem(input.password, email.data);
    if (problem) throw new StaffAccountError(`password: ${problem}`);
  }
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  if (existing) {
    const [user] = await db
      .update(users)
      .set({ role: input.role, ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(users.id, existing.id))
      .returning();
    return { created: false, user: user! };
  }
  const made = await createUser(db, { email: email.data, passwordHash: passwordHash!, locale: 'uk' });
  if (!made.ok) throw new StaffAccountError(`the e-mail is taken: ${email.data}`);
  const [user] = await db
    .update(users)
    .set({ role: input.role, emailVerifiedAt: now })
    .where(eq(users.id, made.user.id))
    .returning();
  return { created: true, user: user! };
}

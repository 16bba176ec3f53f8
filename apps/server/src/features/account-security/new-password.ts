import { passwordIssue, translateMessage, type Locale } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { fieldError } from '../../http/errors.js';
import { isCommonPassword } from '../../security/common-passwords.js';
import { hashPassword, verifyPassword } from '../../security/password.js';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../auth/index.js';

/**
 * The rest of the registration policy for a new password, the parts the payload schema cannot
 * check: not the account's e-mail local part, not on the common-password list (decision 012).
 * Returns the new hash; throws 422 on `field`.
 */
export async function acceptNewPassword(
  password: string,
  email: string,
  field: string,
  locale: Locale,
): Promise<string> {
  const problem = passwordIssue(password, email);
  if (problem) throw fieldError(field, translateMessage(problem, {}, locale));
  if (isCommonPassword(password)) throw fieldError(field, translateMessage('password.common', {}, locale));
  return hashPassword(password);
}

/**
 * The current password asked before a change. A wrong one counts as a failed sign-in of the account
 * (login-throttle): guessing it from a stolen session is as slow as guessing it on /login, and the
 * lock answers 429 here too.
 */
export async function assertCurrentPassword(
  db: Database,
  user: { email: string; passwordHash: string },
  password: string,
  locale: Locale,
): Promise<void> {
  await assertLoginAllowed(db, user.email);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordLoginFailure(db, user.email);
    throw fieldError('currentPassword', translateMessage('password.currentWrong', {}, locale));
  }
  await clearLoginFailures(db, user.email);
}

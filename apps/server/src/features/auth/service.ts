import type { FastifyInstance } from 'fastify';
import { translateMessage, type Locale } from '@posylka/domain';
import { createSession } from '../../auth/index.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { translate } from '../../http/messages.js';
import { isCommonPassword } from '../../security/common-passwords.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../security/password.js';
import { sendEmailVerification } from '../email-verification/index.js';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle.js';
import { createUser, findUserByEmail } from '../users/index.js';

interface Started {
  token: string;
  expiresAt: Date;
}

export async function register(
  app: FastifyInstance,
  args: { email: string; password: string; locale: Locale; userAgent?: string | undefined },
): Promise<Started> {
  const taken = () => fieldError('email', translate(args.locale, 'emailTaken'));
  // Breached and common passwords are the first ones an attacker tries (issue 15).
  if (isCommonPassword(args.password))
    throw fieldError('password', translateMessage('password.common', {}, args.locale));
  if (await findUserByEmail(app.db, args.email)) throw taken();
  const created = await createUser(app.db, {
    email: args.email,
    passwordHash: await hashPassword(args.password),
    locale: args.locale,
  });
  if (!created.ok) throw taken();
  await sendEmailVerification(app, created.user);
  return createSession(app.db, {
    userId: created.user.id,
    ttlDays: app.config.sessionTtlDays,
    userAgent: args.userAgent,
  });
}

/** Same answer for an unknown e-mail and a wrong password, after about the same work. */
export async function login(
  app: FastifyInstance,
  args: { email: string; password: string; userAgent?: string | undefined },
): Promise<Started> {
  // A locked account is refused before any password work (429 with Retry-After, see login-throttle).
  await assertLoginAllowed(app.db, args.email);
  const user = await findUserByEmail(app.db, args.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, args.password)
    : await verifyAgainstDummy(args.password);
  if (!user || !ok) {
    await recordLoginFailure(app.db, args.email);
    throw new HttpError(401, 'badCredentials');
  }
  await clearLoginFailures(app.db, args.email);
  return createSession(app.db, {
    userId: user.id,
    ttlDays: app.config.sessionTtlDays,
    userAgent: args.userAgent,
  });
}

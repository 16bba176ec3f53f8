import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@posylka/domain';
import type { UserRow } from '../../db/schema/index.js';
import { verificationEmail } from '../../providers/mail/index.js';
import { EMAIL_TOKEN_VALID_HOURS, issueEmailToken } from './email-tokens.js';

/** Page link in the customer's language: Ukrainian has no prefix, the others do (/ru, /en, /ro, /eng). */
export function verifyEmailLink(publicUrl: string, locale: Locale, token: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return `${publicUrl}${prefix}/verify-email?token=${encodeURIComponent(token)}`;
}

export async function sendEmailVerification(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'email' | 'locale'>,
) {
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  const token = await issueEmailToken(app.db, { userId: user.id, email: user.email });
  const link = verifyEmailLink(app.config.publicUrl, locale, token);
  await app.mail.send(
    verificationEmail({ to: user.email, locale, link, validHours: EMAIL_TOKEN_VALID_HOURS }),
  );
}

import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@posylka/domain';
import type { UserRow } from '../../db/schema/index.js';
import { notify } from '../../notifications/index.js';
import { hashToken } from '../../security/tokens.js';
import { EMAIL_TOKEN_VALID_HOURS, issueEmailToken } from './email-tokens.js';

/** Page link in the customer's language: Ukrainian has no prefix, the others do (/ru, /en, /ro, /eng). */
export function verifyEmailLink(publicUrl: string, locale: Locale, token: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return `${publicUrl}${prefix}/verify-email?token=${encodeURIComponent(token)}`;
}

/**
 * The confirmation link, written to the outbox with its token (issue 16, decision 015): the account
 * exists whatever the mail server does, and the worker delivers the message after the commit.
 */
export async function sendEmailVerification(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'email' | 'locale'>,
) {
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  await issueEmailToken(app.db, { userId: user.id, email: user.email }, async (tx, token) => {
    await notify(tx, {
      userId: user.id,
      event: 'account.email_verification',
      params: { validHours: EMAIL_TOKEN_VALID_HOURS },
      link: verifyEmailLink(app.config.publicUrl, locale, token),
      key: `account.email_verification:${hashToken(token)}`,
      emailTo: user.email,
    });
  });
}

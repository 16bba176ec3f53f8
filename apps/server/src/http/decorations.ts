import type { Locale } from '@posylka/domain';
import type { Config } from '../config/index.js';
import type { Database } from '../db/database.js';
import type { MailProvider } from '../providers/mail/index.js';

/** The signed-in customer as handlers see it (resolved from the bearer token or the session cookie). */
export interface AuthUser {
  id: string;
  email: string;
  locale: Locale;
  /** sha-256 of the session token, to end exactly this session on logout. */
  sessionTokenHash: string;
  /** How the request proved the session; cookie-authenticated writes need the CSRF header. */
  via: 'bearer' | 'cookie';
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    mail: MailProvider;
    /**
     * Answers 401 {errorDescription} (localized) unless a user is signed in (403 for a cookie write
     * without the CSRF header). Use as `preValidation` so 401 comes before body violations (422) and
     * after the rate limiter; it also works as a preHandler.
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    locale: Locale;
    user: AuthUser | null;
  }
}

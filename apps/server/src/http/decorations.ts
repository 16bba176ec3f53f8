import type { Locale, UserRole } from '@posylka/domain';
import type { Config } from '../config/index.js';
import type { Database } from '../db/database.js';
import type { MailProvider } from '../providers/mail/index.js';
import type { NotificationWorker } from '../notifications/index.js';
import type { TelegramProvider } from '../providers/telegram/index.js';

/** The signed-in customer as handlers see it (resolved from the bearer token or the session cookie). */
export interface AuthUser {
  id: string;
  email: string;
  locale: Locale;
  /** customer, operator or admin (users.role), read with the session on every request. */
  role: UserRole;
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
    /** The bot's adapter: notifications go through it, and the webhook answers the chat with it. */
    telegram: TelegramProvider;
    /**
     * Delivers the notifications outbox (decision 015); main.ts starts its timer, tests call drain().
     * Routes may kick() it after a commit so a message leaves at once instead of at the next tick.
     */
    notifications: NotificationWorker;
    /** Rate limits counted in process because Redis was unreachable (REDIS_URL set; see rate-limit-store). */
    rateLimitFallback: { usingFallback: boolean; fallbacks: number };
    /**
     * Answers 401 {errorDescription} (localized) unless a user is signed in (403 for a cookie write
     * without the CSRF header). Use as `preValidation` so 401 comes before body violations (422) and
     * after the rate limiter; it also works as a preHandler.
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * A preValidation hook for the operator console: 401 when nobody is signed in (403 for a cookie
     * write without the CSRF header, like requireUser), 403 when the user's role is not one of `roles`.
     */
    requireRole: (...roles: UserRole[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    locale: Locale;
    user: AuthUser | null;
  }
}

import { createHash } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { DeliveryError } from '../delivery-error.js';
import type { MailMessage, MailProvider } from './types.js';

export interface SmtpMailConfig {
  from: string;
  host: string;
  port: number;
  /** Implicit TLS from the first byte (port 465); otherwise nodemailer upgrades with STARTTLS when offered. */
  secure: boolean;
  user?: string;
  password?: string;
  /** Tests shorten these; the defaults keep a dead or stalled server from holding a worker for long. */
  timeouts?: { connectionMs?: number; greetingMs?: number; socketMs?: number };
}

const DEFAULT_TIMEOUTS = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

/** Characters RFC 5322 allows in a Message-ID's left part (dot-atom-text). */
const DOT_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

/** The domain of "Name <user@domain>" or "user@domain"; a Message-ID's right part. */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/**
 * The Message-ID of a message with an idempotency key: the same key gives the same id, so a retry
 * after a lost answer is recognised as the same message by the receiving side. A key that is not a
 * valid id part (spaces, colons) is replaced by its hash rather than altered character by character.
 */
export function messageIdFor(idempotencyKey: string, from: string): string {
  const left = DOT_ATOM.test(idempotencyKey)
    ? idempotencyKey
    : createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40);
  return `<${left}@${senderDomain(from)}>`;
}

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  permanent?: boolean;
  response?: string;
  message?: string;
}

/**
 * Sorts nodemailer's error into the worker's two kinds. A server's reply decides when there is one:
 * 5xx is final (unknown mailbox, refused sender, bad login), 4xx asks to try later (nodemailer's own
 * `permanent` flag also counts 503, a session out of step, as temporary). Without a reply the
 * connection failed (refused, timed out, TLS, DNS): temporary, except an envelope nodemailer refused
 * itself (no valid recipient address), which no retry can fix.
 */
export function toDeliveryError(err: unknown): DeliveryError {
  const e = (err ?? {}) as SmtpFailure;
  const detail = e.response ?? e.message ?? String(err);
  if (typeof e.responseCode === 'number') {
    const permanent = e.permanent ?? (e.responseCode >= 500 && e.responseCode !== 503);
    return new DeliveryError(`SMTP ${e.responseCode}: ${detail}`, permanent, undefined, { cause: err });
  }
  const permanent = e.code === 'EENVELOPE' || e.code === 'EMESSAGE';
  return new DeliveryError(`SMTP ${e.code ?? 'error'}: ${detail}`, permanent, undefined, { cause: err });
}

/**
 * Sends through an SMTP relay with nodemailer. One connection per message (no pool): notification
 * volume is low, and nothing stays open to hold the process at shutdown or to go stale between sends.
 */
export function createSmtpMail(config: SmtpMailConfig): MailProvider {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...config.timeouts };
  const transport = createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.user ? { auth: { user: config.user, pass: config.password ?? '' } } : {}),
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: timeouts.connectionMs,
  });
  return {
    name: 'smtp',
    async send(message: MailMessage) {
      let info;
      try {
        info = await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
          ...(message.idempotencyKey ? { messageId: messageIdFor(message.idempotencyKey, config.from) } : {}),
        });
      } catch (err) {
        throw toDeliveryError(err);
      }
      // One recipient: a rejection normally throws above; a server that accepts the envelope but
      // lists the address as rejected has refused it all the same.
      if (info.rejected.length > 0) {
        throw new DeliveryError(`SMTP rejected ${info.rejected.join(', ')}: ${info.response}`, true);
      }
    },
  };
}

import { lifecycleDeps, reconsiderHeldOf } from '../lifecycle/index.js';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody, PhoneVerificationErrorBody } from '@posylka/contract';
import {
  callsChannel,
  decideCodeInput,
  decideVerificationRequest,
  PHONE_VERIFICATION,
  VERIFICATION_CODE_TTL_MS,
  type Locale,
  type RequestDecision,
  type VerificationChannel,
  type VerificationLimits,
} from '@posylka/domain';
import { phoneVerifications, type PhoneVerificationRow } from '../../db/schema/index.js';
import type { CallProvider } from '../../providers/call/index.js';
import type { SmsProvider } from '../../providers/sms/index.js';
import { clock, codeMatches, generateCode, hashCode } from './code.js';
import { phoneMessage, waitText } from './messages.js';
import {
  findVerification,
  latestCode,
  lockNumberAndIp,
  lockUser,
  markVerified,
  requestLog,
  supersedePending,
  verifiedElsewhere,
} from './repository.js';

export interface Gateways {
  sms: SmsProvider;
  calls: CallProvider;
}

/** A refusal the routes answer as-is: HTTP status plus the SPEC §8 body. */
export interface Refusal {
  status: 400 | 409 | 410 | 429 | 503;
  /** Gateway failures (503) carry only the text: SPEC §8 "anything else". */
  body: PhoneVerificationErrorBody | ErrorBody;
}
export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const refuse = (status: Refusal['status'], body: Refusal['body']): { ok: false; refusal: Refusal } => ({
  ok: false,
  refusal: { status, body },
});
const alreadyUsed = (locale: Locale) =>
  refuse(409, { error: 'already_used', errorDescription: phoneMessage(locale, 'alreadyUsed') });

/** The text of a refused request in the customer's language, by the rule that refused it. */
function limitMessage(
  locale: Locale,
  decision: Extract<RequestDecision, { ok: false }>,
  limits: VerificationLimits,
) {
  const wait = waitText(locale, decision.retryInMs);
  switch (decision.limit) {
    case 'gap':
      return phoneMessage(locale, 'delay', { seconds: seconds(decision.retryInMs) });
    case 'number':
      return phoneMessage(locale, 'requestsExhausted');
    case 'account':
      return phoneMessage(locale, 'numbersExhausted', { count: limits.numbersPerAccountPerDay, wait });
    case 'ip':
      return phoneMessage(locale, 'ipExhausted', { wait });
  }
}

/**
 * SPEC §7 initiate: checks the limits (the domain's decideVerificationRequest over the request log),
 * records the request, then rings or texts through the gateway.
 */
export async function initiateVerification(
  app: FastifyInstance,
  gateways: Gateways,
  args: { userId: string; phone: string; type: VerificationChannel; locale: Locale; ip: string },
): Promise<Outcome<{ attempts: number; retryIn: number }>> {
  const { userId, phone, type, locale, ip } = args;
  const limits = app.config.phoneVerification;
  const now = clock.now();
  const code = type === 'sms' ? generateCode() : null;
  const decided = await app.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (await verifiedElsewhere(tx, userId, phone)) return alreadyUsed(locale);
    await lockNumberAndIp(tx, phone, ip);
    const log = await requestLog(tx, { userId, phone, ip, now });
    const decision = decideVerificationRequest(log, { phone, now }, limits);
    if (!decision.ok) {
      return refuse(429, {
        error: decision.error,
        errorDescription: limitMessage(locale, decision, limits),
        retryIn: seconds(decision.retryInMs),
        limit: decision.limit,
        attempts: decision.attempts,
        maxAttempts: limits.perNumberPerHour,
      });
    }
    await supersedePending(tx, userId, phone);
    const hashed = code ? hashCode(code) : null;
    const [row] = await tx
      .insert(phoneVerifications)
      .values({
        userId,
        phone,
        channel: type,
        ip,
        codeHash: hashed?.hash ?? null,
        codeSalt: hashed?.salt ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS),
      })
      .returning({ id: phoneVerifications.id });
    return {
      ok: true as const,
      id: row!.id,
      attempts: decision.attempts,
      retryIn: seconds(decision.retryInMs),
    };
  });
  if (!decided.ok) return decided;

  // The gateway is called after the commit (a slow gateway must not hold the lock).
  try {
    if (code) {
      await gateways.sms.send({
        to: phone,
        text: phoneMessage(locale, 'smsText', { code }),
        meta: { kind: 'phone-verification', verificationId: decided.id, code },
      });
    } else {
      await gateways.calls.call({
        verificationId: decided.id,
        to: phone,
        text: phoneMessage(locale, 'callText'),
      });
    }
  } catch (err) {
    app.log.error({ err }, 'verification gateway failed');
    // A request that never reached the phone must not use up an attempt.
    await app.db.delete(phoneVerifications).where(eq(phoneVerifications.id, decided.id));
    return refuse(503, { errorDescription: phoneMessage(locale, 'unavailable') });
  }
  return { ok: true, value: { attempts: decided.attempts, retryIn: decided.retryIn } };
}

/** SPEC §7 complete: checks the newest SMS code (5 inputs, expiry), then saves the phone as verified. */
export async function completeVerification(
  app: FastifyInstance,
  args: { userId: string; phone: string; code: string; locale: Locale },
): Promise<Outcome<true>> {
  const { userId, phone, code, locale } = args;
  const now = clock.now();
  const maxInputAttempts = PHONE_VERIFICATION.verifyAttempts;
  const outcome = await app.db.transaction(async (tx): Promise<Outcome<true>> => {
    await lockUser(tx, userId);
    const row = await latestCode(tx, userId, phone);
    if (!row || !row.codeHash || !row.codeSalt) {
      return refuse(410, { error: 'code_expired', errorDescription: phoneMessage(locale, 'codeExpired') });
    }
    const decision = decideCodeInput({
      inputAttempts: row.inputAttempts,
      expiresAt: row.expiresAt,
      now,
      matches: codeMatches(code, row.codeSalt, row.codeHash),
    });
    const counters = { inputAttempts: decision.inputAttempts, maxInputAttempts };
    switch (decision.result) {
      case 'max_attempts_error':
        return refuse(429, {
          error: 'max_attempts_error',
          errorDescription: phoneMessage(locale, 'inputsExhausted', { count: maxInputAttempts }),
          ...counters,
        });
      case 'code_expired':
        return refuse(410, {
          error: 'code_expired',
          errorDescription: phoneMessage(locale, 'codeExpired'),
          ...counters,
        });
      case 'wrong_code':
        await tx
          .update(phoneVerifications)
          .set({ inputAttempts: decision.inputAttempts, ...(decision.burned ? { status: 'burned' } : {}) })
          .where(eq(phoneVerifications.id, row.id));
        return refuse(400, {
          error: 'wrong_code',
          errorDescription: phoneMessage(locale, 'wrongCode', {
            left: maxInputAttempts - decision.inputAttempts,
          }),
          ...counters,
        });
      case 'verified':
        if (await verifiedElsewhere(tx, userId, phone)) return alreadyUsed(locale);
        await markVerified(tx, row, now);
        return { ok: true, value: true };
    }
  });
  if (outcome.ok) await publishVerified(app, phone);
  return outcome;
}

/** The sandbox call was answered (dev outbox button; a real gateway's callback later). */
export async function answerCall(
  app: FastifyInstance,
  verificationId: string,
  locale: Locale,
): Promise<Outcome<{ phone: string }> | null> {
  const now = clock.now();
  let verifiedUser: string | null = null;
  const outcome = await app.db.transaction(async (tx): Promise<Outcome<{ phone: string }> | null> => {
    const found = await findVerification(tx, verificationId);
    if (!found || found.channel !== 'call') return null;
    await lockUser(tx, found.userId);
    const row: PhoneVerificationRow | undefined = await findVerification(tx, verificationId);
    if (!row) return null;
    if (row.status === 'verified') return { ok: true, value: { phone: row.phone } };
    if (row.status !== 'pending' || row.expiresAt <= now) {
      return refuse(410, { error: 'code_expired', errorDescription: phoneMessage(locale, 'codeExpired') });
    }
    if (await verifiedElsewhere(tx, row.userId, row.phone)) return alreadyUsed(locale);
    await markVerified(tx, row, now);
    verifiedUser = row.userId;
    return { ok: true, value: { phone: row.phone } };
  });
  if (outcome?.ok) await publishVerified(app, outcome.value.phone);
  // Issue 13: a parcel held for an unverified phone goes back to the shelf now.
  if (verifiedUser) await reconsiderHeldOf(lifecycleDeps(app), verifiedUser);
  return outcome;
}

async function publishVerified(app: FastifyInstance, phone: string) {
  try {
    await app.realtime.publish(callsChannel(phone), { status: 'verified' });
  } catch (err) {
    // The phone is verified either way; a page that missed the event sees it on its next load.
    app.log.warn({ err }, 'could not publish the verified event');
  }
}

import { isApiError, phoneVerificationErrorBodySchema } from '@posylka/contract';
import { callStatusSchema } from '@posylka/contract';
import { callsChannel, PHONE_VERIFICATION, type VerificationChannel } from '@posylka/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { useRealtimeChannel } from './use-realtime-channel.js';

export type Stage =
  | { kind: 'requesting' }
  | { kind: 'waiting' }
  /** No requests left; `message` is the server's own text for the account's or the IP's limit. */
  | { kind: 'locked'; message?: string }
  | { kind: 'error'; reason: 'general' | 'alreadyUsed' }
  | { kind: 'success' };

export interface SmsState {
  digits: string[];
  checking: boolean;
  invalid: boolean;
  inputAttempts: number;
  maxInputAttempts: number;
  /** All inputs of this code used: "check your number" with resend. */
  exhausted: boolean;
  expired: boolean;
}

const emptySms = (): SmsState => ({
  digits: Array.from({ length: PHONE_VERIFICATION.otpLength }, () => ''),
  checking: false,
  invalid: false,
  inputAttempts: 0,
  maxInputAttempts: PHONE_VERIFICATION.verifyAttempts,
  exhausted: false,
  expired: false,
});

const errorBody = (error: unknown) => {
  if (!isApiError(error)) return null;
  const parsed = phoneVerificationErrorBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
};

/**
 * The SPEC §4 dialog's logic: requests a call at once, switches between call and SMS, keeps the
 * server's attempt counters and retry timer, checks codes, and listens on calls#{phone}.
 */
export function useVerification(args: {
  phone: string;
  open: boolean;
  onVerified: (phone: string) => void;
  onAlreadyUsed?: (() => void) | undefined;
}) {
  const { phone, open } = args;
  const api = useApi();
  const revalidator = useRevalidator();
  const [stage, setStage] = useState<Stage>({ kind: 'requesting' });
  const [flow, setFlow] = useState<VerificationChannel>('call');
  const [attempts, setAttempts] = useState(0);
  const [maxAttempts, setMaxAttempts] = useState<number>(PHONE_VERIFICATION.requestAttempts);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const [sms, setSms] = useState<SmsState>(emptySms);
  const [focusKey, setFocusKey] = useState(0);
  // Answers of a closed or re-opened dialog are ignored.
  const session = useRef(0);
  const callbacks = useRef(args);
  callbacks.current = args;

  const verified = useRef(false);
  // The channel of the last accepted request: a refused switch goes back to it.
  const accepted = useRef<VerificationChannel>('call');

  const succeed = useCallback(() => {
    // The call event, the catch-up check and the code answer may all arrive: report success once.
    if (verified.current) return;
    verified.current = true;
    setStage({ kind: 'success' });
    callbacks.current.onVerified(phone);
    // The header reads the user from the root loader: reload it so the unverified marker goes.
    void revalidator.revalidate();
  }, [phone, revalidator]);

  const request = useCallback(
    async (type: VerificationChannel) => {
      const mine = session.current;
      setFlow(type);
      setStage({ kind: 'requesting' });
      setSms(emptySms());
      try {
        const res = await api.verification.initiatePhone({ phone, type }, { noErrorToast: true });
        if (mine !== session.current) return;
        accepted.current = type;
        setAttempts(res.attempts);
        setMaxAttempts(res.maxAttempts);
        setRetryAt(Date.now() + res.retryIn * 1000);
        setStage({ kind: 'waiting' });
        setFocusKey((k) => k + 1);
      } catch (error) {
        if (mine !== session.current) return;
        const body = errorBody(error);
        if (body?.attempts !== undefined) setAttempts(body.attempts);
        if (body?.maxAttempts !== undefined) setMaxAttempts(body.maxAttempts);
        if (body?.error === 'max_attempts_error') {
          // The number's limit is the SPEC §4 wording; the account's and the IP's say their own wait.
          const own = body.limit === 'account' || body.limit === 'ip';
          return setStage(own ? { kind: 'locked', message: body.errorDescription } : { kind: 'locked' });
        }
        if (body?.error === 'delay_error') {
          // The 60 s gap holds across channels: the previous call or code is still valid, so the
          // dialog goes back to it and shows the time left until another request.
          setFlow(accepted.current);
          setRetryAt(Date.now() + (body.retryIn ?? 0) * 1000);
          return setStage({ kind: 'waiting' });
        }
        if (body?.error === 'already_used') {
          callbacks.current.onAlreadyUsed?.();
          return setStage({ kind: 'error', reason: 'alreadyUsed' });
        }
        setStage({ kind: 'error', reason: 'general' });
      }
    },
    [api, phone],
  );

  const submitCode = useCallback(
    async (code: string) => {
      const mine = session.current;
      setSms((s) => ({ ...s, checking: true, invalid: false }));
      try {
        await api.verification.completePhone({ phone, code }, { noErrorToast: true });
        if (mine === session.current) succeed();
      } catch (error) {
        if (mine !== session.current) return;
        const body = errorBody(error);
        const counters = {
          inputAttempts: body?.inputAttempts ?? sms.inputAttempts,
          maxInputAttempts: body?.maxInputAttempts ?? sms.maxInputAttempts,
        };
        const base = { ...emptySms(), ...counters };
        switch (body?.error) {
          case 'wrong_code':
            setSms({
              ...base,
              invalid: true,
              exhausted: counters.inputAttempts >= counters.maxInputAttempts,
            });
            setFocusKey((k) => k + 1);
            return;
          case 'max_attempts_error':
            return setSms({ ...base, invalid: true, exhausted: true });
          case 'code_expired':
            return setSms({ ...base, expired: true });
          case 'already_used':
            callbacks.current.onAlreadyUsed?.();
            return setStage({ kind: 'error', reason: 'alreadyUsed' });
          default:
            setSms((s) => ({ ...s, checking: false }));
            setStage({ kind: 'error', reason: 'general' });
        }
      }
    },
    [api, phone, sms.inputAttempts, sms.maxInputAttempts, succeed],
  );

  useEffect(() => {
    if (!open) return;
    session.current += 1;
    verified.current = false;
    accepted.current = 'call';
    setAttempts(0);
    setRetryAt(null);
    void request('call');
    return () => {
      session.current += 1;
    };
    // Re-run only when the dialog opens or the phone changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, phone]);

  const listening = open && stage.kind === 'waiting';
  const realtime = useRealtimeChannel(
    listening ? callsChannel(phone) : null,
    (data) => {
      if (callStatusSchema.safeParse(data).success) succeed();
    },
    () => {
      // Catch up on a "verified" sent while the socket was (re)connecting.
      api.verification
        .phoneNumber({ noErrorToast: true })
        .then((res) => {
          if (res.verified && res.phoneNumber === phone) succeed();
        })
        .catch(() => undefined);
    },
  );

  return {
    stage,
    flow,
    attempts,
    maxAttempts,
    retryAt,
    sms,
    focusKey,
    realtime,
    request,
    submitCode,
    setDigits: (digits: string[]) => setSms((s) => ({ ...s, digits, invalid: false })),
  };
}

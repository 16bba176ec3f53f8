import { endpoints, type ApiClient, type DigitalIdData, type IdentityDocumentData } from '@posylka/contract';
import type { PassportFormValues } from './passport-values.js';

// The documents page's calls (SPEC §7 "Buy-out", "Personal", "Real-time", /diia/init), through the
// contract's endpoints (method and path only), so zod stays out of the page's bundle.

export async function fetchActivePassport(api: ApiClient): Promise<IdentityDocumentData | null> {
  const answer = await api.call(endpoints.activePassport, { noErrorToast: true });
  return answer.document;
}

/** POST /buyout/{id}/passport: the domain schema's values plus the consent (checked again by the server). */
export function saveBuyoutPassport(api: ApiClient, orderId: string, values: PassportFormValues) {
  return api.call(endpoints.saveBuyoutPassport, {
    params: { id: orderId },
    body: { ...values, agreement: values.consent },
  });
}

/** POST /diia/init: the deep link shown as the QR code, and the request id the shared data is kept under. */
export function initDiia(api: ApiClient, returnUrl: string) {
  return api.call(endpoints.diiaInit, { body: { return_url: returnUrl }, noErrorToast: true });
}

/** GET /app-centrifugo/preloaded-user-data/{id}: the shared digital-ID fields, or null while nothing is shared. */
export async function fetchPreloadedUserData(
  api: ApiClient,
  requestId: string,
): Promise<DigitalIdData | null> {
  const data = await api.call(endpoints.preloadedUserData, {
    params: { id: requestId },
    noErrorToast: true,
  });
  return isDigitalIdData(data) ? data : null;
}

/** The realtime push and the preloaded answer are {} or the digital-ID fields; a docNumber marks real data. */
export function isDigitalIdData(value: unknown): value is DigitalIdData {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { docNumber?: unknown }).docNumber === 'string' &&
    (value as { docNumber: string }).docNumber !== ''
  );
}

/**
 * What a docs#{uid} push carries: the digital-ID fields themselves, or them wrapped with the request id
 * ({requestId, data}), or only the request id (then the page reads the preloaded data).
 */
export function readDocsPush(message: unknown): { data: DigitalIdData | null; requestId: string | null } {
  if (isDigitalIdData(message)) return { data: message, requestId: null };
  if (typeof message !== 'object' || message === null) return { data: null, requestId: null };
  const wrapped = message as { data?: unknown; requestId?: unknown };
  return {
    data: isDigitalIdData(wrapped.data) ? wrapped.data : null,
    requestId: typeof wrapped.requestId === 'string' ? wrapped.requestId : null,
  };
}

// Opening Diia's envelopes. encodeData is the metadata signed by Diia (CMS, .p7s) and encrypted to
// the acquirer's certificate (.p7e) with Ukrainian DSTU 4145 / GOST 34.311 algorithms, which
// node:crypto does not implement; Diia's SDKs use the IIT EUSign library with the acquirer's key.
// So the key stays in a separate crypto service (DIIA_CRYPTO_URL) run with that library, and this
// is our contract with it:
//   POST {DIIA_CRYPTO_URL}  {"data": "<encodeData, base64>"}
//   200 {"data": "<plain metadata, base64>"} when it decrypted AND verified Diia's signature;
//   4xx when the envelope does not open or the signature is not Diia's; 5xx when it cannot tell.
import { DiiaCallbackError } from './provider.js';

export interface DiiaEnvelopeOpener {
  /** The plain bytes of an envelope Diia signed for us; throws DiiaCallbackError otherwise. */
  open(base64: string): Promise<Buffer>;
}

export function createCryptoServiceOpener(options: {
  url: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): DiiaEnvelopeOpener {
  const doFetch = options.fetch ?? fetch;
  return {
    async open(base64) {
      let res: Response;
      try {
        res = await doFetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ data: base64 }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch {
        throw new DiiaCallbackError('cryptoUnavailable');
      }
      if (res.status >= 400 && res.status < 500) throw new DiiaCallbackError('notOpened');
      const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
      if (!res.ok || typeof body?.data !== 'string') throw new DiiaCallbackError('cryptoUnavailable');
      return Buffer.from(body.data, 'base64');
    },
  };
}

// The Diia sharing provider behind DIIA_PROVIDER: it starts a request (the deep link shown as a QR
// code) and reads what a callback delivers into the SPEC §3 digital-ID data shape.
import type { DigitalIdData } from '@posylka/contract';
import type { Locale } from '@posylka/domain';

/** A request row the provider starts: our id is the request id Diia echoes in its callback. */
export interface DiiaStart {
  requestId: string;
  /** Absolute URL of our site the customer returns to after sharing ('' = none). */
  returnLink: string;
  /** Language of the page that asked: the sandbox page opens in it (the phone's own may differ). */
  locale?: Locale;
}

/** What reached a callback, before the provider reads it. */
export interface DiiaCallback {
  requestId: string;
  /** Diia's encodeData (base64 of the encrypted, signed metadata); null from the sandbox page. */
  encodeData: string | null;
}

export interface DiiaProvider {
  readonly kind: 'sandbox' | 'diia';
  init(start: DiiaStart): Promise<{ deepLink: string; requestId: string }>;
  /**
   * The ID-card fields of a callback whose request id was already checked (known, unused, fresh).
   * Throws DiiaCallbackError when the delivery cannot be read or is not a usable ID card.
   */
  readCallback(callback: DiiaCallback): Promise<DigitalIdData>;
}

/**
 * Why a callback was refused. Its message is a fixed reason, never the payload: callbacks carry
 * personal data and the reason is logged.
 */
export class DiiaCallbackError extends Error {
  override name = 'DiiaCallbackError';
  constructor(
    readonly reason:
      'noEncodeData' | 'notOpened' | 'cryptoUnavailable' | 'badMetadata' | 'noIdCard' | 'badIdCard',
  ) {
    super(reason);
  }
}

/** Diia's API or crypto service did not answer as expected (init or callback); retry later. */
export class DiiaUnavailableError extends Error {
  override name = 'DiiaUnavailableError';
}

// The two Diia providers: the sandbox page (no Diia account needed) and Diia's partner API.
import type { DigitalIdData } from '@posylka/contract';
import { API_BASE } from '@posylka/contract';
import { DEFAULT_LOCALE } from '@posylka/domain';
import type { Config } from '../../config/index.js';
import { withPageLocale } from '../../http/page-locale.js';
import { createCryptoServiceOpener, type DiiaEnvelopeOpener } from './crypto-service.js';
import { createDiiaApi, type DiiaApi } from './diia-api.js';
import { DiiaCallbackError, type DiiaProvider } from './provider.js';
import { idCardFromMetadata } from './shared-metadata.js';
import { SANDBOX_ID_CARD } from './test-document.js';

export const sandboxPath = (requestId: string) => `/diia/sandbox/${encodeURIComponent(requestId)}`;

/** The deep link opens our sandbox Diia page, whose Share button delivers the test ID card. */
export function createSandboxDiiaProvider(publicUrl: string): DiiaProvider {
  return {
    kind: 'sandbox',
    // Absolute: the QR code is opened on the customer's phone, not in this browser tab.
    // In the language of the page that asked (?locale=, none for uk).
    init: ({ requestId, locale }) =>
      Promise.resolve({
        deepLink: withPageLocale(
          `${publicUrl}${API_BASE}${sandboxPath(requestId)}`,
          locale ?? DEFAULT_LOCALE,
        ),
        requestId,
      }),
    readCallback: (): Promise<DigitalIdData> => Promise.resolve(SANDBOX_ID_CARD),
  };
}

/** Diia's offer request gives the deep link; its callback's encodeData holds the shared ID card. */
export function createDiiaProvider(api: DiiaApi, opener: DiiaEnvelopeOpener): DiiaProvider {
  return {
    kind: 'diia',
    async init({ requestId, returnLink }) {
      return { deepLink: await api.offerRequest({ requestId, returnLink }), requestId };
    },
    async readCallback({ encodeData }) {
      if (!encodeData) throw new DiiaCallbackError('noEncodeData');
      const plain = await opener.open(encodeData);
      return idCardFromMetadata(plain.toString('utf8'));
    },
  };
}

/** The provider DIIA_PROVIDER names (the config refuses diia without its settings). */
export function diiaProviderFor(config: Config): DiiaProvider {
  if (config.providers.diia === 'diia' && config.diia) {
    return createDiiaProvider(
      createDiiaApi(config.diia),
      createCryptoServiceOpener({ url: config.diia.cryptoUrl }),
    );
  }
  return createSandboxDiiaProvider(config.publicUrl);
}

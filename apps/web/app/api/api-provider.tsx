import { createApiClient, type ApiClient, type ApiClientOptions } from '@posylka/contract';
import { useApiSettings } from './api-settings.js';

export { ApiProvider } from './api-settings.js';

// One client per provider: every component under the same <ApiProvider> shares it.
const clients = new WeakMap<ApiClientOptions, ApiClient>();

/** The API client of the nearest <ApiProvider> (made on first use, then shared). */
export function clientFor(settings: ApiClientOptions): ApiClient {
  let client = clients.get(settings);
  if (!client) {
    client = createApiClient(settings);
    clients.set(settings, client);
  }
  return client;
}

export function useApi(): ApiClient {
  return clientFor(useApiSettings());
}

// Nova Poshta JSON API 2.0: one POST endpoint taking { apiKey, modelName, calledMethod, methodProperties }
// and answering an envelope { success, data[], errors[], warnings[], info }. Lists are paged with
// Page/Limit; we ask page after page until one comes back shorter than the limit.

export type NpRecord = Record<string, unknown>;

export class NovaPoshtaError extends Error {
  constructor(
    readonly method: string,
    message: string,
    readonly errors: readonly string[] = [],
  ) {
    super(`Nova Poshta ${method}: ${message}`);
    this.name = 'NovaPoshtaError';
  }
}

export interface NovaPoshtaClientOptions {
  apiKey: string;
  /** https://api.novaposhta.ua/v2.0/json/ */
  apiUrl: string;
  /** Records per page of getCities / getWarehouses. */
  pageSize?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  errors?: unknown;
}

export class NovaPoshtaClient {
  private readonly pageSize: number;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: NovaPoshtaClientOptions) {
    this.pageSize = options.pageSize ?? 500;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.fetchImpl = options.fetch ?? fetch;
  }

  /** One call; throws NovaPoshtaError on an HTTP failure or an envelope with success: false. */
  async call(modelName: string, calledMethod: string, methodProperties: NpRecord = {}): Promise<NpRecord[]> {
    const response = await this.post(calledMethod, {
      apiKey: this.options.apiKey,
      modelName,
      calledMethod,
      methodProperties,
    });
    if (!response.ok) throw new NovaPoshtaError(calledMethod, `HTTP ${response.status}`);
    let envelope: Envelope;
    try {
      envelope = (await response.json()) as Envelope;
    } catch {
      throw new NovaPoshtaError(calledMethod, 'the answer is not JSON');
    }
    if (envelope.success !== true) {
      const errors = Array.isArray(envelope.errors) ? envelope.errors.map(String) : [];
      throw new NovaPoshtaError(calledMethod, errors.join('; ') || 'success is false', errors);
    }
    if (!Array.isArray(envelope.data)) throw new NovaPoshtaError(calledMethod, 'data is not a list');
    return envelope.data as NpRecord[];
  }

  /**
   * POST with two retries on a network failure: while a page is being stored the server may close
   * the idle keep-alive connection, and the next request then fails before reaching it. Reads are
   * safe to repeat; HTTP errors and error envelopes are not retried.
   */
  private async post(calledMethod: string, body: NpRecord): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.fetchImpl(this.options.apiUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (error) {
        if (attempt >= 2) {
          throw new NovaPoshtaError(calledMethod, `request failed (${(error as Error).message})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
      }
    }
  }

  /** Every page of a paged method, handed over page by page so a big list is never held whole. */
  async *pages(
    modelName: string,
    calledMethod: string,
    properties: NpRecord = {},
  ): AsyncGenerator<NpRecord[]> {
    for (let page = 1; ; page += 1) {
      const rows = await this.call(modelName, calledMethod, {
        ...properties,
        Page: page,
        Limit: this.pageSize,
      });
      if (rows.length > 0) yield rows;
      if (rows.length < this.pageSize) return;
    }
  }

  getAreas(): Promise<NpRecord[]> {
    return this.call('Address', 'getAreas');
  }

  getWarehouseTypes(): Promise<NpRecord[]> {
    return this.call('Address', 'getWarehouseTypes');
  }

  cityPages(): AsyncGenerator<NpRecord[]> {
    return this.pages('Address', 'getCities');
  }

  warehousePages(): AsyncGenerator<NpRecord[]> {
    return this.pages('AddressGeneral', 'getWarehouses');
  }
}

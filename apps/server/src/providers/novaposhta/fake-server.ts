// A local stand-in for the Nova Poshta API 2.0, answering from saved API responses (the shared
// sample files) with Page/Limit paging and the error envelope of a wrong key. Used by the sync tests
// and handy for trying the sync offline: it speaks the same protocol as api.novaposhta.ua.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NpRecord } from './client.js';

export interface FakeNovaPoshta {
  url: string;
  /** Every request body received, in order. */
  calls: { modelName: string; calledMethod: string; methodProperties: NpRecord }[];
  close: () => Promise<void>;
}

export interface FakeNovaPoshtaData {
  apiKey: string;
  /** Records per calledMethod (getAreas, getWarehouseTypes, getCities, getWarehouses). */
  methods: Record<string, readonly NpRecord[]>;
  /** calledMethod that answers HTTP 500, to test failures mid-sync. */
  failing?: string;
}

const envelope = (success: boolean, data: unknown[], errors: string[] = [], info: unknown = []) => ({
  success,
  data,
  errors,
  warnings: [],
  info,
  messageCodes: [],
  errorCodes: errors.length ? ['20000200068'] : [],
  warningCodes: [],
  infoCodes: [],
});

async function readJson(request: IncomingMessage): Promise<NpRecord> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as NpRecord;
}

export async function startFakeNovaPoshta(data: FakeNovaPoshtaData): Promise<FakeNovaPoshta> {
  const calls: FakeNovaPoshta['calls'] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST') return send(405, envelope(false, [], ['Method not allowed']));
      let body: NpRecord;
      try {
        body = await readJson(request);
      } catch {
        return send(200, envelope(false, [], ['Data is invalid']));
      }
      const call = {
        modelName: String(body.modelName),
        calledMethod: String(body.calledMethod),
        methodProperties: (body.methodProperties ?? {}) as NpRecord,
      };
      calls.push(call);
      if (body.apiKey !== data.apiKey) return send(200, envelope(false, [], ['API key expired']));
      if (call.calledMethod === data.failing) return send(500, { message: 'internal error' });
      const rows = data.methods[call.calledMethod];
      if (!rows) return send(200, envelope(false, [], [`Method ${call.calledMethod} does not exist`]));
      const limit = Number(call.methodProperties.Limit ?? 0);
      const page = Number(call.methodProperties.Page ?? 1);
      const slice = limit > 0 ? rows.slice((page - 1) * limit, page * limit) : [...rows];
      return send(200, envelope(true, slice, [], { totalCount: rows.length }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // close() must not wait for idle keep-alive sockets of the client.
  const closeIdle = () => server.closeAllConnections();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2.0/json/`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        closeIdle();
      }),
  };
}

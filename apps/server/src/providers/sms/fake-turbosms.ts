// A local stand-in for TurboSMS's HTTP API (POST /message/send.json with a bearer token). It records
// every request and answers as told: success, one of the gateway's refusals, an HTTP error or no
// answer at all. Used by the adapter's tests; also handy to try SMS_PROVIDER=turbosms offline.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TurboSmsAnswer } from './turbosms.js';

export interface FakeTurboSmsRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

/** How the next requests are answered (until told otherwise). */
export type FakeTurboSmsMode =
  | { kind: 'accept' }
  /** The gateway refuses the whole request (HTTP 200 with its code), e.g. 103 REQUIRED_TOKEN. */
  | { kind: 'refuse'; code: number; status: string }
  /** The gateway takes the request but refuses the recipient, e.g. 406 NOT_ALLOWED_RECIPIENT. */
  | { kind: 'refuse-recipient'; code: number; status: string }
  | { kind: 'http'; status: number; headers?: Record<string, string> }
  /** Never answers (the client's timeout has to end it). */
  | { kind: 'hang' };

export interface FakeTurboSms {
  /** Base URL for TURBOSMS_API_URL. */
  url: string;
  token: string;
  requests: FakeTurboSmsRequest[];
  answerWith(mode: FakeTurboSmsMode): void;
  close(): Promise<void>;
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export async function startFakeTurboSms(token = 'fake-turbosms-token'): Promise<FakeTurboSms> {
  const requests: FakeTurboSmsRequest[] = [];
  let mode: FakeTurboSmsMode = { kind: 'accept' };
  let sent = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // kept as text: the test sees what arrived
      }
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      if (mode.kind === 'hang') return;
      if (mode.kind === 'http') {
        response.writeHead(mode.status, { 'content-type': 'text/plain', ...mode.headers });
        return response.end(`HTTP ${mode.status}`);
      }
      if (request.url !== '/message/send.json' || request.method !== 'POST') {
        return json(response, 404, {
          response_code: 404,
          response_status: 'NOT_FOUND',
          response_result: null,
        });
      }
      // The real gateway checks the token first, whatever the mode.
      if (request.headers.authorization !== `Bearer ${token}`) {
        return json(response, 200, {
          response_code: 104,
          response_status: 'INVALID_TOKEN',
          response_result: null,
        });
      }
      if (mode.kind === 'refuse') {
        return json(response, 200, {
          response_code: mode.code,
          response_status: mode.status,
          response_result: null,
        });
      }
      const recipients = (body as { recipients?: string[] }).recipients ?? [];
      const refused = mode.kind === 'refuse-recipient' ? mode : null;
      const answer: TurboSmsAnswer = {
        response_code: refused ? 802 : 800,
        response_status: refused ? 'SUCCESS_MESSAGE_PARTIAL_ACCEPTED' : 'SUCCESS_MESSAGE_ACCEPTED',
        response_result: recipients.map((phone) =>
          refused
            ? { phone, response_code: refused.code, message_id: null, response_status: refused.status }
            : { phone, response_code: 0, message_id: `fake-${++sent}`, response_status: 'OK' },
        ),
      };
      return json(response, 200, answer);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    requests,
    answerWith: (next) => {
      mode = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A hanging request and the client's keep-alive sockets would hold close() forever.
        server.closeAllConnections();
      }),
  };
}

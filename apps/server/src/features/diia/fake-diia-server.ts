// A fake Diia for tests, following the public partner API shapes: the session-token endpoint (checks
// the Basic header), the dynamic offer request (checks the Bearer session, answers {deeplink}), and
// the crypto service of DIIA_CRYPTO_URL. Its "envelope" stands in for Diia's DSTU-signed and
// encrypted CMS: base64 of `<json>.<hmac>` with a key only this fake and the test's "Diia" know,
// so an envelope not made by sealEnvelope fails to open, as a forged one fails the real check.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDiiaRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: unknown;
}

export interface FakeDiia {
  url: string;
  cryptoUrl: string;
  requests: FakeDiiaRequest[];
  /** Session tokens issued so far; revoke() makes Diia answer 401 to the current one. */
  sessions: string[];
  revoke(): void;
  /** What Diia would send as encodeData for this metadata. */
  sealEnvelope(metadata: unknown): string;
  close(): Promise<void>;
}

const ENVELOPE_KEY = 'fake-diia-envelope-key';
const mac = (text: string) => createHmac('sha256', ENVELOPE_KEY).update(text).digest('hex');

export async function startFakeDiia(credentials: {
  acquirerToken: string;
  authAcquirerToken: string;
  branchId: string;
}): Promise<FakeDiia> {
  const requests: FakeDiiaRequest[] = [];
  const sessions: string[] = [];
  const revoked = new Set<string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const headers = {
        accept: req.headers.accept,
        authorization: req.headers.authorization,
        'content-type': req.headers['content-type'],
      };
      requests.push({ method: req.method ?? '', path, headers, body });
      const json = (status: number, answer: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));

      if (req.method === 'GET' && path === `/api/v1/auth/acquirer/${credentials.acquirerToken}`) {
        if (headers.authorization !== `Basic ${credentials.authAcquirerToken}`) return json(401, {});
        const token = `session-${sessions.length + 1}`;
        sessions.push(token);
        return json(200, { token });
      }
      if (
        req.method === 'POST' &&
        path === `/api/v2/acquirers/branch/${credentials.branchId}/offer-request/dynamic`
      ) {
        const token = headers.authorization?.replace(/^Bearer /, '') ?? '';
        if (!sessions.includes(token) || revoked.has(token)) return json(401, {});
        const { requestId } = (body ?? {}) as { requestId?: string };
        return json(200, { deeplink: `https://diia.app/acquirers/offer-request/dynamic/${requestId}` });
      }
      if (req.method === 'POST' && path === '/crypto/unwrap') {
        const data = (body as { data?: unknown } | null)?.data;
        if (typeof data !== 'string') return json(400, {});
        const [json64, tag] = Buffer.from(data, 'base64').toString('utf8').split('\n');
        const expected = mac(json64 ?? '');
        const ok =
          tag !== undefined &&
          tag.length === expected.length &&
          timingSafeEqual(Buffer.from(tag), Buffer.from(expected));
        if (!ok) return json(422, { error: 'signature' });
        return json(200, { data: json64 });
      }
      return json(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    cryptoUrl: `${url}/crypto/unwrap`,
    requests,
    sessions,
    revoke: () => sessions.forEach((s) => revoked.add(s)),
    sealEnvelope(metadata) {
      const json64 = Buffer.from(JSON.stringify(metadata)).toString('base64');
      return Buffer.from(`${json64}\n${mac(json64)}`).toString('base64');
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/** Sharing metadata as Diia's acquirer SDK sample has it (made-up person, ID card only). */
export const DIIA_SAMPLE_METADATA = {
  barcode: '2858364170864',
  documentTypes: ['internal-passport'],
  data: {
    'internal-passport': {
      taxpayerNumber: '1234567001',
      residenceUA: "УКРАЇНА СМТ. ЮР'ЇВКА ДНІПРОПЕТРОВСЬКА ОБЛАСТЬ ВУЛ. ЛЕНІНА БУД. 4",
      docNumber: '002307001',
      genderUA: 'Ж',
      lastNameUA: 'Дія',
      firstNameUA: 'Надія',
      middleNameUA: 'Володимирівна',
      birthday: '17.01.1997',
      issueDate: '12.09.2018',
      expirationDate: '12.09.2028',
      recordNumber: '19970117-7001',
      department: '1263',
    },
  },
};

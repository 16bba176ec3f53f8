// A tiny S3-compatible server for tests: path-style PUT/GET/DELETE of objects kept in memory. It
// checks every request's SigV4 Authorization header by recomputing it with the shared secret, and
// answers 403 when it does not verify (as S3 does). The production driver signs with aws4fetch; the
// verifier below is a separate, minimal implementation of the published algorithm (header auth, no
// query string), so a request only passes when two independent implementations agree.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** "s3" for object storage. */
  service: string;
}

export interface SignedRequest {
  method: string;
  /** The path as sent (already percent-encoded), e.g. "/bucket/orders/a.pdf". */
  path: string;
  /** The signed headers (`host` among them); names are matched case-insensitively. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or "UNSIGNED-PAYLOAD". */
  payloadHash: string;
}

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** The Authorization header a SigV4 signer must send for `req` at `stamp` ("20150830T123600Z"). */
export function sigV4Authorization(req: SignedRequest, creds: FakeS3Credentials, stamp: string): string {
  const headers = Object.entries(req.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const canonical = [
    req.method.toUpperCase(),
    req.path || '/',
    '', // no query string in these requests
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    req.payloadHash,
  ].join('\n');
  const scope = `${stamp.slice(0, 8)}/${creds.region}/${creds.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonical)].join('\n');
  let key = hmac(`AWS4${creds.secretAccessKey}`, stamp.slice(0, 8));
  for (const part of [creds.region, creds.service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

export interface FakeS3Request {
  method: string;
  path: string;
  authorized: boolean;
  contentType: string | undefined;
}

export interface FakeS3 {
  url: string;
  objects: Map<string, Buffer>;
  requests: FakeS3Request[];
  close: () => Promise<void>;
}

function verifies(req: IncomingMessage, path: string, body: Buffer, creds: FakeS3Credentials): boolean {
  const auth = req.headers.authorization ?? '';
  const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
  const stamp = String(req.headers['x-amz-date'] ?? '');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!signed.includes('host') || !/^\d{8}T\d{6}Z$/.test(stamp) || payloadHash !== sha256Hex(body)) {
    return false;
  }
  const headers = Object.fromEntries(signed.map((name) => [name, String(req.headers[name] ?? '')]));
  const expected = sigV4Authorization(
    { method: req.method ?? 'GET', path, headers, payloadHash },
    creds,
    stamp,
  );
  return expected === auth;
}

export async function startFakeS3(creds: FakeS3Credentials): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const requests: FakeS3Request[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = (req.url ?? '/').split('?')[0]!;
      const authorized = verifies(req, path, body, creds);
      requests.push({ method: req.method ?? '', path, authorized, contentType: req.headers['content-type'] });
      if (!authorized) {
        res
          .writeHead(403, { 'content-type': 'application/xml' })
          .end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      if (req.method === 'PUT') {
        objects.set(path, body);
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const object = objects.get(path);
        if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else res.writeHead(200, { 'content-length': object.length }).end(object);
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

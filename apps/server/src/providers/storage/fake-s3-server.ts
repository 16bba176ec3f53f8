// A tiny S3-compatible server for tests: path-style PUT/GET/DELETE of objects kept in memory. It
// checks every request's SigV4 Authorization header by recomputing it with the same algorithm and
// the shared secret, and answers 403 when it does not verify (as S3 does).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signRequest, type SigV4Credentials } from './sigv4.js';

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

function parseAmzDate(stamp: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp);
  if (!m) return new Date(NaN);
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
}

function verifies(req: IncomingMessage, path: string, body: Buffer, creds: SigV4Credentials): boolean {
  const auth = req.headers.authorization ?? '';
  const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
  const stamp = String(req.headers['x-amz-date'] ?? '');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!signed.includes('host') || payloadHash !== sha256Hex(body)) return false;
  const headers = Object.fromEntries(signed.map((name) => [name, String(req.headers[name] ?? '')]));
  const expected = signRequest(
    { method: req.method ?? 'GET', path, headers, payloadHash },
    creds,
    parseAmzDate(stamp),
  );
  return expected === auth;
}

export async function startFakeS3(creds: SigV4Credentials): Promise<FakeS3> {
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

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwsV4Signer } from 'aws4fetch';
import { sigV4Authorization, startFakeS3, type FakeS3 } from './fake-s3-server.js';
import { LocalFileStorage } from './local.js';
import { S3FileStorage } from './s3.js';
import { readAll } from './types.js';

const EMPTY_PAYLOAD_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

// Two examples AWS publishes with their signatures: aws4fetch (what S3FileStorage signs with) and the
// fake S3's own verifier must both reproduce them, so the fake is a fair judge of the driver.
const AWS_EXAMPLES = [
  {
    name: 'the "get-vanilla" request of the AWS Signature Version 4 test suite',
    url: 'https://example.amazonaws.com/',
    headers: {} as Record<string, string>,
    payloadHash: EMPTY_PAYLOAD_HASH,
    creds: {
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 'service',
    },
    stamp: '20150830T123600Z',
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
      'SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
  },
  {
    name: 'the S3 documentation example "GET Object" with a Range header',
    url: 'https://examplebucket.s3.amazonaws.com/test.txt',
    headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_PAYLOAD_HASH } as Record<string, string>,
    payloadHash: EMPTY_PAYLOAD_HASH,
    creds: {
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 's3',
    },
    stamp: '20130524T000000Z',
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
      'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
      'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
  },
];

describe('SigV4 against AWS published examples', () => {
  it.each(AWS_EXAMPLES)('aws4fetch signs $name', async (example) => {
    // allHeaders: the example signs Range, which aws4fetch leaves unsigned by default.
    const signer = new AwsV4Signer({
      url: example.url,
      method: 'GET',
      headers: example.headers,
      ...example.creds,
      datetime: example.stamp,
      allHeaders: true,
    });
    const { headers } = await signer.sign();
    expect(headers.get('authorization')).toBe(example.authorization);
  });

  it.each(AWS_EXAMPLES)("the fake S3's verifier expects $name", (example) => {
    const url = new URL(example.url);
    const headers = { Host: url.host, ...example.headers, 'x-amz-date': example.stamp };
    const request = { method: 'GET', path: url.pathname, headers, payloadHash: example.payloadHash };
    expect(sigV4Authorization(request, example.creds, example.stamp)).toBe(example.authorization);
  });
});

describe('S3FileStorage against a fake S3 that verifies signatures', () => {
  const creds = {
    accessKeyId: 'TESTKEY',
    secretAccessKey: 'test-secret-key',
    region: 'eu-central-1',
    service: 's3',
  };
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3(creds);
  });
  afterAll(() => s3.close());

  it('puts, gets and deletes objects with path-style URLs and signed requests', async () => {
    const storage = new S3FileStorage({ endpoint: s3.url, bucket: 'posylka-files', ...creds });
    await storage.put('orders/o1/f1', Readable.from([Buffer.from('%PDF-1.7 hello')]), {
      contentType: 'application/pdf',
    });
    expect(s3.requests.at(-1)).toEqual({
      method: 'PUT',
      path: '/posylka-files/orders/o1/f1',
      authorized: true,
      contentType: 'application/pdf',
    });
    const stream = await storage.get('orders/o1/f1');
    expect((await readAll(stream!)).toString()).toBe('%PDF-1.7 hello');
    expect(s3.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/posylka-files/orders/o1/f1',
      authorized: true,
    });
    await storage.delete('orders/o1/f1');
    expect(s3.requests.at(-1)).toMatchObject({ method: 'DELETE', authorized: true });
    expect(await storage.get('orders/o1/f1')).toBeNull();
  });

  it('streams a body through a temporary file: 6 MB signed by its SHA-256, the file gone after', async () => {
    const tempDir = await mkdtemp(join(tmpdir(), 'posylka-s3-temp-'));
    try {
      const storage = new S3FileStorage({ endpoint: s3.url, bucket: 'posylka-files', tempDir, ...creds });
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      await storage.put('orders/o2/big', Readable.from(Array.from({ length: 96 }, () => chunk)), {
        contentType: 'application/pdf',
      });
      expect(s3.requests.at(-1)).toMatchObject({ method: 'PUT', authorized: true });
      expect(s3.objects.get('/posylka-files/orders/o2/big')?.length).toBe(6 * 1024 * 1024);
      expect(await readdir(tempDir)).toEqual([]);
    } finally {
      await rm(tempDir, { recursive: true, force: true });
    }
  });

  it('sends nothing when the stream fails half-way (an upload stopped at its limit) and leaves no file', async () => {
    const tempDir = await mkdtemp(join(tmpdir(), 'posylka-s3-temp-'));
    try {
      const storage = new S3FileStorage({ endpoint: s3.url, bucket: 'posylka-files', tempDir, ...creds });
      const requests = s3.requests.length;
      await expect(
        storage.put('orders/o3/cut', failingStream(), { contentType: 'image/png' }),
      ).rejects.toThrow('stopped at the limit');
      expect(s3.requests).toHaveLength(requests);
      expect(s3.objects.has('/posylka-files/orders/o3/cut')).toBe(false);
      expect(await readdir(tempDir)).toEqual([]);
    } finally {
      await rm(tempDir, { recursive: true, force: true });
    }
  });

  it('fails loudly when the secret is wrong (the fake answers 403 like S3)', async () => {
    const storage = new S3FileStorage({ endpoint: s3.url, bucket: 'b', ...creds, secretAccessKey: 'wrong' });
    await expect(storage.put('k1', Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(/403/);
    expect(s3.requests.at(-1)?.authorized).toBe(false);
  });
});

describe('LocalFileStorage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'posylka-storage-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('stores, replaces, reads and deletes by key, leaving no temporary files', async () => {
    const storage = new LocalFileStorage(dir);
    await storage.put('orders/a/b', Buffer.from('one'), { contentType: 'image/png' });
    await storage.put('orders/a/b', Readable.from([Buffer.from('two')]), { contentType: 'image/png' });
    expect((await readAll((await storage.get('orders/a/b'))!)).toString()).toBe('two');
    expect(await readdir(join(dir, 'orders', 'a'))).toEqual(['b']);
    await storage.delete('orders/a/b');
    expect(await storage.get('orders/a/b')).toBeNull();
    await storage.delete('orders/a/b');
  });

  it('writes a stream as it comes; a stream that fails half-way leaves nothing, and an object it replaced stays', async () => {
    const storage = new LocalFileStorage(dir);
    await expect(storage.put('orders/c/cut', failingStream(), { contentType: 'image/png' })).rejects.toThrow(
      'stopped at the limit',
    );
    expect(await readdir(join(dir, 'orders', 'c'))).toEqual([]);
    await storage.put('orders/c/kept', Buffer.from('old'), { contentType: 'image/png' });
    await expect(
      storage.put('orders/c/kept', failingStream(), { contentType: 'image/png' }),
    ).rejects.toThrow();
    expect((await readAll((await storage.get('orders/c/kept'))!)).toString()).toBe('old');
    expect(await readdir(join(dir, 'orders', 'c'))).toEqual(['kept']);
  });

  it('refuses keys that could leave the folder', async () => {
    const storage = new LocalFileStorage(dir);
    await expect(storage.put('../escape', Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow();
    await expect(storage.get('/etc/passwd')).rejects.toThrow();
  });
});

/** 128 KB of bytes, then an error: what the upload reader does to a file past its limit. */
function failingStream(): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.alloc(64 * 1024, 0x42);
      yield Buffer.alloc(64 * 1024, 0x42);
      throw new Error('stopped at the limit');
    })(),
  );
}

// Shared by the upload limit and quota tests (issue 15 item 7): a customer, the files an order has in
// the local storage, a multipart upload and its violations, and PDFs of a given size.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { PDF, multipart, userIdOf, type Part } from './test-helpers.js';

export const MB = 1024 * 1024;

export async function customerOf(t: TestApp, name: string) {
  const { token } = await registerUser(t.app, `${name}-${randomBytes(4).toString('hex')}@example.com`);
  return { token, id: await userIdOf(t.app, token) };
}

/** Every object of an order in the local storage under `dir`, temporary part files included. */
export async function storedFilesIn(dir: string, orderId: string): Promise<string[]> {
  try {
    return await readdir(join(dir, 'orders', orderId));
  } catch {
    return [];
  }
}

export function uploadAs(t: TestApp, token: string, url: string, parts: Part[], locale = 'en') {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}`, 'x-locale': locale, ...body.headers },
    payload: body.payload,
  });
}

export const violations = (res: LightMyRequestResponse) =>
  (res.json() as { violations: { property: string; message: string }[] }).violations;

/** A file of `size` bytes that sniffs as a PDF. */
export function pdfOf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  PDF.copy(bytes);
  return bytes;
}

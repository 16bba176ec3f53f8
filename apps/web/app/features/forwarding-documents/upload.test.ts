import { ApiError, endpoints, hrefOf } from '@posylka/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadMultipart } from './upload.js';

/** A scripted XMLHttpRequest: records what was sent and lets the test play the server. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('uploadMultipart: the API client’s headers over XMLHttpRequest, for upload progress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends locale and CSRF headers, the type field and the file, and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    document.cookie = 'csrf_token=abc123';
    const progress: number[] = [];
    const file = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    const done = uploadMultipart<{ items: unknown[] }>({
      url: hrefOf(endpoints.uploadInvoices, { params: { orderId: '42' } }),
      fields: { type: 'default_by_user' },
      files: [{ name: 'files', file, filename: file.name }],
      locale: 'en',
      onProgress: (f) => progress.push(f),
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload/42/invoice');
    expect(xhr.headers['x-locale']).toBe('en');
    expect(xhr.headers['x-csrf-token']).toBe('abc123');
    expect(xhr.body?.get('type')).toBe('default_by_user');
    expect((xhr.body?.get('files') as File).name).toBe('invoice.pdf');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.answer(201, { items: [{ id: 'f1' }] });
    await expect(done).resolves.toEqual({ items: [{ id: 'f1' }] });
    expect(progress).toEqual([0.25, 1]);
  });

  it('rejects a 422 with the client’s ApiError carrying the violations', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = uploadMultipart({
      url: hrefOf(endpoints.uploadInvoices, { params: { orderId: '42' } }),
      files: [],
      locale: 'uk',
    });
    FakeXhr.last.answer(422, {
      errorDescription: 'Перевірте дані',
      violations: [{ property: 'invoices', message: 'Файл завеликий' }],
    });
    const error = (await done.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.violations).toEqual([{ property: 'invoices', message: 'Файл завеликий' }]);
  });
});

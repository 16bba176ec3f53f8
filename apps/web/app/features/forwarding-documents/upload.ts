import {
  ApiError,
  CLIENT_MESSAGES,
  CSRF_COOKIE,
  CSRF_HEADER,
  LOCALE_HEADER,
  readCookie,
} from '@posylka/contract';
import type { Locale } from '@posylka/domain';

export interface UploadRequest {
  /** The route's address, `hrefOf(endpoints.uploadInvoices, { params: { orderId } })`. */
  url: string;
  /** Multipart parts in order: plain fields and files (SPEC §7 "files[n], files[length], type"). */
  fields?: Record<string, string>;
  files: readonly { name: string; file: Blob; filename: string }[];
  locale: Locale;
  /** 0..1 as the request body leaves the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart upload with progress. The API client is fetch-based and fetch cannot report upload
 * progress, so this uses XMLHttpRequest with the same headers the client sends: the page language
 * (x-locale) and, for the cookie session, the CSRF double submit (x-csrf-token = csrf_token cookie).
 * Failures reject with the client's ApiError (status, errorDescription, violations) so callers treat
 * them like any other API failure.
 */
export function uploadMultipart<T>(request: UploadRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(LOCALE_HEADER, request.locale);
    const csrf = readCookie(typeof document === 'undefined' ? '' : document.cookie, CSRF_COOKIE);
    if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        request.onProgress?.(1);
        resolve(body as T);
        return;
      }
      reject(toApiError(xhr.status, body, request.locale));
    };
    xhr.onerror = () => reject(new ApiError(0, CLIENT_MESSAGES.network[request.locale]));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    for (const [key, value] of Object.entries(request.fields ?? {})) form.append(key, value);
    for (const part of request.files) form.append(part.name, part.file, part.filename);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown, locale: Locale): ApiError {
  const record = (body ?? {}) as { errorDescription?: unknown; violations?: unknown };
  const description =
    typeof record.errorDescription === 'string'
      ? record.errorDescription
      : CLIENT_MESSAGES.unexpected[locale];
  const violations = Array.isArray(record.violations)
    ? record.violations.filter(
        (v): v is { property: string; message: string } =>
          typeof v === 'object' &&
          v !== null &&
          typeof (v as { property?: unknown }).property === 'string' &&
          typeof (v as { message?: unknown }).message === 'string',
      )
    : [];
  return new ApiError(status, description, violations, body);
}

import {
  ADMIN_PHOTO_FIELD,
  ApiError,
  CLIENT_MESSAGES,
  CSRF_COOKIE,
  CSRF_HEADER,
  LOCALE_HEADER,
  endpoints,
  hrefOf,
  readCookie,
  type AdminPhoto,
} from '@posylka/contract';
import type { ConsoleLocale } from '@posylka/domain';

/**
 * POST /admin/parcels/{id}/photos as multipart (field `files`). The JSON API client cannot send a
 * form, so this sends the same headers by hand: the console language and the CSRF double submit of
 * the cookie session. Failures reject with the client's ApiError like any other call.
 */
export async function uploadParcelPhotos(
  parcelId: string,
  files: readonly File[],
  locale: ConsoleLocale,
  doFetch: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<AdminPhoto[]> {
  const form = new FormData();
  for (const file of files) form.append(ADMIN_PHOTO_FIELD, file, file.name);
  const headers: Record<string, string> = { accept: 'application/json', [LOCALE_HEADER]: locale };
  const csrf = readCookie(typeof document === 'undefined' ? '' : document.cookie, CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = csrf;
  let response: Response;
  try {
    response = await doFetch(hrefOf(endpoints.adminUploadPhotos, { params: { id: parcelId } }), {
      method: 'POST',
      body: form,
      headers,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, CLIENT_MESSAGES.network[locale]);
  }
  const body = (await response.json().catch(() => undefined)) as
    { items?: AdminPhoto[]; errorDescription?: unknown; violations?: unknown } | undefined;
  if (response.ok) return body?.items ?? [];
  const description =
    typeof body?.errorDescription === 'string' ? body.errorDescription : CLIENT_MESSAGES.unexpected[locale];
  const violations = Array.isArray(body?.violations)
    ? (body.violations as unknown[]).filter(
        (v): v is { property: string; message: string } =>
          typeof (v as { property?: unknown })?.property === 'string' &&
          typeof (v as { message?: unknown })?.message === 'string',
      )
    : [];
  throw new ApiError(response.status, description, violations, body);
}

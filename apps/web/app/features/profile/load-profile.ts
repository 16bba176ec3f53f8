import { isApiError, type IdentityDocumentData, type MeResponse } from '@posylka/contract';
import { maskDocumentNumber, type DocumentType } from '@posylka/domain';
import { type AppLoadContext } from 'react-router';
import { serverApi } from '../../api/server-api.js';
import { localeFromPath } from '../../i18n/locale-path.js';
import { signInRedirect } from '../../api/sign-in-redirect.js';

/** What the profile shows of the saved identity document: recognisable, never the full number. */
export interface DocumentSummary {
  documentType: DocumentType;
  maskedNumber: string;
  fullName: string;
  /** ISO date-time of the last save. */
  updatedAt: string;
}

export interface ProfileLoaderData {
  me: MeResponse;
  document: DocumentSummary | null;
  /** The document could not be read; the rest of the page still works. */
  documentFailed: boolean;
}

export function summarizeDocument(doc: IdentityDocumentData): DocumentSummary {
  return {
    documentType: doc.documentType,
    maskedNumber: maskDocumentNumber(doc),
    fullName: [doc.lastName, doc.firstName, doc.middleName].filter(Boolean).join(' '),
    updatedAt: doc.updatedAt,
  };
}

/**
 * /profile, signed-in only: a visitor logs in and comes back. The document is summarised here, on
 * the server, so its full number never reaches the page's HTML or data.
 */
export async function loadProfile(request: Request, context: AppLoadContext): Promise<ProfileLoaderData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const api = serverApi(context, locale);
  try {
    const [me, active] = await Promise.all([
      api.personal.me(),
      api.personal
        .activePassport({ noErrorToast: true })
        .then((answer) => ({
          document: answer.document ? summarizeDocument(answer.document) : null,
          failed: false,
        }))
        .catch((error: unknown) => {
          if (isApiError(error) && error.status === 401) throw error;
          return { document: null, failed: true };
        }),
    ]);
    return { me, document: active.document, documentFailed: active.failed };
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      throw signInRedirect(url, locale);
    }
    throw error;
  }
}

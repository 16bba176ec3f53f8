import { isApiError, type MeResponse, type PendingEmailChange } from '@posylka/contract';
import { type AppLoadContext } from 'react-router';
import { serverApi } from '../../api/server-api.js';
import { localeFromPath } from '../../i18n/locale-path.js';
import { signInRedirect } from '../../api/sign-in-redirect.js';

export interface SecurityLoaderData {
  email: MeResponse['email'];
  pending: PendingEmailChange | null;
}

/** /profile/security, signed-in only: the address now and an e-mail change waiting for its link. */
export async function loadSecurity(request: Request, context: AppLoadContext): Promise<SecurityLoaderData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const api = serverApi(context, locale);
  try {
    const [me, state] = await Promise.all([api.personal.me(), api.account.emailChangeState()]);
    return { email: me.email, pending: state.pending };
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      throw signInRedirect(url, locale);
    }
    throw error;
  }
}

import { redirect } from 'react-router';
import type { Route } from './+types/forwarding-declaration-redirect';
import { localeFromPath, localizePath } from '../i18n/locale-path.js';

/** SPEC §2: "/forwarding/declaration/{id} redirects to forwarding-edit", in the page's language. */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return redirect(localizePath(`/forwarding/edit/${encodeURIComponent(params.id)}`, locale), 301);
}

export default function ForwardingDeclarationRedirect() {
  return null;
}

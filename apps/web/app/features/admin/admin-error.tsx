import { isRouteErrorResponse } from 'react-router';
import type { AdminShellData } from './admin-context.js';
import { useAdminT } from './admin-i18n.js';
import { AdminShell } from './admin-shell.js';

function ErrorContent({ error }: { error: unknown }) {
  const t = useAdminT();
  const status = isRouteErrorResponse(error) ? error.status : null;
  // A thrown 403/404 of a page loader carries the server's own localized text.
  const serverText = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : null;
  const text =
    status === 404
      ? t('errors.notFound')
      : status === 403 && serverText
        ? serverText
        : t('errors.unexpected');
  return (
    <section className="admin-page" role="alert">
      <p className="admin-notice admin-notice--error">{text}</p>
    </section>
  );
}

/**
 * What the console shows when a page's loader fails: inside the console's frame when the layout
 * loaded, plain text in both languages when even that failed (the API is down).
 */
export function AdminErrorPage({ error, shell }: { error: unknown; shell: AdminShellData | undefined }) {
  if (!shell) {
    return (
      <main className="admin-main">
        <p className="admin-notice admin-notice--error" role="alert">
          Не вдалося завантажити консоль. / The console could not be loaded.
        </p>
      </main>
    );
  }
  return (
    <AdminShell data={shell}>
      <ErrorContent error={error} />
    </AdminShell>
  );
}

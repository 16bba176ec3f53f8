import { useApi } from '../../api/api-provider.js';
import { Button } from '../../components/ui/button.js';
import { useRootData } from '../../root-data.js';
import { useAdminT } from './admin-i18n.js';

/** A signed-in customer opened /admin (403 from GET /admin/me): say so and offer the way out. */
export function NoAccess() {
  const t = useAdminT();
  const api = useApi();
  const email = useRootData()?.user?.email;
  return (
    <section className="admin-page admin-denied" aria-labelledby="admin-denied-title">
      <h1 id="admin-denied-title">{t('noAccess.title')}</h1>
      <p>{email ? t('noAccess.textAs', { email }) : t('noAccess.text')}</p>
      <p className="admin-denied__actions">
        <Button
          onClick={async () => {
            await api.auth.logout().catch(() => undefined);
            window.location.assign('/login?next=%2Fadmin');
          }}
        >
          {t('noAccess.switchAccount')}
        </Button>
        <a href="/orders">{t('noAccess.cabinet')}</a>
      </p>
    </section>
  );
}

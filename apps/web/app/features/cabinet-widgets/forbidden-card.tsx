import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.js';
import { Modal } from '../../components/ui/modal.js';
import { ForbiddenCountrySelect, ForbiddenItemsList } from '../content-pages/index.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';

/** SPEC §2 forbidden-items card: opens a modal with the list for a country chosen in it. */
export function ForbiddenItemsCard({ defaultCountry = 'US' }: { defaultCountry?: string }) {
  const { t } = useTranslation('widgets');
  const to = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const [country, setCountry] = useState(defaultCountry);
  return (
    <section className="card cabinet-widget" aria-labelledby="forbidden-card-title">
      <h2 id="forbidden-card-title" className="cabinet-widget__title">
        {t('forbidden.title')}
      </h2>
      <p className="cabinet-widget__text">{t('forbidden.text')}</p>
      <div className="cabinet-widget__actions">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('forbidden.open')}
        </Button>
      </div>
      <Modal
        open={open}
        title={t('forbidden.title')}
        onClose={() => setOpen(false)}
        footer={<Link to={to(`/forbidden-items?_country=${country}`)}>{t('forbidden.all')}</Link>}
      >
        <ForbiddenCountrySelect value={country} onChange={setCountry} />
        <ForbiddenItemsList country={country} />
      </Modal>
    </section>
  );
}

import type { CompanyItem } from '@posylka/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Select } from '../../components/ui/select.js';

/** The country's shops: choosing one offers its site (new window) and, if needed, the locker-code note. */
export function ShopPicker({ companies }: { companies: readonly CompanyItem[] }) {
  const { t } = useTranslation('myAddress');
  const [chosen, setChosen] = useState<string | null>(null);
  const shop = companies.find((c) => String(c.id) === chosen);
  return (
    <section className="card stock-aside" aria-labelledby="shops-title">
      <h2 id="shops-title">{t('shops.title')}</h2>
      {companies.length === 0 ? (
        <p className="stock-aside__muted">{t('shops.empty')}</p>
      ) : (
        <Select
          label={t('shops.label')}
          placeholder={t('shops.placeholder')}
          options={companies.map((c) => ({ value: String(c.id), label: c.name }))}
          value={chosen}
          onChange={setChosen}
        />
      )}
      {shop && (
        <div className="shop-choice">
          <a
            href={`https://${shop.label}`}
            target="_blank"
            rel="noopener noreferrer"
            className="shop-choice__link"
          >
            {t('shops.visit', { site: shop.label })}
            <span className="visually-hidden"> {t('shops.newWindow')}</span>
          </a>
          {shop.mayNeedPassword && <p className="notice">{t('shops.password')}</p>}
        </div>
      )}
    </section>
  );
}

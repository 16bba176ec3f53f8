import { FORBIDDEN_ITEMS_ARTICLE_ID, forbiddenItemsFor, isCountryCode } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { ForbiddenCountrySelect } from './forbidden-country-select.js';
import { ForbiddenItemsList } from './forbidden-items-list.js';

/** Query parameter of the chosen country, as on the address page (SPEC §2 `_country`). */
export const COUNTRY_PARAM = '_country';

/**
 * SPEC §2 forbidden-items guide: a country select (kept in the address, so a link shows the same
 * list) and the domain list for that country, with the link to FAQ article 360016350892.
 */
export function ForbiddenItemsGuide({ defaultCountry = 'US' }: { defaultCountry?: string }) {
  const { t } = useTranslation('pages');
  const to = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const fromQuery = params.get(COUNTRY_PARAM)?.toUpperCase();
  const country = fromQuery && isCountryCode(fromQuery) ? fromQuery : defaultCountry;
  const count = forbiddenItemsFor(country).length;
  return (
    <div className="forbidden-guide">
      <div className="forbidden-guide__controls">
        <ForbiddenCountrySelect
          value={country}
          onChange={(code) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                next.set(COUNTRY_PARAM, code);
                return next;
              },
              { replace: true, preventScrollReset: true },
            )
          }
        />
        <p className="forbidden-guide__count" aria-live="polite">
          {t('forbidden.count', { count })}
        </p>
      </div>
      <ForbiddenItemsList country={country} />
      <p>
        <Link to={to(`/faq/${FORBIDDEN_ITEMS_ARTICLE_ID}`)}>{t('forbidden.more')}</Link>
      </p>
    </div>
  );
}

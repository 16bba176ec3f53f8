import { forbiddenItemsFor } from '@posylka/domain';
import { useLocale } from '../../i18n/use-locale.js';

/** The prohibited goods for parcels from one country (domain list), each with the reason. */
export function ForbiddenItemsList({ country }: { country: string }) {
  const locale = useLocale();
  return (
    <ul className="forbidden-list" data-testid="forbidden-list">
      {forbiddenItemsFor(country).map((item) => (
        <li key={item.kind} className="forbidden-list__item">
          <span className="forbidden-list__mark" aria-hidden="true">
            ⨯
          </span>
          <span>
            <strong className="forbidden-list__name">{item.name[locale]}</strong>
            <span className="forbidden-list__note">{item.note[locale]}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

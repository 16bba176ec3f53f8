import { LOCALES, LOCALE_TAGS, DEFAULT_LOCALE } from '@posylka/domain';
import { useLocation } from 'react-router';
import { switchLocale } from '../../i18n/locale-path.js';

/** hreflang alternates for the five languages, x-default (uk) and the canonical URL of this page. */
export function HeadLinks({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  return (
    <>
      <link rel="canonical" href={origin + pathname} />
      {LOCALES.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={LOCALE_TAGS[locale]}
          href={origin + switchLocale(pathname, '', locale)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + switchLocale(pathname, '', DEFAULT_LOCALE)} />
    </>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import type { Namespace, Resources } from '@posylka/texts';
import { useLocalizedPath } from '../../i18n/use-locale.js';

/** The words of an order page's head; each flow keeps them in its own namespace. */
type HeadWords = { breadcrumbs: Record<'label' | 'orders', string>; back: string; title: string };
/** The namespaces that hold those words (the buy-out order page's, the forwarding order page's). */
export type PageHeadNamespace = {
  [N in Namespace]: Resources[N] extends HeadWords ? N : never;
}[Namespace];

export interface OrderPageHeadProps {
  /** The flow's namespace for the words (`breadcrumbs.*`, `back`, `title` with {{number}}). */
  ns: PageHeadNamespace;
  /** The order's number, in the crumbs and the title. */
  number: string;
  /** The flow's own class on the header, beside `detail-page__head`. */
  className: string;
  /** The order's status badge beside the title. */
  status: ReactNode;
  /** What the flow shows under the title: the sub-title, facts, actions. */
  children: ReactNode;
}

/**
 * The head of an order's page (buy-out's /buyout/show/{id}, forwarding's /forwarding/show/{id}):
 * the crumbs back to my orders, the back link, the title with the status, then the flow's own lines.
 */
export function OrderPageHead({ ns, number, className, status, children }: OrderPageHeadProps) {
  const { t } = useTranslation(ns);
  const to = useLocalizedPath();
  return (
    <>
      <nav aria-label={t('breadcrumbs.label')} className="detail-page__crumbs">
        <ol>
          <li>
            <Link to={to('/orders')}>{t('breadcrumbs.orders')}</Link>
          </li>
          <li aria-current="page" className="code-nowrap">
            {number}
          </li>
        </ol>
      </nav>
      <header className={`detail-page__head ${className}`}>
        <Link to={to('/orders')} className="detail-page__back">
          ← {t('back')}
        </Link>
        <div className="detail-page__title-row">
          <h1>
            <TitleWithNumber title={t('title', { number: NUMBER_SLOT })} number={number} />
          </h1>
          {status}
        </div>
        {children}
      </header>
    </>
  );
}

/** Where the number goes in the translated title: it is set whole on one line, never as "PS-|000003". */
const NUMBER_SLOT = '\u0000';

function TitleWithNumber({ title, number }: { title: string; number: string }) {
  const [before = '', ...rest] = title.split(NUMBER_SLOT);
  return (
    <>
      {before}
      <span className="code-nowrap">{number}</span>
      {rest.join(number)}
    </>
  );
}

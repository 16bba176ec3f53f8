import { isApiError, type OrderListItem, type OrderListResponse } from '@posylka/contract';
import { ORDER_LIST_FILTERS, pageCount, type OrderListFilter, type OrderType } from '@posylka/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { useToasts } from '../../components/toasts/toast-context.js';
import { buttonClass } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/preloader.js';
import { Tabs } from '../../components/ui/tabs.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { isNarrowed, ordersQueryString, type OrdersListQuery } from './list-query.js';
import { ConsolidationBar } from './consolidation-bar.js';
import { ImpossibleToRemoveDialog, RemoveOrderDialog } from './order-dialogs.js';
import { OrderCard, type OrderAction } from './order-card.js';
import { OrdersFilters, type OrdersCountryOption } from './orders-filters.js';
import { OrdersPagination } from './orders-pagination.js';
import { moveFromArchive, moveToArchive, removeOrder } from './orders-api.js';
import { isConsolidatable, useConsolidation } from './use-consolidation.js';

const COUNTER: Record<OrderListFilter, keyof OrderListResponse> = {
  process: 'numberOfProcessOrders',
  consolidated: 'numberOfConsolidatedOrders',
  received: 'numberOfReceivedOrders',
  archived: 'numberOfArchivedOrders',
  all: 'numberOfOrders',
};

/**
 * The customer's orders (SPEC §2 /orders): tabs with the SPEC §3 counters, search and filters, the
 * cards with their actions, an empty state per tab and the pages. The address holds the state, so
 * the page's loader fetches every list; actions reload it.
 */
export function OrdersList({
  query,
  list,
  countries,
}: {
  query: OrdersListQuery;
  list: OrderListResponse;
  countries: readonly OrdersCountryOption[];
}) {
  const { t } = useTranslation('orders');
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const api = useApi();
  const toasts = useToasts();
  const updating =
    revalidator.state === 'loading' ||
    (navigation.state === 'loading' && navigation.location.pathname.endsWith('/orders'));

  const [busy, setBusy] = useState<{ id: string; action: OrderAction } | null>(null);
  const [confirming, setConfirming] = useState<OrderListItem | null>(null);
  const [impossible, setImpossible] = useState<{ text: string | null; kind: OrderType } | null>(null);
  const consolidation = useConsolidation();

  const go = (next: OrdersListQuery, options: { replace?: boolean } = {}) =>
    void navigate(to('/orders') + ordersQueryString(next), {
      preventScrollReset: true,
      replace: options.replace ?? false,
    });

  const archive = async (order: OrderListItem, action: 'archive' | 'unarchive') => {
    setBusy({ id: order.id, action });
    try {
      if (action === 'archive') await moveToArchive(api, order.id);
      else await moveFromArchive(api, order.id);
      toasts.show({ kind: 'success', text: t(`card.${action}d`, { number: order.number }) });
      await revalidator.revalidate();
    } catch {
      // The client already showed the error toast (SPEC §8).
    } finally {
      setBusy(null);
    }
  };

  const onAction = (order: OrderListItem, action: OrderAction) => {
    if (action === 'cancelConsolidation') return consolidation.askCancel(order);
    if (action !== 'remove') return void archive(order, action);
    // The card knows whether the order can still change (a buy-out: nothing paid yet); the server
    // checks again on delete.
    if (!order.canDelete) setImpossible({ text: null, kind: order.type });
    else setConfirming(order);
  };

  const confirmRemove = async () => {
    const order = confirming;
    if (!order) return;
    setBusy({ id: order.id, action: 'remove' });
    try {
      await removeOrder(api, order.id);
      setConfirming(null);
      toasts.show({ kind: 'success', text: t('card.removed', { number: order.number }) });
      await revalidator.revalidate();
    } catch (error) {
      setConfirming(null);
      if (isApiError(error) && error.status === 409)
        setImpossible({ text: error.errorDescription, kind: order.type });
      else if (isApiError(error)) toasts.show({ kind: 'error', text: error.errorDescription });
    } finally {
      setBusy(null);
    }
  };

  const pages = pageCount(list.total, list.countPerPage);
  const body = (
    <div className="orders-list__body" aria-busy={updating}>
      <OrdersFilters query={query} countries={countries} onChange={go} />
      <p className="orders-list__status" aria-live="polite">
        {updating ? (
          <>
            <Spinner size="sm" /> {t('list.updating')}
          </>
        ) : (
          isNarrowed(query) && t('list.found', { count: list.total })
        )}
      </p>
      {list.items.length === 0 ? (
        <EmptyTab query={query} />
      ) : (
        <ul className="orders-list__cards">
          {list.items.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                busy={busy?.id === order.id ? busy.action : null}
                onAction={onAction}
                selection={
                  isConsolidatable(order)
                    ? {
                        checked: consolidation.isSelected(order),
                        disabled: !consolidation.canSelect(order) && !consolidation.isSelected(order),
                        onToggle: () => consolidation.toggle(order),
                      }
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
      <OrdersPagination query={query} pages={pages} />
    </div>
  );

  return (
    <section className="orders-list" aria-labelledby="orders-list-title">
      <div className="orders-list__head">
        <h2 id="orders-list-title" className="orders-list__title">
          {t('list.title')}
        </h2>
        <Link to={to('/forwarding/declaration')} className={buttonClass('primary')}>
          {t('list.declare')}
        </Link>
      </div>
      <Tabs
        label={t('list.tabsLabel')}
        value={query.filter}
        onChange={(id) => go({ ...query, filter: id as OrderListFilter, page: 1 })}
        items={ORDER_LIST_FILTERS.map((filter) => ({
          id: filter,
          label: (
            <>
              {t(`list.tabs.${filter}`)}{' '}
              <span className="orders-list__count">{list[COUNTER[filter]] as number}</span>
            </>
          ),
          content: filter === query.filter ? body : null,
        }))}
      />
      <ConsolidationBar flow={consolidation} />
      <RemoveOrderDialog
        order={confirming}
        busy={busy?.action === 'remove'}
        onConfirm={() => void confirmRemove()}
        onClose={() => setConfirming(null)}
      />
      <ImpossibleToRemoveDialog
        open={impossible !== null}
        text={impossible?.text ?? null}
        kind={impossible?.kind ?? 'forwarding'}
        onClose={() => setImpossible(null)}
      />
    </section>
  );
}

/** Nothing in this tab: say why (a search that matched nothing, or an empty tab) and offer a way on. */
function EmptyTab({ query }: { query: OrdersListQuery }) {
  const { t } = useTranslation('orders');
  const to = useLocalizedPath();
  if (isNarrowed(query)) {
    return (
      <div className="orders-list__empty">
        <h3>{t('nothingFound.title')}</h3>
        <p>{t('nothingFound.text')}</p>
        <Link
          className={buttonClass('secondary')}
          to={to('/orders') + ordersQueryString({ ...query, search: '', country: null, type: null, page: 1 })}
        >
          {t('list.reset')}
        </Link>
      </div>
    );
  }
  return (
    <div className="orders-list__empty">
      <h3>{t(`emptyTab.${query.filter}.title`)}</h3>
      <p>{t(`emptyTab.${query.filter}.text`)}</p>
      {query.filter === 'process' && (
        <Link className={buttonClass('primary')} to={to('/forwarding/declaration')}>
          {t('list.declare')}
        </Link>
      )}
    </div>
  );
}

import { ADMIN_PAYMENTS_MAX_DAYS, type AdminPaymentsQuery } from '@posylka/contract';
import {
  addCalendarDays,
  isCalendarDay,
  kyivDayOf,
  LEDGER_KINDS,
  LEDGER_SERVICES,
  type LedgerKind,
  type LedgerService,
} from '@posylka/domain';

/** Days the page shows when opened without a range: the last 30, today included (Kyiv). */
export const DEFAULT_PAYMENT_DAYS = 30;

export interface PaymentFilters {
  from: string;
  to: string;
  kind: LedgerKind | '';
  service: LedgerService | '';
  query: string;
  page: number;
}

/**
 * The page's filters from the address (?from=&to=&kind=&service=&query=&page=). A missing or bad day
 * falls back to the last 30 Kyiv days; a backwards range is turned round and a range longer than the
 * API allows is cut at its start, so the page always asks something the API answers.
 */
export function parsePaymentFilters(params: URLSearchParams, now: Date = new Date()): PaymentFilters {
  const day = (name: string) => {
    const value = (params.get(name) ?? '').trim();
    return isCalendarDay(value) ? value : null;
  };
  let to = day('to') ?? kyivDayOf(now);
  let from = day('from') ?? addCalendarDays(to, -(DEFAULT_PAYMENT_DAYS - 1));
  if (from > to) [from, to] = [to, from];
  const earliest = addCalendarDays(to, -(ADMIN_PAYMENTS_MAX_DAYS - 1));
  if (from < earliest) from = earliest;
  const kind = params.get('kind') ?? '';
  const service = params.get('service') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    from,
    to,
    kind: (LEDGER_KINDS as readonly string[]).includes(kind) ? (kind as LedgerKind) : '',
    service: (LEDGER_SERVICES as readonly string[]).includes(service) ? (service as LedgerService) : '',
    query: (params.get('query') ?? '').trim().slice(0, 100),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function paymentsApiQuery(
  filters: PaymentFilters,
): Omit<AdminPaymentsQuery, 'page'> & { page: number } {
  return {
    from: filters.from,
    to: filters.to,
    page: filters.page,
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.service ? { service: filters.service } : {}),
    ...(filters.query ? { query: filters.query } : {}),
  };
}

// The console's payments and refunds (contract routes/admin-payments.ts): ledger entries of a Kyiv date
// range with filters and totals, the CSV of a range, and the last reconciliation with the providers.
// For operators and admins (401 anonymous, 403 customers), checked before the query (422).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  adminPaymentsCsvRoute,
  adminPaymentsRoute,
  adminReconciliationRoute,
  type AdminPaymentTotal,
} from '@posylka/contract';
import { addCalendarDays, kyivDayOf, kyivDaysBounds, ledgerTotals } from '@posylka/domain';
import { serve } from '../../../http/route.js';
import { latestRun, mismatchesOf } from '../../reconciliation/index.js';
import { toCsv } from './csv.js';
import { PAYMENT_CSV_COLUMNS, presentMismatch, presentPayment, presentRun } from './present.js';
import { allPayments, paymentSums, paymentsPage } from './repository.js';

/** Days shown when the page opens without a range: the last 30, today included. */
const DEFAULT_DAYS = 30;

export function adminPaymentsFeature(options: { now?: () => Date } = {}): FastifyPluginAsyncZod {
  const now = options.now ?? (() => new Date());
  return async (app) => {
    serve(app, adminPaymentsRoute, {
      handler: async (request) => {
        const { kind, service, query, page } = request.query;
        const to = request.query.to ?? kyivDayOf(now());
        const from = request.query.from ?? addCalendarDays(to, -(DEFAULT_DAYS - 1));
        const filters = { ...kyivDaysBounds(from, to), kind, service, query };
        const [found, sums] = await Promise.all([
          paymentsPage(app.db, filters, page, ADMIN_PAYMENTS_PAGE_SIZE),
          paymentSums(app.db, filters),
        ]);
        return {
          from,
          to,
          items: found.rows.map(presentPayment),
          total: found.total,
          page,
          countPerPage: ADMIN_PAYMENTS_PAGE_SIZE,
          totals: ledgerTotals(sums) as AdminPaymentTotal[],
        };
      },
    });

    serve(app, adminPaymentsCsvRoute, {
      handler: async (request, reply) => {
        const { from, to } = request.query;
        const rows = await allPayments(app.db, kyivDaysBounds(from, to));
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="posylka-payments-${from}-${to}.csv"`)
            .header('cache-control', 'private, no-store')
            // Text is sent as it is (no serializer runs); the contract lists only the error bodies.
            .send(toCsv(PAYMENT_CSV_COLUMNS, rows) as never)
        );
      },
    });

    serve(app, adminReconciliationRoute, {
      handler: async () => {
        const run = await latestRun(app.db);
        return {
          run: run ? presentRun(run) : null,
          mismatches: run ? (await mismatchesOf(app.db, run.id)).map(presentMismatch) : [],
        };
      },
    });
  };
}

import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  liqpayPaymentCallbackRoute,
  sandboxPaymentCallbackRoute,
  sandboxPaymentDecisionRoute,
  sandboxPaymentPageRoute,
  endpoints,
  hrefOf,
} from '@posylka/contract';
import { formatBuyoutNumber, type CurrencyCode } from '@posylka/domain';
import { HttpError, notFound } from '../../http/errors.js';
import { linkedPageLocale, webPagePath, withPageLocale } from '../../http/page-locale.js';
import { routeSchema, serve } from '../../http/route.js';
import { paymentProviders } from './providers.js';
import { findPayment, orderOfPayment } from './repository.js';
import { sandboxPaymentPage } from './sandbox-page.js';
import { settleCallback } from './service.js';

/** The human buy-out number (domain formatBuyoutNumber), e.g. BO-000042. */
export const buyoutNumber = formatBuyoutNumber;

/**
 * Provider callbacks (no session: the signature is the authentication) and the sandbox hosted page.
 * Providers post application/x-www-form-urlencoded; the parser below only lives in this plugin.
 */
export const paymentsFeature: FastifyPluginAsyncZod = async (app) => {
  const providers = paymentProviders(app.config, app.db);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  serve(app, liqpayPaymentCallbackRoute, {
    handler: (request) => {
      // Without LiqPay keys nothing can be verified, so nothing is accepted.
      if (!providers.liqpay) throw new HttpError(400, 'badRequest');
      return settleCallback(app.db, providers.liqpay, request.body, request.log);
    },
  });

  // The sandbox's page marks any payment paid for whoever opens it: outside production only, unless
  // ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION names it (404 otherwise, like any unknown route).
  if (!app.config.sandboxRoutes.has('payment')) return;

  serve(app, sandboxPaymentCallbackRoute, {
    handler: (request) => settleCallback(app.db, providers.sandbox, request.body, request.log),
  });

  // HTML routes: the contract documents their URLs; the answer is a page or a redirect, not JSON.
  const { response: _pageResponse, ...pageSchema } = routeSchema(sandboxPaymentPageRoute);
  const { response: _decisionResponse, ...decisionSchema } = routeSchema(sandboxPaymentDecisionRoute);

  const sandboxPayment = async (paymentId: string) => {
    const payment = await findPayment(app.db, paymentId);
    if (!payment || payment.provider !== 'sandbox') throw notFound();
    const order = await orderOfPayment(app.db, payment.orderId);
    if (!order) throw notFound();
    return { payment, order };
  };

  app.route({
    method: sandboxPaymentPageRoute.method,
    url: sandboxPaymentPageRoute.path,
    schema: pageSchema,
    handler: async (request, reply) => {
      const { payment, order } = await sandboxPayment(request.params.paymentId);
      // The language of the page that started the payment travels in the URL (?locale=, none for uk).
      const locale = linkedPageLocale(request);
      const html = sandboxPaymentPage({
        locale,
        action: withPageLocale(
          hrefOf(endpoints.sandboxPaymentPage, { params: { paymentId: payment.id } }),
          locale,
        ),
        orderNumber: buyoutNumber(order.number),
        amount: { amount: payment.amount, currency: payment.currency as CurrencyCode },
        base:
          payment.baseCurrency === payment.currency
            ? undefined
            : {
                amount: { amount: payment.baseAmount, currency: payment.baseCurrency as CurrencyCode },
                rate: payment.rate,
              },
        settledHref:
          payment.status === 'pending'
            ? null
            : webPagePath(`/buyout/show/${encodeURIComponent(order.id)}`, locale),
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  });

  app.route({
    method: sandboxPaymentDecisionRoute.method,
    url: sandboxPaymentDecisionRoute.path,
    schema: decisionSchema,
    handler: async (request, reply) => {
      const { payment, order } = await sandboxPayment(request.params.paymentId);
      const orderQuery = `orderId=${encodeURIComponent(order.id)}`;
      // Back to the web app in the page's language: /ru/buyout/payment/..., unprefixed for uk.
      // A surcharge (one line's accepted rise) is paid from the order's page and goes back there,
      // which then shows the line paid.
      const resultPage = (paid: boolean) =>
        webPagePath(
          payment.kind === 'surcharge'
            ? `/buyout/show/${encodeURIComponent(order.id)}?surcharge=${paid ? 'paid' : 'failed'}`
            : `/buyout/payment/${paid ? 'success' : 'failure'}?${orderQuery}`,
          linkedPageLocale(request),
        );
      if (payment.status === 'pending') {
        // The page's decision reaches us the way a real provider's would: as a signed callback. Paying
        // first takes the money into the sandbox's own books (what its status() answers later).
        const callback = await providers.sandbox.decide(payment, request.body.decision);
        const res = await app.inject({
          method: 'POST',
          url: hrefOf(endpoints.sandboxPaymentCallback),
          payload: callback,
        });
        if (res.statusCode !== 200) request.log.warn({ status: res.statusCode }, 'sandbox callback refused');
        const status = (res.json() as { status?: string }).status;
        return reply.redirect(resultPage(status === 'paid'), 303);
      }
      return reply.redirect(resultPage(payment.status === 'paid' || payment.status === 'refunded'), 303);
    },
  });
};

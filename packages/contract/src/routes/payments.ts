// Payment provider callbacks and the sandbox hosted payment page (issue 6). Callbacks are signed
// (LiqPay: base64 data + base64(sha1(private_key + data + private_key)); sandbox: the same shape with
// an HMAC-SHA256 of PAYMENT_SANDBOX_SECRET), idempotent, and never mark an order paid twice.
import { z } from 'zod';
import { errorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

/** Both providers post `data` (base64 JSON) and `signature` (base64), form-encoded or JSON. */
export const paymentCallbackBodySchema = z.object({
  data: z.string().min(1).max(20000),
  signature: z.string().min(1).max(200),
});

const callbackResponse = {
  200: z.object({ status: z.enum(['paid', 'failed', 'ignored']) }),
  400: errorBodySchema,
  409: errorBodySchema,
};

export const sandboxPaymentCallbackRoute = defineRoute({
  method: 'POST',
  path: '/payments/sandbox/callback',
  summary: 'Signed result of the sandbox payment page',
  tags: ['payments'],
  auth: false,
  body: paymentCallbackBodySchema,
  response: callbackResponse,
});

export const liqpayPaymentCallbackRoute = defineRoute({
  method: 'POST',
  path: '/payments/liqpay/callback',
  summary: 'LiqPay server-to-server callback (data + signature)',
  tags: ['payments'],
  auth: false,
  body: paymentCallbackBodySchema,
  response: callbackResponse,
});

export const sandboxPaymentPageParamsSchema = z.object({ paymentId: z.string().min(1).max(64) });
/** HTML page (not JSON): amount, "Pay" and "Decline". Documented here so its URL has one source. */
export const sandboxPaymentPageRoute = defineRoute({
  method: 'GET',
  path: '/payments/sandbox/:paymentId',
  summary: 'Sandbox hosted payment page (HTML, request language)',
  tags: ['payments'],
  auth: false,
  params: sandboxPaymentPageParamsSchema,
  response: { 404: errorBodySchema },
});

export const sandboxPaymentDecisionBodySchema = z.object({ decision: z.enum(['pay', 'decline']) });
/** The page's buttons post here; the server signs and sends itself the callback, then redirects. */
export const sandboxPaymentDecisionRoute = defineRoute({
  method: 'POST',
  path: '/payments/sandbox/:paymentId',
  summary: 'Pay or decline on the sandbox page (303 to /buyout/payment/success|failure?orderId=)',
  tags: ['payments'],
  auth: false,
  params: sandboxPaymentPageParamsSchema,
  body: sandboxPaymentDecisionBodySchema,
  response: { 404: errorBodySchema },
});

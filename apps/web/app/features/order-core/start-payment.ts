import type { BuyoutPayment } from '@posylka/contract';

/**
 * Opens the provider for a buy-out payment the server has started (SPEC §4 "payment (redirect to a
 * provider, or a hidden form post of card data to the payment url)"): the checkout's pay button, the
 * failure page's retry, the order page's pay and surcharge buttons. A plain redirect, or for LiqPay
 * its data and signature posted with a hidden form, which is how its checkout page is opened.
 */
export function startPayment(payment: BuyoutPayment, doc: Document = document): void {
  if (!payment.form) {
    doc.defaultView?.location.assign(payment.url);
    return;
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = payment.url;
  form.acceptCharset = 'utf-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(payment.form)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}

import type { BuyoutPayment } from '@posylka/contract';

/**
 * "Checkout (new): ... start payment for the returned id" (SPEC §4): go to the provider's page, or for
 * LiqPay post its data and signature with a hidden form, which is how its checkout page is opened.
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

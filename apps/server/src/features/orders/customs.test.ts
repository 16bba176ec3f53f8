// The draft's customs figures from the domain (SPEC §9): the limit and its excess, tax-free
// categories, the documents step over the limit, and PL's export documents.
import { describe, expect, it } from 'vitest';
import { attachDocuments, firstCompany, forwardingTestApp, SHIRT } from './test-helpers.js';

const { t, call, companies, us, alice } = forwardingTestApp({ customers: ['alice'] });

describe('customs figures from the domain', () => {
  it('a 200 EUR parcel from DE: 150 limit, excess 50, duty 5.00, VAT 11.00, fee 1.50 => 17.50 EUR', async () => {
    const res = await call(
      alice,
      'POST',
      '/orders/draft',
      us({
        country: 'DE',
        company: companies.DE,
        items: [{ ...SHIRT, quantity: 1, unitPrice: { amount: '200.00', currency: 'EUR' } }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      itemsTotal: { amount: '200.00', currency: 'EUR' },
      itemsTotalEur: { amount: '200.00', currency: 'EUR' },
      priceCustomsClearance: { amount: '17.50', currency: 'EUR' },
      states: {
        isOverLimitPriceCustomsClearance: true,
        isDocumentUploaded: false,
        needsExportDocuments: false,
      },
      // "documents when over the limit and products saved"
      checkoutState: 'documents',
      requiredDocumentKinds: [],
    });
    expect(Object.keys(order.errors)).toEqual(
      expect.arrayContaining(['taxAgreement', 'invoices', 'passport', 'consigneeAddress', 'phoneNumber']),
    );
    await attachDocuments(t, alice, order.id);
    // Reading the order catches its state up with the documents attached meanwhile.
    const read = await call(alice, 'GET', `/orders/${order.id}`);
    expect(read.json()).toMatchObject({ checkoutState: 'delivery', states: { isDocumentUploaded: true } });
    const again = await call(alice, 'PUT', `/orders/draft/${order.id}`, {
      ...us({ country: 'DE', company: companies.DE, number: order.trackNo }),
      items: [{ ...SHIRT, quantity: 1, unitPrice: { amount: '200.00', currency: 'EUR' } }],
      taxAgreement: true,
    });
    expect(again.json()).toMatchObject({
      checkoutState: 'delivery',
      states: { isDocumentUploaded: true },
      passport: { documentType: 'passport', fullName: expect.stringContaining('Коваленко') },
    });
    expect(again.json().invoices).toHaveLength(1);
  });

  it('tax-free categories carry no duty or VAT (SPEC §9), only the service fee', async () => {
    const res = await call(
      alice,
      'POST',
      '/orders/draft',
      us({
        country: 'DE',
        company: companies.DE,
        items: [{ ...SHIRT, categoryId: 34, quantity: 1, unitPrice: { amount: '200.00', currency: 'EUR' } }],
      }),
    );
    expect(res.json().priceCustomsClearance).toEqual({ amount: '1.50', currency: 'EUR' });
  });

  it('PL over 1000 EUR asks for the export documents', async () => {
    const plCompany = await firstCompany(t, 'PL');
    const res = await call(
      alice,
      'POST',
      '/orders/draft',
      us({
        country: 'PL',
        company: plCompany,
        // PL's form offers USD, PLN and UAH (SPEC §9); 1300 USD is above 1000 EUR at any recent rate.
        items: [{ ...SHIRT, quantity: 1, unitPrice: { amount: '1300.00', currency: 'USD' } }],
      }),
    );
    expect(res.json()).toMatchObject({
      states: { needsExportDocuments: true },
      requiredDocumentKinds: ['statement', 'powers', 'power_attorney'],
    });
  });
});

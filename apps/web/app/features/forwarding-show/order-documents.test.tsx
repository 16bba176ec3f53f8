// SPEC §2 forwarding detail page "export documents, documents"; §9 "Export documents above 1000 EUR
// may be added later but before status received at warehouse, otherwise the shipment is held"
// (domain canAddDocuments: open until the parcel leaves the warehouse).
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFile } from '../../test/forwarding-order.js';
import { renderShow, stubApi } from './show-test-harness.js';
import { testOrder, testShipment } from './test-order.js';

const withInvoice = (state: 'at_warehouse' | 'delayed' | 'dispatched') =>
  testOrder({
    invoices: [orderFile()],
    shipment: testShipment({ state, listStatus: state, canPause: false }),
  });

describe('forwarding detail page: documents', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('while the parcel is held at the warehouse, papers can still be added', async () => {
    stubApi();
    await renderShow(withInvoice('delayed'));
    expect(screen.getByRole('button', { name: 'Додати файли до блоку «Інвойс»' })).toBeTruthy();
    // One "Documents" heading: the blocks do not repeat the section's title (issue 18).
    expect(screen.getAllByRole('heading', { name: /^Документи/ }).map((h) => h.textContent)).toEqual([
      'Документи',
    ]);
  });

  it('once dispatched, the files are only listed', async () => {
    stubApi();
    await renderShow(withInvoice('dispatched'));
    const docs = within(screen.getByRole('region', { name: 'Документи' }));
    expect(screen.queryByRole('button', { name: /Додати файли до блоку/ })).toBeNull();
    expect(docs.getByRole('link', { name: 'invoice.pdf' }).getAttribute('href')).toBe(orderFile().url);
    expect(docs.getByText(/інвойс/)).toBeTruthy();
  });

  it('a bank order is listed as a bank order, not as "other" (issue 18)', async () => {
    stubApi();
    const order = testOrder({
      invoices: [
        orderFile(),
        orderFile({
          id: '9a3e2c55-1b44-4d6e-8c1f-2a6b7c8d9e02',
          type: 'bank_statement',
          originalFilename: 'bank.pdf',
        }),
        orderFile({
          id: '9a3e2c55-1b44-4d6e-8c1f-2a6b7c8d9e03',
          type: 'other',
          originalFilename: 'photo.jpg',
        }),
      ],
      shipment: testShipment({ state: 'dispatched', listStatus: 'dispatched', canPause: false }),
    });
    await renderShow(order);
    const items = within(screen.getByRole('region', { name: 'Документи' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'invoice.pdf · інвойс',
      'bank.pdf · банківське платіжне доручення',
      'photo.jpg · інший документ',
    ]);
  });
});

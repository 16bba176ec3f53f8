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
  });

  it('once dispatched, the files are only listed', async () => {
    stubApi();
    await renderShow(withInvoice('dispatched'));
    const docs = within(screen.getByRole('region', { name: 'Документи' }));
    expect(screen.queryByRole('button', { name: /Додати файли до блоку/ })).toBeNull();
    expect(docs.getByRole('link', { name: 'invoice.pdf' }).getAttribute('href')).toBe(orderFile().url);
    expect(docs.getByText(/інвойс/)).toBeTruthy();
  });
});

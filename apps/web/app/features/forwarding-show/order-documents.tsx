import type { ForwardingOrder } from '@posylka/contract';
import { canAddDocuments, isCustomsInvoice, type ShipmentState } from '@posylka/domain';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { ExportDocuments, InvoiceBlocks, showsExportDocuments } from '../forwarding-documents/index.js';
import { DOCUMENTS_ANCHOR } from './hold-reasons.js';

/** What a listed file is: an invoice, a bank order (uploaded under "bank orders") or another file. */
function fileKindKey(file: { type: string }) {
  if (isCustomsInvoice(file)) return 'documents.invoice' as const;
  return file.type === 'bank_statement' ? ('documents.bankOrder' as const) : ('documents.other' as const);
}

/**
 * SPEC §2 "export documents, documents": the invoices, bank orders and other files, the export
 * documents when the country and value need them (the forwarding-documents blocks), and the attached
 * identity document (masked). Upload zones show only while the domain's `canAddDocuments` allows it
 * (until the parcel leaves the warehouse); afterwards the files are only listed. The server takes
 * uploads in any state, so this only keeps zones off a page where they would change nothing.
 */
export function OrderDocuments({
  order,
  state,
  onOrderChange,
}: {
  order: ForwardingOrder;
  state: ShipmentState;
  onOrderChange: (order: ForwardingOrder) => void;
}) {
  const { t } = useTranslation('forwardingShow');
  // Uploads finish one by one: each must build on the newest order, not on this render's copy.
  const latest = useRef(order);
  latest.current = order;
  const change = (next: ForwardingOrder) => {
    latest.current = next;
    onOrderChange(next);
  };
  const open = canAddDocuments(state);
  return (
    // A held parcel's "add documents" leads here (tabIndex: it takes the focus it scrolled to).
    <section
      className="card fw-show-docs"
      id={DOCUMENTS_ANCHOR}
      tabIndex={-1}
      aria-labelledby="fw-show-docs-title"
    >
      <h2 className="detail-page__section-title" id="fw-show-docs-title">
        {t('documents.title')}
      </h2>
      {open ? (
        <>
          <InvoiceBlocks
            order={order}
            latestOrder={latest}
            onOrderChange={change}
            error={undefined}
            heading={false}
          />
          {showsExportDocuments(order) && <ExportDocuments order={order} />}
        </>
      ) : order.invoices.length > 0 ? (
        <ul className="fw-show-docs__files">
          {order.invoices.map((file) => (
            <li key={file.id}>
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                {file.originalFilename}
              </a>
              <span className="detail-page__muted"> · {t(fileKindKey(file))}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="detail-page__muted">{t('documents.none')}</p>
      )}
      <p className="fw-show-docs__passport">
        <strong>{t('documents.passport')}:</strong>{' '}
        {order.passport
          ? `${order.passport.maskedNumber} · ${order.passport.fullName}`
          : t('documents.noPassport')}
      </p>
    </section>
  );
}

import { CUSTOMS_INVOICE_TYPES, isCustomsInvoice, type InvoiceFileType } from '@posylka/domain';
import type { MutableRefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { useLocale } from '../../i18n/use-locale.js';
import { removeOrderFile, replaceOrderFile, uploadInvoice } from './documents-api.js';
import type { ForwardingOrder, OrderFile } from './order-types.js';
import { UploadZone } from './upload-zone.js';

/** Invoice types that count as "the invoice": the shop's (default) and the one the customer adds. */
const INVOICE_TYPES: readonly OrderFile['type'][] = CUSTOMS_INVOICE_TYPES;

/** SPEC §8 "A missing invoice shows 'required file upload'": at least one invoice on the order. */
export function hasInvoice(order: ForwardingOrder): boolean {
  return order.invoices.some(isCustomsInvoice);
}

/** The three blocks of SPEC §2 step 3 / §3: invoices, bank orders (bank_statement) and others (up to ten). */
const BLOCKS: readonly {
  key: 'invoices' | 'bankOrders' | 'others';
  uploadAs: InvoiceFileType;
  shows: readonly OrderFile['type'][];
}[] = [
  // Uploaded by the customer, so "default_by_user"; "default" files come from the shop or the warehouse.
  { key: 'invoices', uploadAs: 'default_by_user', shows: INVOICE_TYPES },
  { key: 'bankOrders', uploadAs: 'bank_statement', shows: ['bank_statement'] },
  { key: 'others', uploadAs: 'other', shows: ['other'] },
];

export function InvoiceBlocks({
  order,
  latestOrder,
  onOrderChange,
  error,
  heading = true,
}: {
  order: ForwardingOrder;
  latestOrder: MutableRefObject<ForwardingOrder>;
  onOrderChange: (order: ForwardingOrder) => void;
  error: string | undefined;
  /** Off where the page's own section already says "Documents" (the parcel page, issue 18). */
  heading?: boolean;
}) {
  const { t } = useTranslation('forwardingDocuments');
  const api = useApi();
  const locale = useLocale();

  const added = (file: OrderFile) =>
    onOrderChange({ ...latestOrder.current, invoices: [...latestOrder.current.invoices, file] });
  const replaced = (file: OrderFile) =>
    onOrderChange({
      ...latestOrder.current,
      invoices: latestOrder.current.invoices.map((f) => (f.id === file.id ? file : f)),
    });
  const removed = (file: OrderFile) =>
    onOrderChange({
      ...latestOrder.current,
      invoices: latestOrder.current.invoices.filter((f) => f.id !== file.id),
    });

  return (
    <section
      className="documents-step__block"
      {...(heading ? { 'aria-labelledby': 'invoices-title' } : { 'aria-label': t('files.title') })}
    >
      {heading && (
        <h2 className="documents-step__heading" id="invoices-title">
          {t('files.title')}
        </h2>
      )}
      <p className="documents-step__text">{t('files.rules')}</p>
      <div className="documents-step__zones">
        {BLOCKS.map((block) => (
          <UploadZone
            key={block.key}
            id={`documents-${block.key}`}
            title={t(`blocks.${block.key}.title`)}
            description={t(`blocks.${block.key}.description`)}
            files={order.invoices.filter((file) => block.shows.includes(file.type))}
            upload={(file, onProgress) => uploadInvoice(order.id, block.uploadAs, file, locale, onProgress)}
            remove={(file) => removeOrderFile(api, file.id)}
            onUploaded={added}
            onRemoved={removed}
            replace={(target, file) => replaceOrderFile(target.id, file, locale)}
            onReplaced={replaced}
            error={block.key === 'invoices' ? error : undefined}
          />
        ))}
      </div>
    </section>
  );
}

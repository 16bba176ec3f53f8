import type { DocumentKind } from '@posylka/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { Preloader } from '../../components/ui/preloader.js';
import { useLocale } from '../../i18n/use-locale.js';
import {
  fetchOrderDocuments,
  removeOrderFile,
  replaceOrderFile,
  uploadExportDocument,
} from './documents-api.js';
import type { ForwardingOrder, OrderFile } from './order-types.js';
import { UploadZone } from './upload-zone.js';

/**
 * Whether the step shows export documents: SPEC §2 "Over 1000 EUR, export documents are also shown"
 * for the listed countries (the server decides with the domain's needsExportDocuments and answers
 * the kinds: Poland's statement, powers and power-of-attorney letter).
 */
export function showsExportDocuments(order: ForwardingOrder): boolean {
  return order.states.needsExportDocuments && order.requiredDocumentKinds.length > 0;
}

/**
 * Export documents of SPEC §9 (one upload block per required kind, GET/POST /orders/documents/{id}).
 * They may also be added later, before the parcel reaches the warehouse (SPEC §4), so they do not
 * block the step; the notice says so.
 */
export function ExportDocuments({ order }: { order: ForwardingOrder }) {
  const { t } = useTranslation('forwardingDocuments');
  const api = useApi();
  const locale = useLocale();
  const [kinds, setKinds] = useState<readonly DocumentKind[]>(order.requiredDocumentKinds);
  const [files, setFiles] = useState<OrderFile[] | null>(null);

  useEffect(() => {
    let live = true;
    fetchOrderDocuments(api, order.id)
      .then((answer) => {
        if (!live) return;
        if (answer.required.length > 0) setKinds(answer.required);
        setFiles(answer.items);
      })
      .catch(() => {
        // The API client showed the toast; the blocks still work for new uploads.
        if (live) setFiles([]);
      });
    return () => {
      live = false;
    };
  }, [api, order.id]);

  return (
    <section className="documents-step__block export-documents" aria-labelledby="export-documents-title">
      <h2 className="documents-step__heading" id="export-documents-title">
        {t('export.title')}
      </h2>
      <p className="export-documents__notice">{t('export.notice', { country: order.country.text })}</p>
      {files === null ? (
        <Preloader />
      ) : (
        <div className="documents-step__zones">
          {kinds.map((kind) => (
            <UploadZone
              key={kind}
              id={`export-${kind}`}
              title={t(`export.kinds.${kind}`)}
              description={t(`export.descriptions.${kind}`)}
              files={files.filter((file) => file.type === kind)}
              upload={(file, onProgress) => uploadExportDocument(order.id, kind, file, locale, onProgress)}
              remove={(file) => removeOrderFile(api, file.id)}
              onUploaded={(file) => setFiles((list) => [...(list ?? []), file])}
              onRemoved={(file) => setFiles((list) => (list ?? []).filter((f) => f.id !== file.id))}
              replace={(target, file) => replaceOrderFile(target.id, file, locale)}
              onReplaced={(file) =>
                setFiles((list) => (list ?? []).map((f) => (f.id === file.id ? file : f)))
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}

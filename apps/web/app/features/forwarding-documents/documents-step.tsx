import { isApiError } from '@posylka/contract';
import { forwardingDocumentsStepSchema, translateMessage, withProfileNames } from '@posylka/domain';
import { useEffect, useRef, useState, type JSX, type MutableRefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import { useLocale } from '../../i18n/use-locale.js';
import { useRootData } from '../../root-data.js';
import {
  blankPassport,
  passportFromDocument,
  serverFieldErrors,
  usePassportForm,
} from '../order-core/index.js';
import { fetchActivePassport, fetchOrder, savePassport } from './documents-api.js';
import { ExportDocuments, showsExportDocuments } from './export-documents.js';
import { InvoiceBlocks, hasInvoice } from './invoice-blocks.js';
import type { ForwardingOrder } from './order-types.js';
import { PassportBlock } from './passport-block.js';
import { PassportSummaryCard } from './passport-summary.js';
import { violationField, type DocumentsFormValues } from './passport-values.js';
import { scrollToFirstError } from './scroll-to-error.js';

export interface DocumentsStepProps {
  order: ForwardingOrder;
  onOrderChange: (order: ForwardingOrder) => void;
  /** The wizard calls this on next/save: validates, saves the passport and agreement, resolves
   *  true when the step is complete; false after showing errors and scrolling to the first one. */
  submitRef: MutableRefObject<(() => Promise<boolean>) | null>;
}

/**
 * Wizard step 3 "Documents" (SPEC §2: "invoices, passport data, agreement checkbox. Over 1000 EUR,
 * export documents are also shown"). Files upload as soon as they are dropped; the passport and the
 * agreement are checked with the domain's step schema and saved when the wizard moves on.
 */
export function DocumentsStep({ order, onOrderChange, submitRef }: DocumentsStepProps): JSX.Element {
  const { t } = useTranslation('forwardingDocuments');
  const api = useApi();
  const locale = useLocale();
  const rootRef = useRef<HTMLDivElement>(null);
  // With a passport already on the order the step shows its summary; "change" opens the form.
  const [editing, setEditing] = useState(order.passport === null);
  const [invoicesError, setInvoicesError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  // Uploads finish one by one: each must build on the newest order, not on this render's copy.
  const latestOrder = useRef(order);
  latestOrder.current = order;
  const changeOrder = (next: ForwardingOrder) => {
    latestOrder.current = next;
    onOrderChange(next);
    if (hasInvoice(next)) setInvoicesError(undefined);
  };

  // An empty form starts from the profile's Cyrillic names (issue 13 item 10).
  const profile = useRootData()?.user ?? null;
  const [startPassport] = useState(() => withProfileNames(blankPassport(), profile));
  const form = usePassportForm<DocumentsFormValues>(forwardingDocumentsStepSchema, {
    passport: startPassport,
    agreement: false,
  });

  // Prefill from the cabinet's active document, unless the customer has started typing.
  useEffect(() => {
    let live = true;
    fetchActivePassport(api)
      .then((document) => {
        // Compared by value: formState.isDirty read outside render can be stale.
        const untouched = JSON.stringify(form.getValues('passport')) === JSON.stringify(startPassport);
        if (!live || !document || !untouched) return;
        form.reset(
          { passport: passportFromDocument(document), agreement: form.getValues('agreement') },
          { keepDefaultValues: false },
        );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // The form object is stable; prefill once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  const failAndScroll = () => {
    scrollToFirstError(rootRef.current);
    return false;
  };

  const submit = async (): Promise<boolean> => {
    form.clearErrors('root');
    const invoicesOk = hasInvoice(latestOrder.current);
    setInvoicesError(invoicesOk ? undefined : translateMessage('files.required', {}, locale));

    let valid: boolean;
    if (editing) valid = await form.trigger();
    else {
      valid = form.getValues('agreement');
      if (!valid)
        form.setError('agreement', { message: translateMessage('documents.agreement', {}, locale) });
      else form.clearErrors('agreement');
    }
    if (!valid || !invoicesOk) return failAndScroll();
    if (!editing) return true;

    setSaving(true);
    try {
      const values = form.getValues();
      await savePassport(api, latestOrder.current.id, { ...values.passport, consent: true, agreement: true });
      // The passport answer carries only the summary; the order's state moved on with it.
      changeOrder(await fetchOrder(api, latestOrder.current.id));
      setEditing(false);
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 422)
        showViolations(serverFieldErrors(error.violations, error.body));
      return failAndScroll();
    } finally {
      setSaving(false);
    }
  };
  submitRef.current = submit;

  const showViolations = (violations: readonly { property: string; message: string }[]) => {
    const other: string[] = [];
    for (const violation of violations) {
      const field = violationField(violation.property);
      if (field) form.setError(field, { type: 'server', message: violation.message });
      else other.push(violation.message);
    }
    if (other.length > 0) form.setError('root.server', { type: 'server', message: other.join(' ') });
  };

  const agreementError = form.formState.errors.agreement?.message;
  const rootError = form.formState.errors.root?.server?.message;

  return (
    <div className="documents-step" ref={rootRef} aria-busy={saving || undefined}>
      <p className="documents-step__intro">{t('intro')}</p>
      <InvoiceBlocks
        order={order}
        latestOrder={latestOrder}
        onOrderChange={changeOrder}
        error={invoicesError}
      />
      {showsExportDocuments(order) && <ExportDocuments order={order} />}
      <section className="documents-step__block" aria-labelledby="passport-title">
        <h2 className="documents-step__heading" id="passport-title">
          {t('passport.title')}
        </h2>
        <p className="documents-step__text">{t('passport.why')}</p>
        {editing || order.passport === null ? (
          <PassportBlock form={form} />
        ) : (
          <PassportSummaryCard passport={order.passport} onChange={() => setEditing(true)} />
        )}
      </section>
      <Checkbox
        className="documents-step__agreement"
        label={t('agreement')}
        error={agreementError}
        {...form.register('agreement')}
      />
      {rootError && (
        <p className="field__error" role="alert">
          {rootError}
        </p>
      )}
    </div>
  );
}

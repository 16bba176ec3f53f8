import type { BuyoutOrder } from '@posylka/contract';
import { shouldSaveBuyoutDraft } from '@posylka/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, type MutableRefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SetURLSearchParams } from 'react-router';
import { createAutoSaver, type AutoSaver } from './auto-saver.js';
import type { BuyoutApi } from './buyout-api.js';
import type { StepsState } from './checkout-steps.js';
import { draftBody, type CheckoutValues, type DraftBody } from './form-values.js';

/** The saved payload with the ids the server gave, in draftBody's key order (so it compares equal). */
function heldBody(sent: DraftBody, saved: BuyoutOrder): DraftBody {
  const { id: _sentId, ...rest } = sent;
  return {
    id: saved.id,
    ...rest,
    products: sent.products.map(({ id, ...line }, i) => {
      const held = id ?? saved.products[i]?.id;
      return held ? { id: held, ...line } : line;
    }),
  };
}

/**
 * The checkout's draft auto-save (SPEC §4 "Draft auto-save triggers on changes to step, products,
 * recipient, delivery and payment"): watches the form and the steps, saves through the auto-saver,
 * and puts the server's answer back (order, new line ids, orderId in the query after the first save).
 * `applySaved` is also what checkout calls after its own last save.
 */
export function useDraftAutoSave({
  form,
  bapi,
  isEdit,
  orderIdRef,
  setOrder,
  setSearchParams,
  steps,
}: {
  form: UseFormReturn<CheckoutValues>;
  bapi: BuyoutApi;
  isEdit: boolean;
  orderIdRef: MutableRefObject<string | null>;
  setOrder: (order: BuyoutOrder) => void;
  setSearchParams: SetURLSearchParams;
  steps: StepsState;
}): { saver: AutoSaver<DraftBody>; applySaved: (sent: DraftBody, saved: BuyoutOrder) => DraftBody } {
  const applySaved = (sent: DraftBody, saved: BuyoutOrder): DraftBody => {
    const first = orderIdRef.current == null;
    orderIdRef.current = saved.id;
    setOrder(saved);
    const current = form.getValues('products');
    saved.products.forEach((product, i) => {
      if (current[i] && !current[i].id && sent.products[i] && !sent.products[i].id)
        form.setValue(`products.${i}.id`, product.id);
    });
    if (first) {
      // "After the first save orderId is added to the query."
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('orderId', saved.id);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
    return heldBody(sent, saved);
  };
  const applyRef = useRef(applySaved);
  applyRef.current = applySaved;

  // The saver is made once; each save goes through the render's mutation.
  const saving = useMutation({ mutationFn: bapi.saveDraft });
  const saveRef = useRef(saving.mutateAsync);
  saveRef.current = saving.mutateAsync;

  const saverRef = useRef<AutoSaver<DraftBody> | null>(null);
  const saver = (saverRef.current ??= createAutoSaver<DraftBody>({
    collect: () => draftBody(form.getValues(), orderIdRef.current),
    canSave: (body) => !isEdit && shouldSaveBuyoutDraft(orderIdRef.current, body.products),
    save: async (body) => applyRef.current(body, await saveRef.current(body)),
  }));

  useEffect(() => {
    const saver = saverRef.current!;
    saver.resume();
    if (orderIdRef.current) saver.markSaved(draftBody(form.getValues(), orderIdRef.current));
    const subscription = form.watch(() => saver.notify());
    return () => {
      subscription.unsubscribe();
      // "Leaving creation saves the order for later."
      void saver.flush();
      saver.cancel();
    };
  }, [form, orderIdRef]);

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    saverRef.current?.notify();
  }, [steps]);

  return { saver, applySaved };
}

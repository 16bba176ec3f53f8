import { isApiError, type ForwardingOrder } from '@posylka/contract';
import {
  canCompleteOrder,
  saveCallFor,
  type CurrencyCode,
  type ForwardingResults,
  type SaveCall,
  type WizardStep,
} from '@posylka/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { markShown, wasShown } from './one-time.js';
import { emptyPayload, payloadFromOrder, type WizardPayload } from './payload.js';
import { customsThresholds, type CustomsThreshold } from './results-panel/index.js';
import type { DeliveryHandle } from './step-delivery/index.js';
import type { StepHandle, WizardNavigationState } from './types.js';
import { wizardApi } from './wizard-api.js';
import { fillProductsFields, formSteps, type WizardForm } from './wizard-form.js';
import type { ModalName } from './wizard-modal-host.js';
import { isBlockedOrder, violationsByStep } from './wizard-progress.js';
import type { WizardStepsAction } from './wizard-steps-reducer.js';

export interface WizardActionsInput {
  form: WizardForm;
  /** The step sections, where a step's first error is scrolled into view. */
  sections: React.RefObject<Partial<Record<WizardStep, HTMLElement | null>>>;
  /** The products' currency while their step is on the page (see ProductsStep). */
  productsCurrency: React.RefObject<CurrencyCode | null>;
  order: ForwardingOrder | null;
  setOrder: (order: ForwardingOrder) => void;
  isCompleted: boolean;
  /** The live customs decision (the products as typed, else the saved order's). */
  isOver: boolean;
  /** The results panel's figures for the products as typed (kept out of render: see the wizard). */
  results: React.RefObject<ForwardingResults | null>;
  lockerAllowed: boolean;
  dispatch: React.Dispatch<WizardStepsAction>;
  openModal: (modal: ModalName | null) => void;
  /** The customs explanations due on leaving the products. */
  explainCustoms: (due: CustomsThreshold[]) => void;
  /** The order step saved for an order the service created: its fields restart from the saved order. */
  onServiceOrderSaved: (saved: ForwardingOrder) => void;
}

/**
 * What the wizard's buttons do: leave a step (validate, save the draft, move on), finish (complete,
 * or save a completed order), save and exit. Each runs as one mutation, so its button is busy from
 * the click to the end, across the step's checks (a new address is created there) and the save.
 */
export function useWizardActions(input: WizardActionsInput) {
  const { order, setOrder, isCompleted, isOver, dispatch, openModal } = input;
  const api = useApi();
  const wapi = useMemo(() => wizardApi(api), [api]);
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const queryClient = useQueryClient();

  const deliveryHandle = useRef<DeliveryHandle | null>(null);
  const documentsSubmit = useRef<(() => Promise<boolean>) | null>(null);

  const onForm = () =>
    formSteps(input.form, (step) => input.sections.current?.[step] ?? null, input.productsCurrency.current);

  const collect = (): WizardPayload => {
    const steps = onForm();
    return {
      ...(order ? payloadFromOrder(order) : emptyPayload()),
      ...steps.ORDER?.values(),
      ...steps.PRODUCTS?.values(),
      ...deliveryHandle.current?.values(),
    };
  };

  // The documents step is another feature's form: it shows its own errors through documentsSubmit.
  // Delivery keeps a form of its own: its new address is saved to the address book when it is checked.
  const handleOf = (step: WizardStep): StepHandle | null =>
    step === 'DELIVERY' ? deliveryHandle.current : (onForm()[step] ?? null);

  /** 422 (SPEC §8): each step shows its violations on its fields, the first step with errors opens. */
  const showFailure = (error: unknown) => {
    if (!isApiError(error) || error.status !== 422) return;
    const byStep = violationsByStep(error.violations);
    for (const [step, violations] of byStep) handleOf(step)?.showViolations(violations);
    dispatch({ type: 'failed', steps: [...byStep.keys()], isOver });
  };

  // The hook's options reach the mutation only after the render's effects: what changes with the
  // customer's input travels in the variables, and the caller shows a failure. 'always': offline,
  // the save is still tried and its failure shown, as any other call's.
  const saveMutation = useMutation({
    mutationFn: (save: { call: SaveCall; payload: WizardPayload; id: string | null }) =>
      wapi.save(save.call, save.payload, save.id),
    onSuccess: setOrder,
    networkMode: 'always',
  });
  const completeMutation = useMutation({
    mutationFn: (done: { id: string; payload: WizardPayload }) => wapi.complete(done.id, done.payload),
    onSuccess: setOrder,
    networkMode: 'always',
  });

  /** The saved order, or null when the save failed (its violations are shown). */
  const save = (): Promise<ForwardingOrder | null> =>
    saveMutation
      .mutateAsync({
        call: saveCallFor({ id: order?.id ?? null, isCompleted }),
        payload: collect(),
        id: order?.id ?? null,
      })
      .catch((error: unknown) => {
        showFailure(error);
        return null;
      });

  const validateStep = async (step: WizardStep): Promise<boolean> => {
    if (step === 'DOCUMENTS') return (await documentsSubmit.current?.()) ?? true;
    return (await handleOf(step)?.validate()) ?? true;
  };

  /** The step's check, with its error mark set or cleared by the outcome. */
  const checkStep = async (step: WizardStep): Promise<boolean> => {
    const ok = await validateStep(step);
    dispatch({ type: 'checked', step, ok });
    return ok;
  };

  /**
   * Next (or Save when editing an earlier step): validate, save the draft, move on (SPEC §4).
   *
   * SPEC §4 "When the order first goes over customs clearance, a one-time modal explains the 150 EUR
   * threshold, and a second one above 1000 EUR": asked here, on the explicit "Next" from the products,
   * and not while the prices are typed (issue 18 item 3; the products show an inline note meanwhile).
   * Its "Continue" leaves the step (`explained`); closing it stays, and it is not asked again.
   */
  const leave = async (step: WizardStep, explained: boolean) => {
    if (!(await checkStep(step))) return;
    if (step === 'PRODUCTS' && !explained) {
      const due = customsThresholds(input.results.current).filter((notice) => !wasShown(notice));
      if (due.length > 0) {
        due.forEach(markShown);
        input.explainCustoms(due);
        openModal('customs');
        return;
      }
    }
    let saved: ForwardingOrder | null = order;
    if (step === 'DOCUMENTS') {
      // The documents step saved the passport and files itself; re-read the order's flags.
      if (order) saved = await wapi.order(order.id).catch(() => order);
      if (saved) setOrder(saved);
    } else {
      saved = await save();
    }
    if (!saved) return;
    if (step === 'ORDER' && saved.states.isCreatedBySML) input.onServiceOrderSaved(saved);
    if (isBlockedOrder(saved)) return;
    if (input.productsCurrency.current == null) fillProductsFields(input.form, saved);
    dispatch({ type: 'left', step, isOver, savedOver: saved.states.isOverLimitPriceCustomsClearance });
    if (!order) {
      // "Leaving order validates, saves a draft, navigates to the edit route and opens products."
      await navigate(to(`/forwarding/edit/${saved.id}`), {
        replace: true,
        state: { fromCreate: true } satisfies WizardNavigationState,
      });
    }
  };

  /** The last step's button (SPEC §4 "Final button"). */
  const finish = async () => {
    if (!order) return;
    // Delivery's form is not there while the address book loads: nothing to complete yet.
    const ok = (await deliveryHandle.current?.validate()) ?? false;
    dispatch({ type: 'checked', step: 'DELIVERY', ok });
    if (!ok) return;
    if (isCompleted) {
      // "After an order edit the user goes to /orders."
      if (await save()) await navigate(to('/orders'));
      return;
    }
    const payload = collect();
    if (canCompleteOrder({ receivedTrackNumber: payload.receivedTrackNumber, number: payload.number })) {
      const done = await completeMutation.mutateAsync({ id: order.id, payload }).catch((error: unknown) => {
        showFailure(error);
        return null;
      });
      if (done) await navigate(to(`/forwarding/${done.id}/success`));
    } else if (await save()) {
      openModal('draft');
    }
  };

  const saveAndExit = async () => {
    // No draft is created before step 1 is valid (issue 13): its errors show instead.
    if (!order && !(await validateStep('ORDER'))) {
      openModal(null);
      dispatch({ type: 'failed', steps: ['ORDER'], isOver });
      return;
    }
    const saved = await save();
    openModal(null);
    if (saved) await navigate(to('/orders'));
  };

  const instance = useId();
  const actionKey = ['forwarding-wizard', 'step-action', instance];
  const action = useMutation({
    mutationKey: actionKey,
    // The clicked render's flow, with what the customer saw then.
    mutationFn: (flow: () => Promise<void>) => flow(),
    networkMode: 'always',
  });
  // Read from the cache, not the last render: a second click before the re-render is ignored too.
  const idle = () => queryClient.isMutating({ mutationKey: actionKey }) === 0;

  return {
    handles: { deliveryHandle, documentsSubmit },
    busy: action.isPending,
    leave: (step: WizardStep, explained = false) => {
      if (idle()) action.mutate(() => leave(step, explained));
    },
    finish: () => {
      if (!idle() || !order) return;
      if (deliveryHandle.current?.deliveryType() === 'box' && !input.lockerAllowed)
        return openModal('postBox');
      action.mutate(finish);
    },
    saveAndExit: () => {
      if (idle()) action.mutate(saveAndExit);
    },
  };
}

import type { CountryItem, ForwardingOrder, MeResponse } from '@posylka/contract';
import {
  canOpenStep,
  isTrackNumberEditable,
  normalizePhone,
  visibleWizardSteps,
  type CurrencyCode,
  type ForwardingResults,
  type WizardStep,
} from '@posylka/domain';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { CountryHeaderBanner, GreetingBanner } from './banners.js';
import { DocumentsStep } from './documents-step-slot.js';
import { DeliveryStep } from './step-delivery/index.js';
import { OrderStep } from './step-order/index.js';
import { ProductsStep } from './step-products/index.js';
import type { WizardNavigationState } from './types.js';
import { wizardApi } from './wizard-api.js';
import { WizardSection } from './wizard-section.js';
import { WizardHead } from './wizard-head.js';
import { useWizardData } from './use-wizard-data.js';
import { useStepSummaries } from './step-summaries.js';
import { StepFooter } from './step-footer.js';
import type { CustomsThreshold } from './results-panel/index.js';
import { useStepScroll } from './use-wizard-effects.js';
import { useWizardActions } from './use-wizard-actions.js';
import { resetOrderFields, useWizardForm } from './wizard-form.js';
import { WizardModalHost, type ModalName } from './wizard-modal-host.js';
import { isBefore, isBlockedOrder, isCompletedOrder, openStepsAfterNavigation } from './wizard-progress.js';
import { initialWizardSteps, shownSteps, wizardStepsReducer } from './wizard-steps-reducer.js';

/** The products as typed, as the shell uses them; null: not typed yet (the saved order's stand). */
interface LiveFacts {
  isOver: boolean | null;
  filled: boolean;
  lockerAllowed: boolean | null;
}

const sameFacts = (a: LiveFacts, b: LiveFacts) =>
  a.isOver === b.isOver && a.filled === b.filled && a.lockerAllowed === b.lockerAllowed;

export interface ForwardingWizardProps {
  /** The saved order (forwarding-edit) or null (forwarding-create). */
  order: ForwardingOrder | null;
  countries: readonly CountryItem[];
  me: MeResponse;
}

/**
 * The four-step forwarding wizard of SPEC §2/§4: Order, Products, Documents (only over the
 * country's customs limit), Delivery. Each step validates with the domain's schema before the
 * draft is saved; leaving a step saves it, so nothing typed is lost.
 */
export function ForwardingWizard(props: ForwardingWizardProps) {
  const { countries, me } = props;
  const { t } = useTranslation('forwarding');
  const api = useApi();
  const wapi = useMemo(() => wizardApi(api), [api]);
  const navigate = useNavigate();
  const location = useLocation();
  const to = useLocalizedPath();

  const [order, setOrder] = useState<ForwardingOrder | null>(props.order);
  const [steps, dispatch] = useReducer(wizardStepsReducer, null, () =>
    initialWizardSteps(
      openStepsAfterNavigation(props.order, (location.state as WizardNavigationState | null)?.fromCreate),
    ),
  );
  const [country, setCountry] = useState(props.order?.country.id ?? '');
  const [companyText, setCompanyText] = useState(
    props.order?.company?.name ?? props.order?.companyName ?? '',
  );
  const [chosen, setChosen] = useState(props.order != null);
  // What the shell needs of the products as typed: a few facts that change rarely, so a keystroke in a
  // price re-renders the results panel only (issue 17 item 5); the figures themselves are in a ref for
  // the customs explanation on "Next".
  const [live, setLive] = useState<LiveFacts>(() => ({
    isOver: null,
    filled: (props.order?.items.length ?? 0) > 0,
    lockerAllowed: null,
  }));
  const liveResults = useRef<ForwardingResults | null>(null);
  const [modal, setModal] = useState<ModalName | null>(null);
  // The customs explanations the open "customs" dialog shows (see leave in use-wizard-actions).
  const [customsNotices, setCustomsNotices] = useState<CustomsThreshold[]>([]);
  const [orderFormKey, setOrderFormKey] = useState(0);
  // A phone verified here counts at once (the loader's user is from before).
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const meNow = verifiedPhone ? { ...me, phoneNumber: { number: verifiedPhone, verified: true } } : me;
  const onPhoneVerified = (phone: string) => {
    setVerifiedPhone(normalizePhone(phone));
    // The header's "unverified" marker follows (SPEC §4 phone verification dialog).
    void revalidator.revalidate();
  };

  const sections = useRef<Partial<Record<WizardStep, HTMLElement | null>>>({});
  // The order and products steps are one form; delivery and documents keep forms of their own.
  const { form, customsOver } = useWizardForm(props.order, useLocale());
  const productsCurrency = useRef<CurrencyCode | null>(null);

  const isCompleted = isCompletedOrder(order);
  const blocked = isBlockedOrder(order);
  const countryItem = countries.find((c) => c.id === country);

  const isOver = live.isOver ?? order?.states.isOverLimitPriceCustomsClearance ?? false;
  const visible = visibleWizardSteps(isOver);
  const { current, lastShown } = shownSteps(steps, isOver);
  const progress = {
    isOverCustomsLimit: isOver,
    countryChosen: country !== '',
    productsFilled: live.filled,
    documentsFilled: order?.passport != null,
  };

  const data = useWizardData({ country, order });
  const lockerAllowed = live.lockerAllowed ?? data.lockerAllowedFor(null);

  // SPEC §4 "On opening, a phone modal shows if the phone is unverified, then verification."
  useEffect(() => {
    const fromCreate = (location.state as WizardNavigationState | null)?.fromCreate;
    if (!me.phoneNumber?.verified && !fromCreate && !isBlockedOrder(props.order)) setModal('phone');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, []);

  useStepScroll(current, sections, (location.state as WizardNavigationState | null)?.fromCreate === true);

  const { lockerAllowedFor } = data;
  const onResults = useCallback(
    (next: ForwardingResults | null, filled: boolean) => {
      liveResults.current = next;
      const facts: LiveFacts = {
        isOver: next?.isOverLimit ?? null,
        filled,
        lockerAllowed: next ? lockerAllowedFor(next.orderSum) : null,
      };
      setLive((prev) => (sameFacts(prev, facts) ? prev : facts));
    },
    [lockerAllowedFor],
  );

  const actions = useWizardActions({
    form,
    sections,
    productsCurrency,
    order,
    setOrder,
    isCompleted,
    isOver,
    results: liveResults,
    lockerAllowed,
    dispatch,
    openModal: setModal,
    explainCustoms: setCustomsNotices,
    onServiceOrderSaved: (saved) => {
      resetOrderFields(form, saved);
      setOrderFormKey((k) => k + 1);
    },
  });
  const { busy } = actions;
  const { deliveryHandle, documentsSubmit } = actions.handles;

  const exit = () => (chosen && country ? setModal('exit') : void navigate(to('/orders')));
  const open = (step: WizardStep) => dispatch({ type: 'open', step, progress });

  const summaries = useStepSummaries(order, countryItem?.text, companyText);

  const section = (step: WizardStep, index: number, body: React.ReactNode) => {
    const shown = !isBefore(lastShown, step);
    return (
      <div key={step}>
        {index > 0 && shown && <GreetingBanner before={step} />}
        <WizardSection
          step={step}
          number={index + 1}
          open={current === step}
          shown={shown}
          canOpen={canOpenStep(step, progress)}
          hasError={steps.errors[step] ?? false}
          summary={summaries[step]}
          onOpen={() => open(step)}
          sectionRef={(el) => {
            sections.current[step] = el;
          }}
          footer={
            <StepFooter
              step={step}
              lastShown={lastShown}
              isOverCustomsLimit={isOver}
              isCompleted={isCompleted}
              busy={busy}
              onLeave={() => actions.leave(step)}
              onFinish={actions.finish}
            />
          }
        >
          {body}
        </WizardSection>
      </div>
    );
  };

  const bodies: Record<WizardStep, React.ReactNode> = {
    ORDER: (
      <OrderStep
        key={orderFormKey}
        countries={countries}
        countryLocked={isCompleted}
        trackLocked={order != null && !isTrackNumberEditable({ ...order.states, trackNo: order.trackNo })}
        onCountryChange={(code) => {
          setCountry(code);
          setCompanyText('');
        }}
        onChosenChange={setChosen}
        onCompanyChange={setCompanyText}
      />
    ),
    PRODUCTS: (
      <ProductsStep
        order={order}
        country={countryItem}
        settings={data.settings}
        bonusBalance={data.balance}
        isEditMode={isCompleted}
        customsOver={customsOver}
        currencyOut={productsCurrency}
        onResults={onResults}
        onClearSavedPromo={async () => {
          if (order) setOrder(await wapi.clearPromo(order.id));
        }}
      />
    ),
    DOCUMENTS: order ? (
      <DocumentsStep order={order} onOrderChange={setOrder} submitRef={documentsSubmit} />
    ) : null,
    DELIVERY: data.addresses ? (
      <DeliveryStep
        order={order}
        addresses={data.addresses}
        me={meNow}
        lockerAllowed={lockerAllowed}
        onLockerBlocked={() => setModal('postBox')}
        handle={deliveryHandle}
        onPhoneVerified={onPhoneVerified}
      />
    ) : (
      <p className="fw-step__loading">{t('delivery.loading')}</p>
    ),
  };

  return (
    <div className="forwarding-wizard">
      <WizardHead
        order={order}
        country={country}
        countryName={countryItem?.text ?? ''}
        company={companyText}
        visible={visible}
        steps={{ current, lastShown }}
        stepErrors={steps.errors}
        onClose={exit}
      />
      <FormProvider {...form}>
        {visible.map((step, index) => section(step, index, bodies[step]))}
      </FormProvider>
      {lastShown === 'DELIVERY' && <CountryHeaderBanner country={country} placement="forwarding-end" />}

      <WizardModalHost
        modal={modal}
        close={() => setModal(null)}
        busy={busy}
        blocked={blocked}
        orderHref={order ? to(`/forwarding/show/${order.id}`) : to('/orders')}
        me={me}
        onSaveAndExit={actions.saveAndExit}
        onExitWithoutSaving={() => void navigate(to('/orders'))}
        onPhoneVerified={onPhoneVerified}
        settings={data.settings}
        customsNotices={customsNotices}
        onCustomsContinue={() => {
          setModal(null);
          actions.leave('PRODUCTS', true);
        }}
      />
    </div>
  );
}

import type { ForwardingOrder } from '@posylka/contract';
import type { WizardStep } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Stepper } from '../../components/ui/stepper.js';
import { CountryHeaderBanner } from './banners.js';
import { LogisticsChain } from './logistics-chain.js';
import { acceptedStepsOf, stepMark, type OpenSteps } from './wizard-progress.js';

export interface WizardHeadProps {
  /** The order as the server last answered it (null before the first save). */
  order: ForwardingOrder | null;
  country: string;
  countryName: string;
  company: string;
  visible: readonly WizardStep[];
  steps: OpenSteps;
  stepErrors: Partial<Record<WizardStep, boolean>>;
  onClose: () => void;
}

/**
 * The top of the wizard: title, close link (SPEC §4 "Exit"), the country's header banner, the
 * logistics chain and the progress. A step's "done" mark is what the server accepted of the saved
 * order, never what the forms hold, so a reload shows the same marks (issue 13).
 */
export function WizardHead(props: WizardHeadProps) {
  const { t } = useTranslation('forwarding');
  const { order, country, steps } = props;
  const accepted = acceptedStepsOf(order);
  return (
    <>
      <header className="forwarding-wizard__head">
        <h1>{order ? t('title.edit', { number: order.number }) : t('title.create')}</h1>
        <button
          type="button"
          className="forwarding-wizard__close"
          aria-label={t('buttons.close')}
          onClick={props.onClose}
        >
          ×
        </button>
      </header>
      <CountryHeaderBanner country={country} />
      <LogisticsChain country={country} countryName={props.countryName} company={props.company} />
      <Stepper
        label={t('steps.label')}
        steps={props.visible.map((step) => ({
          id: step,
          label: t(`steps.${step}`),
          state: stepMark(step, { ...steps, accepted, hasError: props.stepErrors[step] ?? false }),
        }))}
      />
    </>
  );
}

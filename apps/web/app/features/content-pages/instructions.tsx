import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';

const FORWARDING_STEPS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;
const BUYOUT_STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** The buy-out figures the steps name, written for the page in its loader (issue 14 items 7 and 9). */
export type InstructionsFigures = {
  /** The fee promise of the stored settings ("від 8 %", "2 %"); null when they could not be read. */
  buyoutFees: { fee: string; insurance: string } | null;
  /** SPEC §9 "Over-price allowed up to +20% but at most 20 USD". */
  overPrice: { percent: string; max: string };
};

/** SPEC §2 /instructions: how to order, for forwarding and for buy-out, step by step. */
export function Instructions({ figures }: { figures: InstructionsFigures }) {
  const { t } = useTranslation('pages');
  const buyoutText = (step: (typeof BUYOUT_STEPS)[number]) => {
    if (step === 'step2') {
      return figures.buyoutFees
        ? t('instructions.buyout.step2.text', figures.buyoutFees)
        : t('instructions.buyout.step2.textPlain');
    }
    if (step === 'step3') return t('instructions.buyout.step3.text', figures.overPrice);
    return t(`instructions.buyout.${step}.text`);
  };
  const to = useLocalizedPath();
  return (
    <>
      <div className="steps-grid">
        <section className="card steps" aria-labelledby="forwarding-steps">
          <h2 id="forwarding-steps">{t('instructions.forwarding.title')}</h2>
          <ol className="steps__list">
            {FORWARDING_STEPS.map((step) => (
              <li key={step} className="steps__item">
                <h3>{t(`instructions.forwarding.${step}.title`)}</h3>
                <p>{t(`instructions.forwarding.${step}.text`)}</p>
              </li>
            ))}
          </ol>
          <Link className={buttonClass('primary')} to={to('/forwarding/declaration')}>
            {t('instructions.toForwarding')}
          </Link>
        </section>
        <section className="card steps" aria-labelledby="buyout-steps">
          <h2 id="buyout-steps">{t('instructions.buyout.title')}</h2>
          <ol className="steps__list">
            {BUYOUT_STEPS.map((step) => (
              <li key={step} className="steps__item">
                <h3>{t(`instructions.buyout.${step}.title`)}</h3>
                <p>{buyoutText(step)}</p>
              </li>
            ))}
          </ol>
          <Link className={buttonClass('primary')} to={to('/buyout/checkout')}>
            {t('instructions.toBuyout')}
          </Link>
        </section>
      </div>
      <p className="steps__more">
        <Link className={buttonClass('secondary')} to={to('/calculators')}>
          {t('instructions.toCalculators')}
        </Link>
      </p>
    </>
  );
}

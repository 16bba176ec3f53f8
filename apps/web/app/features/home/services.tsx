import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import type { BuyoutFeeTexts } from './load-home-content.js';

const SERVICES = [
  { key: 'forwarding', path: '/forwarding/declaration', cta: 'hero.ctaForwarding' },
  { key: 'buyout', path: '/buyout/checkout', cta: 'hero.ctaBuyout' },
] as const;
const STEPS = ['step1', 'step2', 'step3'] as const;

/**
 * The two services, three steps each. The buy-out payment step names the fee and insurance
 * percents of the stored settings (issue 14 item 9), or no figures when they could not be read.
 */
export function Services({ buyoutFees = null }: { buyoutFees?: BuyoutFeeTexts | null }) {
  const { t } = useTranslation('home');
  const stepText = (service: (typeof SERVICES)[number]['key'], step: (typeof STEPS)[number]) => {
    if (service !== 'buyout' || step !== 'step2') return t(`services.${service}.${step}`);
    return buyoutFees ? t('services.buyout.step2', buyoutFees) : t('services.buyout.step2Plain');
  };
  const to = useLocalizedPath();
  return (
    <section className="section" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title" className="section__title">
          {t('services.title')}
        </h2>
        <div className="services">
          {SERVICES.map((service) => (
            <article key={service.key} className="card service" aria-labelledby={`service-${service.key}`}>
              <h3 id={`service-${service.key}`} className="service__title">
                {t(`services.${service.key}.title`)}
              </h3>
              <p className="service__text">{t(`services.${service.key}.text`)}</p>
              <ol className="home-steps">
                {STEPS.map((step, index) => (
                  <li key={step} className="home-steps__item">
                    <span className="home-steps__number" aria-hidden="true">
                      {index + 1}
                    </span>
                    <span>
                      <span className="visually-hidden">
                        {t('services.stepLabel', { number: index + 1 })}:{' '}
                      </span>
                      {stepText(service.key, step)}
                    </span>
                  </li>
                ))}
              </ol>
              <Link to={to(service.path)} className={buttonClass('secondary')}>
                {t(service.cta)}
              </Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

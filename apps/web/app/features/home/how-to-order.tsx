import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Carousel } from '../../components/ui/carousel.js';
import { StepPicture, useCarouselLabels, type StepIcon } from '../banners/index.js';
import type { BuyoutFeeTexts } from './load-home-content.js';

type StepKey =
  'register' | 'address' | 'shop' | 'declare' | 'deliver' | 'links' | 'pay' | 'buy' | 'warehouse' | 'arrive';

/** The steps of each service, in order; each has a title and a text under `howTo.steps` in `home`. */
const HOW_TO: Record<'forwarding' | 'buyout', readonly { key: StepKey; icon: StepIcon }[]> = {
  forwarding: [
    { key: 'register', icon: 'user' },
    { key: 'address', icon: 'pin' },
    { key: 'shop', icon: 'cart' },
    { key: 'declare', icon: 'form' },
    { key: 'deliver', icon: 'truck' },
  ],
  buyout: [
    { key: 'links', icon: 'link' },
    { key: 'pay', icon: 'card' },
    { key: 'buy', icon: 'cart' },
    { key: 'warehouse', icon: 'box' },
    { key: 'arrive', icon: 'truck' },
  ],
};
const SERVICES = ['forwarding', 'buyout'] as const;
type Service = (typeof SERVICES)[number];

/**
 * SPEC §2 how-to-order carousel: two tabs (forwarding, buy-out), each a row of numbered step cards
 * in the shared carousel (arrows, swipe, arrow keys). Tabs follow the WAI-ARIA tabs pattern: arrow
 * keys move between them, only the selected one is in the tab order. The buy-out payment step names
 * the fee and insurance percents of the stored settings (issue 14 item 9), or none when unread.
 */
export function HowToOrder({ buyoutFees = null }: { buyoutFees?: BuyoutFeeTexts | null }) {
  const { t } = useTranslation('home');
  const stepText = (key: StepKey) => {
    if (key !== 'pay') return t(`howTo.steps.${key}.text`);
    return buyoutFees ? t('howTo.steps.pay.text', buyoutFees) : t('howTo.steps.pay.textPlain');
  };
  const [service, setService] = useState<Service>('forwarding');
  const labels = useCarouselLabels();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onTabKey = (e: KeyboardEvent, index: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = (index + delta + SERVICES.length) % SERVICES.length;
    setService(SERVICES[next] ?? 'forwarding');
    tabs.current[next]?.focus();
  };

  const steps = HOW_TO[service];
  return (
    <section className="section how-to" aria-labelledby="how-to-title" data-testid="how-to-order">
      <div className="container">
        <h2 id="how-to-title" className="section__title">
          {t('howTo.title')}
        </h2>
        <div className="how-to__tabs" role="tablist" aria-label={t('howTo.title')}>
          {SERVICES.map((key, index) => (
            <button
              key={key}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`how-to-tab-${key}`}
              aria-controls="how-to-panel"
              aria-selected={service === key}
              tabIndex={service === key ? 0 : -1}
              className="how-to__tab"
              onClick={() => setService(key)}
              onKeyDown={(e) => onTabKey(e, index)}
            >
              {t(`howTo.tabs.${key}`)}
            </button>
          ))}
        </div>
        <div id="how-to-panel" role="tabpanel" aria-labelledby={`how-to-tab-${service}`}>
          <Carousel
            key={service}
            className="step-carousel"
            label={t(`howTo.label.${service}`)}
            labels={labels}
            items={steps}
            itemKey={(step) => step.key}
            renderItem={(step, index) => (
              <article className="step-card" aria-label={t('services.stepLabel', { number: index + 1 })}>
                <StepPicture icon={step.icon} number={index + 1} />
                <h3 className="step-card__title">{t(`howTo.steps.${step.key}.title`)}</h3>
                <p className="step-card__text">{stepText(step.key)}</p>
              </article>
            )}
          />
        </div>
      </div>
    </section>
  );
}

// Home page and site-wide content rules: banner slides and churn offers, slider counts, once-per-day
// banners, cookie consent, countdown and the buy-out promo trigger (SPEC §2, §4, §9).
export * from './once-per-day.js';
export * from './consent.js';
export * from './slides.js';
export * from './countdown.js';
export * from './promo-trigger.js';
export * from './posts-locale.js';
export * from './preferred-locale.js';

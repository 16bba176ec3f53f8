export { BannerSlider, type ChurnBanner } from './banner-slider.js';
export { useCarouselLabels } from './carousel-labels.js';
export { HeaderTicker } from './header-ticker.js';
export { Countdown } from './countdown.js';
// SiteNotices (with the cookie notice) and BuyoutPromo (with its modal) are not exported here: the
// site layout and the home page load them lazily from their own files, which keeps them out of the
// home page's first load (issue #7).
export { Picture } from './picture.js';
export { fetchActiveChurnOffer } from './churn.js';
export { StepPicture, type StepIcon } from './step-picture.js';

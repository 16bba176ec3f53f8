import en from '../en/home.js';

export default {
  ...en,
  hero: { ...en.hero, title: 'Shop from stores worldwide, receive your parcels in Ukraine' },
};

import 'i18next';
import type { Resources } from '@posylka/texts';

// Typed keys: t('hero.title') is checked against the Ukrainian resources.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

import type { Locale } from '@posylka/domain';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/create-i18n.js';
import { RESOURCES } from '../i18n/resources.server.js';

/** Renders with the real translations of one locale (uk by default). */
export function renderWithI18n(ui: ReactElement, locale: Locale = 'uk'): RenderResult {
  const i18n = createI18n(locale, RESOURCES[locale]);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

import type { Locale } from '@posylka/domain';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TextsProvider } from '../i18n/use-translation.js';
import { createTexts } from '@posylka/texts';
import { RESOURCES } from '../i18n/resources.server.js';

/** Renders with the real translations of one locale (uk by default). */
export function renderWithI18n(ui: ReactElement, locale: Locale = 'uk'): RenderResult {
  const i18n = createTexts(locale, RESOURCES[locale]);
  return render(<TextsProvider texts={i18n}>{ui}</TextsProvider>);
}

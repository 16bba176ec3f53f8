// The words of parcel moves: why a move is refused and the consolidation notices. They live in the
// text tree (@posylka/texts, `lifecycle-refusals`); this checks they name every refusal.
import en from '@posylka/texts/locales/en/lifecycle-refusals';
import ro from '@posylka/texts/locales/ro/lifecycle-refusals';
import ru from '@posylka/texts/locales/ru/lifecycle-refusals';
import uk from '@posylka/texts/locales/uk/lifecycle-refusals';
import type { Locale } from '../i18n/locales.js';
import type { TransitionRefusal } from './plan.js';

/** SPEC §8 "Consolidation: success ... error ... warning when the sum exceeds the customs limit". */
export type ConsolidationNotice = 'success' | 'error' | 'overLimit';

interface LifecycleTexts {
  /** errorDescription of a refused move (409), in the customer's or operator's language. */
  readonly moves: Readonly<Record<TransitionRefusal, string>>;
  readonly consolidation: Readonly<Record<ConsolidationNotice, string>>;
}

// `eng`, English for Romania, reads the texts as English does.
const LIFECYCLE_TEXTS: Readonly<Record<Locale, LifecycleTexts>> = { uk, ru, en, ro, eng: en };

export function transitionRefusalMessage(reason: TransitionRefusal, locale: Locale): string {
  return LIFECYCLE_TEXTS[locale].moves[reason];
}

export function consolidationNotice(
  notice: ConsolidationNotice,
  locale: Locale,
  params: { limit?: string } = {},
): string {
  return LIFECYCLE_TEXTS[locale].consolidation[notice].replace('{{limit}}', params.limit ?? '');
}

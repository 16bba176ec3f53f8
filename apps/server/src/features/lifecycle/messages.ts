// Whole-request texts of the lifecycle routes (409 answers and the cancel notice): the `server`
// namespace's `lifecycle` section (@posylka/texts). Refusals of a move are worded by the domain
// (transitionRefusalMessage); field messages come from the validation catalogue like every 422.
import { transitionRefusalMessage, type Locale } from '@posylka/domain';
import { HttpError } from '../../http/errors.js';
import { serverText, type SERVER_TEXTS } from '../../http/server-texts.js';
import type { ApplyRefusalReason } from './types.js';

export function lifecycleMessage(
  key: keyof (typeof SERVER_TEXTS)['uk']['lifecycle'],
  locale: Locale,
): string {
  return serverText(locale, `lifecycle.${key}`);
}

/** 409 with a free text already chosen per locale (the global handler asks `describe`). */
export class LifecycleConflictError extends HttpError {
  constructor(private readonly text: (locale: Locale) => string) {
    super(409, 'badRequest');
  }

  override describe(locale: Locale): string {
    return this.text(locale);
  }
}

/** The 409 of a refused move: the domain's reason, or "the status has just changed". */
export function refusalError(reason: Exclude<ApplyRefusalReason, 'not_found'>): LifecycleConflictError {
  return new LifecycleConflictError((locale) =>
    reason === 'state_changed' || reason === 'invalid_data'
      ? lifecycleMessage('stateChanged', locale)
      : transitionRefusalMessage(reason, locale),
  );
}

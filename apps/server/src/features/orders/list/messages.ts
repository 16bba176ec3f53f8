// The orders list's 409 (SPEC §8 "Deleting a non-changeable order shows the impossible-to-remove
// dialog"): the web dialog shows this description as its text. The words are the `server`
// namespace's `orderList` section (@posylka/texts).
import type { Locale } from '@posylka/domain';
import { HttpError } from '../../../http/errors.js';
import { serverText } from '../../../http/server-texts.js';

/** 409: the order can no longer change (a forwarding parcel) or was paid (a buy-out), so it stays. */
export class ImpossibleToRemoveError extends HttpError {
  constructor(private readonly kind: 'forwarding' | 'buyout' = 'forwarding') {
    super(409, 'badRequest');
  }

  override describe(locale: Locale): string {
    return serverText(
      locale,
      this.kind === 'buyout' ? 'orderList.buyoutImpossibleToRemove' : 'orderList.impossibleToRemove',
    );
  }
}

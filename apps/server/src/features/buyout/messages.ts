// The buy-out feature's 409 answers: the words are the `server` namespace's `buyout` section
// (@posylka/texts). Field messages come from the domain validation catalogue, like every 422.
import { conflictErrorClass } from '../../http/conflict-error.js';

/** 409 with a buy-out text, described in the request's language by the global error handler. */
export const BuyoutConflictError = conflictErrorClass('buyout');

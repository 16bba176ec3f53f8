// The orders feature's 409 answers: the words are the `server` namespace's `orders` section
// (@posylka/texts). Field messages come from the domain validation catalogue, like every 422.
import { conflictErrorClass } from '../../http/conflict-error.js';

/** 409 with an orders-feature text, described in the request's language by the global error handler. */
export const OrderConflictError = conflictErrorClass('orders');

// Buy-out processing's 409 answers: the words are the `server` namespace's `buyoutProcessing` section
// (@posylka/texts). The customer reads some (answering a question), the operator console the others.
import { conflictErrorClass } from '../../../http/conflict-error.js';

/** 409 with a processing text, described in the request's language by the global error handler. */
export const ProcessingConflictError = conflictErrorClass('buyoutProcessing');

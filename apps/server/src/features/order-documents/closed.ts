// Documents of a parcel that has left the warehouse can only be read (domain canAddDocuments: SPEC §9
// "Export documents ... may be added later but before status received at warehouse, otherwise the
// shipment is held", and a held parcel waits for them; once dispatched nobody looks at new papers).
// The page hides the upload zones by the same rule; this is the server's side of it.
import { canAddDocuments, isShipmentState, type Locale } from '@posylka/domain';
import { HttpError } from '../../http/errors.js';
import { serverText } from '../../http/server-texts.js';

export class DocumentsClosedError extends HttpError {
  constructor() {
    super(409, 'badRequest');
  }

  override describe(locale: Locale): string {
    return serverText(locale, 'orderDocuments.documentsClosed');
  }
}

/** 409 unless the parcel still takes documents (a state this release does not know takes none). */
export function assertDocumentsOpen(order: { shipmentState: string }): void {
  if (!isShipmentState(order.shipmentState) || !canAddDocuments(order.shipmentState))
    throw new DocumentsClosedError();
}

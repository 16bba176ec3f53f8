// Documents of a parcel that has left the warehouse can only be read (domain canAddDocuments: SPEC §9
// "Export documents ... may be added later but before status received at warehouse, otherwise the
// shipment is held", and a held parcel waits for them; once dispatched nobody looks at new papers).
// The page hides the upload zones by the same rule; this is the server's side of it.
import { canAddDocuments, isShipmentState, localizedText as t, type Locale } from '@posylka/domain';
import { HttpError } from '../../http/errors.js';

const DOCUMENTS_CLOSED = t(
  'Посилка вже залишила склад: документи до неї більше не додаються і не змінюються.',
  'Посылка уже покинула склад: документы к ней больше не добавляются и не меняются.',
  'The parcel has left the warehouse: its documents can no longer be added or changed.',
  'Coletul a părăsit deja depozitul: documentele nu mai pot fi adăugate sau modificate.',
);

export class DocumentsClosedError extends HttpError {
  constructor() {
    super(409, 'badRequest');
  }

  override describe(locale: Locale): string {
    return DOCUMENTS_CLOSED[locale];
  }
}

/** 409 unless the parcel still takes documents (a state this release does not know takes none). */
export function assertDocumentsOpen(order: { shipmentState: string }): void {
  if (!isShipmentState(order.shipmentState) || !canAddDocuments(order.shipmentState))
    throw new DocumentsClosedError();
}

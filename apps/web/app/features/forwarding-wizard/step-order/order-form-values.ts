import type { ForwardingOrder } from '@posylka/contract';
import { NO_TRACK_NUMBER_MARKER } from '@posylka/domain';
import { hasNoTrackNumberMarker, trackNumberOf, type WizardPayload } from '../payload.js';

/** Step 1 inputs (SPEC §2 "Step 1"): selects hold strings, the track block its yes/no answer. */
export interface OrderFormValues {
  country: string;
  /** Company id from the list, or '' when the name is typed freely (companyName). */
  company: string;
  companyName: string;
  receivedTrackNumber: boolean | null;
  noTrackNumber: boolean;
  number: string;
}

export function orderFormValues(order: ForwardingOrder | null): OrderFormValues {
  return {
    country: order?.country.id ?? '',
    company: order?.company ? String(order.company.id) : '',
    companyName: order?.company ? order.company.name : (order?.companyName ?? ''),
    receivedTrackNumber: order?.receivedTrackNumber ?? null,
    noTrackNumber: order?.receivedTrackNumber === true && hasNoTrackNumberMarker(order),
    number: trackNumberOf(order),
  };
}

/** The shape forwardingOrderStepSchema reads. */
export function orderStepInput(values: OrderFormValues) {
  return {
    country: values.country || null,
    company: values.company || null,
    companyName: values.company ? undefined : values.companyName.trim() || undefined,
    receivedTrackNumber: values.receivedTrackNumber,
    noTrackNumber: values.noTrackNumber,
    number: values.number,
  };
}

/** Step 1's part of the save payload; "no number" (or "not received") saves the marker. */
export function orderStepPayload(values: OrderFormValues): Partial<WizardPayload> {
  const none = values.receivedTrackNumber === false || values.noTrackNumber;
  const typed = values.number.trim();
  return {
    country: values.country,
    company: values.company ? Number(values.company) : null,
    companyName: values.company ? '' : values.companyName.trim(),
    receivedTrackNumber: values.receivedTrackNumber,
    number: none ? NO_TRACK_NUMBER_MARKER : typed || null,
  };
}

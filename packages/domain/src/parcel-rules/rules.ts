// What keeps a parcel from being registered and from leaving the warehouse (issue 13 "one set of
// rules, one place, every path"). Completion, edits, document removal, the track number, the
// operator's dispatch, the auto-dispatch timer, manual declaration and the held state all ask this
// one function; the server gathers the facts (apps/server/src/parcel-rules) and never decides alone.
import { compareMoney, type Money } from '../money/index.js';
import {
  completionViolations,
  type CompletionOrder,
  type CompletionViolation,
} from '../forwarding/completion-rules.js';
import { EXPORT_DOCUMENTS_THRESHOLD, type ExportDocumentKind } from '../customs/documents.js';
import { PARCEL_BOUNDS, POST_BOX_LIMITS } from '../reference/limits.js';

/**
 * - `complete`: the declaration is registered (POST complete) or a registered one is edited.
 * - `depart`: the parcel leaves the warehouse (dispatch by the operator, the 14-day timer, "send now").
 */
export type ParcelStage = 'complete' | 'depart';

export type ParcelFacts = CompletionOrder & {
  isPhoneVerified: boolean;
  /** The order has been registered (checkout completed). */
  isRegistered: boolean;
  /** The goods' value in EUR. */
  valueEur: Money;
  /** The country's maximum per shipment (SPEC §9), null when it has none. */
  maxShipmentValue: Money | null;
  /** Export document kinds the country asks for (Poland's three; none elsewhere). */
  exportDocumentKinds: readonly ExportDocumentKind[];
  /** Export document kinds on file for the order. */
  exportDocumentsOnFile: readonly string[];
  /** What the warehouse measured, once it has the parcel. */
  measured: { weightKg: string | null; sidesCm: readonly string[] | null } | null;
};

/** A parcel rule that is broken: the same shape as a completion violation. */
export type ParcelViolation = CompletionViolation;

/** SPEC §9 "Documents are needed ... (export documents above 1000 EUR; Poland: statement, powers, power-of-attorney letter)". */
export function missingExportDocuments(
  facts: Pick<ParcelFacts, 'valueEur' | 'exportDocumentKinds' | 'exportDocumentsOnFile'>,
): ExportDocumentKind[] {
  if (facts.exportDocumentKinds.length === 0) return [];
  if (compareMoney(facts.valueEur, EXPORT_DOCUMENTS_THRESHOLD) <= 0) return [];
  return facts.exportDocumentKinds.filter((kind) => !facts.exportDocumentsOnFile.includes(kind));
}

/**
 * A locker box takes "up to 20 kg, 40x60x30 cm" (SPEC §9): the parcel fits when its sides, largest
 * first, are within the box's sides, largest first (it may be turned).
 */
export function fitsLocker(sidesCm: readonly string[]): boolean {
  const sides = sidesCm.map(Number).sort((a, b) => b - a);
  const box = [...POST_BOX_LIMITS.maxSizeCm].sort((a, b) => b - a);
  return sides.every((side, i) => side <= (box[i] ?? 0));
}

/**
 * Every broken rule, in the wizard's order, on the SPEC §8 property the page highlights:
 * - all of the completion rules (track number, goods, tax agreement, invoices and passport over the
 *   customs limit, a selectable address, the locker's value cap, a verified phone);
 * - "Maximum shipment value for European countries 10000 EUR ... none for US" (SPEC §9), on `items`;
 * - leaving the warehouse also needs the registered declaration, the export documents "above 1000
 *   EUR ... before status received at warehouse, otherwise the shipment is held" (SPEC §4), and a
 *   locker parcel within "20 kg, 40x60x30 cm" as weighed and measured (SPEC §9).
 */
export function parcelViolations(facts: ParcelFacts, stage: ParcelStage): ParcelViolation[] {
  const out: ParcelViolation[] = [];
  if (stage === 'depart' && !facts.isRegistered)
    out.push({ property: 'declaration', code: 'parcel.notRegistered' });
  out.push(...completionViolations(facts, { isPhoneVerified: facts.isPhoneVerified }));
  if (facts.maxShipmentValue && compareMoney(facts.valueEur, facts.maxShipmentValue) > 0) {
    out.push({
      property: 'items',
      code: 'parcel.maxValue',
      params: { max: Number(facts.maxShipmentValue.amount), currency: facts.maxShipmentValue.currency },
    });
  }
  if (stage === 'complete') return out;
  const missing = missingExportDocuments(facts);
  if (missing.length > 0)
    out.push({
      property: 'exportDocuments',
      code: 'parcel.exportDocuments',
      params: { kinds: missing.join(', '), count: missing.length },
    });
  const measured = facts.measured;
  if (facts.consigneeAddress?.warehouseType === 'box' && measured) {
    if (measured.weightKg !== null && Number(measured.weightKg) > POST_BOX_LIMITS.maxWeightKg)
      out.push({
        property: 'consigneeAddress',
        code: 'parcel.lockerWeight',
        params: { max: POST_BOX_LIMITS.maxWeightKg },
      });
    if (measured.sidesCm && !fitsLocker(measured.sidesCm))
      out.push({
        property: 'consigneeAddress',
        code: 'parcel.lockerSize',
        params: { size: POST_BOX_LIMITS.maxSizeCm.join('×') },
      });
  }
  return out;
}

/**
 * Our bound on one order's value (PARCEL_BOUNDS): checked on every save, draft included, so no
 * amount typed in can overflow the stored totals.
 */
export function orderValueViolation(totalUah: string): ParcelViolation | null {
  return Number(totalUah) > Number(PARCEL_BOUNDS.maxOrderValueUah)
    ? { property: 'items', code: 'parcel.valueTooLarge', params: { max: PARCEL_BOUNDS.maxOrderValueUah } }
    : null;
}

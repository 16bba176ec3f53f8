// Diia's sharing metadata (the decrypted encodeData JSON) read into the SPEC §3 digital-ID data.
// Public shape (Diia acquirer SDK sample): {"documentTypes": ["internal-passport"], "data":
// {"internal-passport": {"lastNameUA", "firstNameUA", "middleNameUA", "docNumber", "department",
// "residenceUA", "taxpayerNumber", "birthday": "DD.MM.YYYY", "issueDate": "DD.MM.YYYY", ...}}}.
// "internal-passport" is the Diia scope of the passport in ID-card form.
import { digitalIdDataSchema, type DigitalIdData } from '@posylka/contract';
import { DiiaCallbackError } from './provider.js';

export const ID_CARD_DOCUMENT_TYPE = 'internal-passport';

/** "17.01.1997" -> {d: 17, m: 1, y: 1997}; null when it is not a real calendar date. */
export function parseDiiaDate(value: unknown): { d: number; m: number; y: number } | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { d, m, y };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

/** Reads the ID card out of the decrypted metadata; other shared documents are ignored. */
export function idCardFromMetadata(json: string): DigitalIdData {
  let metadata: unknown;
  try {
    metadata = JSON.parse(json);
  } catch {
    throw new DiiaCallbackError('badMetadata');
  }
  if (typeof metadata !== 'object' || metadata === null) throw new DiiaCallbackError('badMetadata');
  const data = (metadata as { data?: unknown }).data;
  const card =
    typeof data === 'object' && data !== null
      ? (data as Record<string, unknown>)[ID_CARD_DOCUMENT_TYPE]
      : undefined;
  if (typeof card !== 'object' || card === null) throw new DiiaCallbackError('noIdCard');
  const fields = card as Record<string, unknown>;
  const parsed = digitalIdDataSchema.safeParse({
    firstNameUA: text(fields.firstNameUA),
    lastNameUA: text(fields.lastNameUA),
    middleNameUA: text(fields.middleNameUA) ?? '',
    docNumber: text(fields.docNumber),
    department: text(fields.department),
    residenceUA: text(fields.residenceUA) ?? '',
    taxpayerNumber: text(fields.taxpayerNumber) ?? '',
    birthday: parseDiiaDate(fields.birthday),
    issueDate: parseDiiaDate(fields.issueDate),
  });
  // The zod issues would quote the values: only the fixed reason leaves this function.
  if (!parsed.success) throw new DiiaCallbackError('badIdCard');
  return parsed.data;
}

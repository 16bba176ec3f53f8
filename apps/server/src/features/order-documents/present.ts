import type { OrderFile, OrderFileType } from '@posylka/contract';
import { endpoints, hrefOf } from '@posylka/contract';
import type { OrderFileRow } from '../../db/schema/index.js';

/** SPEC §3 file item; the url is our owner-only file route, never a storage address. */
export function presentOrderFile(row: OrderFileRow): OrderFile {
  return {
    id: row.id,
    type: row.type as OrderFileType,
    originalFilename: row.originalFilename,
    url: hrefOf(endpoints.getFile, { params: { fileId: row.id } }),
    size: row.size,
    mimeType: row.mimeType,
    isIncorrectDocument: row.isIncorrectDocument,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Storage key of a file: ours, from ids only. */
export function storageKeyOf(orderId: string, fileId: string): string {
  return `orders/${orderId}/${fileId}`;
}

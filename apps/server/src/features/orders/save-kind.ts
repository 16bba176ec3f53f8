// Which of the four saves a request is, and which orders each may touch (SPEC §4).
import type { OrderRow } from '../../db/schema/index.js';
import { OrderConflictError } from './messages.js';

export type SaveKind = 'create' | 'draft' | 'complete' | 'edit';

/** SPEC §4: blocked orders wait for continue-delivery; drafts and registered orders have their own saves. */
export function assertSavable(existing: OrderRow, kind: SaveKind): void {
  if (existing.isBlocked) throw new OrderConflictError('blocked');
  if (kind === 'edit' && !existing.isCheckoutCompleted) throw new OrderConflictError('notCompleted');
  if ((kind === 'draft' || kind === 'complete') && existing.isCheckoutCompleted)
    throw new OrderConflictError('completed');
}

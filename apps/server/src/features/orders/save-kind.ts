// Which of the four saves a request is, and which orders each may touch (SPEC §4).
import { canEditDeclaration } from '@posylka/domain';
import type { OrderRow } from '../../db/schema/index.js';
import { shipmentStateOf } from '../lifecycle/index.js';
import { OrderConflictError } from './messages.js';

export type SaveKind = 'create' | 'draft' | 'complete' | 'edit';

/**
 * SPEC §4: blocked orders wait for continue-delivery; a parcel at the warehouse or beyond keeps its
 * declaration (domain canEditDeclaration); drafts and registered orders have their own saves.
 */
export function assertSavable(existing: OrderRow, kind: SaveKind): void {
  if (existing.isBlocked) throw new OrderConflictError('blocked');
  // The page offers editing by the same rule: only before the warehouse has the parcel in hand.
  if (!canEditDeclaration(shipmentStateOf(existing))) throw new OrderConflictError('notEditable');
  if (kind === 'edit' && !existing.isCheckoutCompleted) throw new OrderConflictError('notCompleted');
  if ((kind === 'draft' || kind === 'complete') && existing.isCheckoutCompleted)
    throw new OrderConflictError('completed');
}

import type { ShipmentState } from '@posylka/domain';
import { useAdminT } from './admin-i18n.js';

// Colour groups, so a long list is readable at a glance: waiting at the warehouse, held (needs
// someone), moving, finished.
const TONE: Record<ShipmentState, 'wait' | 'hold' | 'move' | 'done'> = {
  declared: 'wait',
  unregistered: 'hold',
  at_warehouse: 'wait',
  held: 'hold',
  paused: 'hold',
  delayed: 'hold',
  restricted: 'hold',
  consolidated: 'wait',
  dispatched: 'move',
  in_transit: 'move',
  customs: 'move',
  arrived: 'move',
  handed_to_np: 'move',
  received: 'done',
  disposed: 'done',
};

export function StateBadge({ state }: { state: ShipmentState }) {
  const t = useAdminT();
  return <span className={`admin-badge admin-badge--${TONE[state]}`}>{t(`states.${state}`)}</span>;
}

import { describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES } from '../../i18n/admin-resources.server.js';
import { auditChanges } from './audit-entries.js';
import { adminT, createAdminI18n } from './admin-i18n.js';
import { formatCountdown } from './format.js';

const t = adminT(createAdminI18n('uk', ADMIN_RESOURCES.uk));

describe('buy-out countdown (SPEC §9 "buy within 72 hours")', () => {
  const paid = new Date('2026-03-01T10:00:00Z');
  const due = new Date(paid.getTime() + 72 * 3600_000).toISOString();

  it('time left before the deadline, in days and hours from a day on', () => {
    expect(formatCountdown(due, paid, t)).toEqual({ text: 'ще 3 д 0 год', overdue: false });
    expect(formatCountdown(due, new Date(Date.parse(due) - 5 * 3600_000 - 3 * 60_000), t)).toEqual({
      text: 'ще 5 год 03 хв',
      overdue: false,
    });
  });

  it('at the deadline nothing is left; 1 ms later it is overdue', () => {
    expect(formatCountdown(due, new Date(due), t).overdue).toBe(false);
    expect(formatCountdown(due, new Date(Date.parse(due) + 1), t).overdue).toBe(true);
    expect(formatCountdown(due, new Date(Date.parse(due) + 70 * 60_000), t).text).toBe(
      'прострочено на 1 год 10 хв',
    );
  });
});

describe('audit changes (issue 5: "every operator action goes to an audit log")', () => {
  it('lists the keys that changed only, before -> after', () => {
    expect(
      auditChanges(
        { state: 'arrived', weightKg: '1.250' },
        { state: 'handed_to_np', weightKg: '1.250', waybillNumber: '20450000012345' },
      ),
    ).toEqual(['state: arrived → handed_to_np', 'waybillNumber: — → 20450000012345']);
    expect(auditChanges(null, { role: 'operator' })).toEqual(['role: operator']);
  });
});

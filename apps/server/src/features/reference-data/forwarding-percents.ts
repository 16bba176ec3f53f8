import { FORWARDING_SETTINGS_DEFAULTS, type ForwardingPercents } from '@posylka/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { settings, SETTINGS_KEYS } from '../../db/schema/index.js';

/** Forwarding percents: stored settings win over the SPEC §9 defaults key by key (as GET /extra/settings). */
export async function loadForwardingPercents(db: Database): Promise<ForwardingPercents> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTINGS_KEYS.forwarding)).limit(1);
  const stored =
    row && row.value !== null && typeof row.value === 'object' && !Array.isArray(row.value)
      ? (row.value as Partial<ForwardingPercents>)
      : {};
  return { ...FORWARDING_SETTINGS_DEFAULTS, ...stored };
}

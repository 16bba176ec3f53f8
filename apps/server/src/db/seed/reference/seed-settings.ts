import { BUYOUT_SETTINGS_DEFAULTS, FORWARDING_SETTINGS_DEFAULTS } from '@posylka/domain';
import type { Database } from '../../database.js';
import { settings, SETTINGS_KEYS } from '../../schema/reference.js';

/**
 * SPEC §9 defaults. Settings are meant to be changed in the database without a release, so the seed
 * only fills missing keys and never overwrites a value someone has set.
 */
export async function seedSettings(db: Database): Promise<void> {
  await db
    .insert(settings)
    .values([
      { key: SETTINGS_KEYS.forwarding, value: { ...FORWARDING_SETTINGS_DEFAULTS } },
      { key: SETTINGS_KEYS.buyout, value: { ...BUYOUT_SETTINGS_DEFAULTS } },
    ])
    .onConflictDoNothing({ target: settings.key });
}

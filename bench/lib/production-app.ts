// The real production app for page benches (Lighthouse, keystroke): in-memory PGlite, migrated and
// seeded, the web build from `npm run build`, served on loopback.
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/index.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { runMigrations } from '../../apps/server/src/db/migrate.js';
import { seed } from '../../apps/server/src/db/seed/index.js';

export interface ProductionApp {
  /** http://127.0.0.1:<port> */
  base: string;
  close(): Promise<void>;
}

export async function startProductionApp(): Promise<ProductionApp> {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await runMigrations(handle);
  await seed(handle.db);
  const config = loadConfig({
    IDENTITY_ENCRYPTION_KEY: 'bench-only-identity-key-0123456789abcdef',
    NODE_ENV: 'production',
    // Measured on the demo seed's sandboxes (no gateway keys on a bench machine).
    ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000000',
  });
  const app = await buildApp({ config, db: handle.db });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

import type { Config } from '../../config/index.js';
import type { Database } from '../../db/database.js';
import { createLiqpayProvider } from './liqpay-provider.js';
import type { PaymentProvider } from './provider.js';
import { databaseSandboxBooks } from './sandbox-books.js';
import { createSandboxProvider } from './sandbox-provider.js';

/**
 * The configured gateway (PAYMENT_PROVIDER). The sandbox one is always built too: outside production
 * its page and callback keep working for payments started before a switch (in production they are
 * served only when ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION names payment). With `db` the sandbox keeps
 * its books in sandbox_provider_operations (what the app uses); without, in memory (tests that only
 * sign callbacks).
 */
export function paymentProviders(config: Config, db?: Database) {
  const sandbox = createSandboxProvider(
    config.payments.sandboxSecret,
    db ? databaseSandboxBooks(db) : undefined,
  );
  const liqpay = config.payments.liqpay
    ? createLiqpayProvider({ ...config.payments.liqpay, publicUrl: config.publicUrl })
    : null;
  const active: PaymentProvider = config.providers.payment === 'liqpay' && liqpay ? liqpay : sandbox;
  return { active, sandbox, liqpay };
}
export type PaymentProviders = ReturnType<typeof paymentProviders>;

import { sql, type SQL, type TablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect, PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** What the transaction below reads of drizzle's session: fields its typings keep private. */
interface SessionInternals {
  client: pg.Pool;
  dialect: PgDialect;
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction: (
    body: (tx: NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>) => Promise<unknown>,
    config?: PgTransactionConfig,
  ) => Promise<unknown>;
}

/**
 * drizzle-orm 0.45's node-postgres `transaction` sends `begin` before its try/finally: when `begin`
 * fails, because the backend was terminated between the pool handing out the connection and the
 * `begin` (a PostgreSQL restart or failover under load), the client is never released. The pool
 * keeps one connection fewer for good; enough of them and every request waits for a connection
 * and answers 503 until the process restarts, and `pool.end()` never returns (a CI run caught
 * that: the teardown of `http/database-outage.test.ts` hung). A failing `rollback` also replaced
 * the error that caused it.
 *
 * This is the same transaction on our database's session, with `begin` inside: a client whose
 * `begin` or `rollback` failed goes back with the error, so the pool drops it and opens a new one;
 * the body's error is what the caller sees. `transaction-release.test.ts` holds it against the
 * library, and tells when drizzle no longer needs it.
 */
export function releaseClientsOfFailedTransactions(db: object): void {
  const session = (db as { session?: unknown }).session;
  if (!(session instanceof NodePgSession)) return;
  const own = session as unknown as SessionInternals;
  own.transaction = async (body, config) => {
    const client = await own.client.connect();
    const inner = new NodePgSession(client, own.dialect, own.schema, own.options);
    const tx = new NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>(
      own.dialect,
      inner,
      own.schema,
    );
    // Protected in drizzle's typings; the isolation level and access mode of `config`.
    const configSql = (c: PgTransactionConfig) =>
      (tx as unknown as { getTransactionConfigSQL(c: PgTransactionConfig): SQL }).getTransactionConfigSQL(c);
    let broken: Error | undefined;
    try {
      try {
        await tx.execute(sql`begin${config ? sql` ${configSql(config)}` : undefined}`);
      } catch (error) {
        broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      }
      try {
        const result = await body(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        await tx.execute(sql`rollback`).catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  };
}

// The sandbox provider's own books (sandbox_provider_operations): what it captured when its page paid
// and what it gave back when refund() was called. A real provider keeps these on its side; the sandbox
// keeps them in our database, apart from the ledger, so the reconciliation can find them disagreeing.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sandboxProviderOperations } from '../../db/schema/index.js';

export type SandboxOperation = {
  providerRef: string;
  operation: 'capture' | 'refund';
  amount: string;
  currency: string;
};

export interface SandboxBooks {
  /** Writes an operation; a second capture of one reference is not written (the page pays once). */
  record(operation: SandboxOperation, at?: Date): Promise<void>;
  operationsOf(providerRef: string): Promise<SandboxOperation[]>;
}

export function databaseSandboxBooks(db: Database): SandboxBooks {
  return {
    async record(operation, at = new Date()) {
      if (operation.operation === 'capture') {
        const [earlier] = await db
          .select({ id: sandboxProviderOperations.id })
          .from(sandboxProviderOperations)
          .where(
            and(
              eq(sandboxProviderOperations.providerRef, operation.providerRef),
              eq(sandboxProviderOperations.operation, 'capture'),
            ),
          )
          .limit(1);
        if (earlier) return;
      }
      await db.insert(sandboxProviderOperations).values({ ...operation, createdAt: at });
    },
    async operationsOf(providerRef) {
      const rows = await db
        .select()
        .from(sandboxProviderOperations)
        .where(eq(sandboxProviderOperations.providerRef, providerRef))
        .orderBy(asc(sandboxProviderOperations.createdAt));
      return rows.map((row) => ({
        providerRef: row.providerRef,
        operation: row.operation === 'refund' ? 'refund' : 'capture',
        amount: row.amount,
        currency: row.currency,
      }));
    },
  };
}

/** Books in memory: for a provider built without a database (tests that only sign callbacks). */
export function memorySandboxBooks(): SandboxBooks {
  const operations: SandboxOperation[] = [];
  return {
    async record(operation) {
      if (
        operation.operation === 'capture' &&
        operations.some((o) => o.providerRef === operation.providerRef && o.operation === 'capture')
      )
        return;
      operations.push(operation);
    },
    async operationsOf(providerRef) {
      return operations.filter((o) => o.providerRef === providerRef);
    },
  };
}

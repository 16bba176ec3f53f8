// POST /buyout/{id}/passport: the identity document for a buy-out order's customs clearance, checked
// by the domain's identityDocumentSchema and sealed with the identity-documents cipher (AES-256-GCM,
// row id and owner bound in), exactly as forwarding orders' documents are.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PassportSummary, Violation } from '@posylka/contract';
import { identityDocumentSchema, toViolations, translateMessage, type Locale } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { buyoutOrders, identityDocuments, users, type BuyoutOrderRow } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { aadOf, IdentityCipher, presentSummary, type StoredDocument } from '../identity-documents/index.js';

export async function saveBuyoutPassport(
  db: Database,
  secret: string,
  order: BuyoutOrderRow,
  body: Record<string, unknown>,
  locale: Locale,
): Promise<{ passport: PassportSummary }> {
  const parsed = identityDocumentSchema({ today: new Date() }).safeParse(body);
  const violations: Violation[] = parsed.success ? [] : toViolations(parsed.error.issues, locale);
  // SPEC §5 "Documents: passport valid and agreement checked."
  if (body.agreement !== true) {
    violations.push({ property: 'agreement', message: translateMessage('documents.agreement', {}, locale) });
  }
  if (!parsed.success || violations.length > 0) throw new HttpError(422, 'validationFailed', {}, violations);
  const { saveToCabinet, consent: _consent, ...document } = parsed.data;
  const stored: StoredDocument = document;

  const id = randomUUID();
  const sealed = new IdentityCipher(secret).seal(stored, aadOf(id, order.userId));
  await db.transaction(async (tx) => {
    // Same rule as the identity-documents feature: one save per customer at a time, so "only one
    // active (cabinet) document" holds with two tabs open.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, order.userId)).for('update');
    if (saveToCabinet) {
      await tx
        .update(identityDocuments)
        .set({ isActive: false, updatedAt: new Date() })
        .where(and(eq(identityDocuments.userId, order.userId), eq(identityDocuments.isActive, true)));
    }
    await tx.insert(identityDocuments).values({
      id,
      userId: order.userId,
      documentType: stored.documentType,
      ...sealed,
      isActive: saveToCabinet,
    });
    await tx
      .update(buyoutOrders)
      .set({ passportDocumentId: id, updatedAt: new Date() })
      .where(eq(buyoutOrders.id, order.id));
  });
  return { passport: presentSummary(id, stored) };
}

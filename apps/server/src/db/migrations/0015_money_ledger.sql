CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"service" varchar(16) NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" uuid,
	"product_id" uuid,
	"kind" varchar(24) NOT NULL,
	"reason" varchar(24),
	"note" text DEFAULT '' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount_uah" numeric(16, 2) NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"provider" varchar(16),
	"provider_ref" varchar(64),
	"reverses" uuid,
	"idempotency_key" varchar(160) NOT NULL,
	"actor" varchar(16) NOT NULL,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_positive" CHECK ("ledger_entries"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_idempotency_key_idx" ON "ledger_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_seq_idx" ON "ledger_entries" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at","seq");
--> statement-breakpoint
-- Backfill (issue 14): the money that moved before the ledger existed, so every order's figures read
-- the same from the ledger as they did from payments.refunded_amount and buyout_refunds. The hryvnia
-- figure uses the rate valid on the day of the movement (the newest before it), 0 when none is stored.
INSERT INTO "ledger_entries" ("service", "order_id", "user_id", "payment_id", "product_id", "kind", "amount", "currency", "amount_uah", "rate", "provider", "provider_ref", "idempotency_key", "actor", "created_at")
SELECT 'buyout', p."order_id", o."user_id", p."id", p."product_id",
  CASE WHEN p."kind" = 'surcharge' THEN 'surcharge' ELSE 'payment' END,
  p."amount", p."currency",
  round(p."amount" * coalesce(r."uah_per_unit", CASE WHEN p."currency" = 'UAH' THEN 1 ELSE 0 END), 2),
  coalesce(r."uah_per_unit", CASE WHEN p."currency" = 'UAH' THEN 1 ELSE 0 END),
  p."provider", p."provider_payment_id", 'capture:' || p."id", 'provider', coalesce(p."settled_at", p."created_at")
FROM "payments" p
JOIN "buyout_orders" o ON o."id" = p."order_id"
LEFT JOIN LATERAL (
  SELECT "uah_per_unit" FROM "exchange_rates"
  WHERE "currency_code" = p."currency" AND "valid_on" <= coalesce(p."settled_at", p."created_at")::date
  ORDER BY "valid_on" DESC LIMIT 1
) r ON true
WHERE p."status" IN ('paid', 'refunded') AND p."amount" > 0;
--> statement-breakpoint
-- The console's refund records: the operator's and the automatic ones, with their reason and line.
INSERT INTO "ledger_entries" ("service", "order_id", "user_id", "payment_id", "product_id", "kind", "reason", "note", "amount", "currency", "amount_uah", "rate", "provider", "provider_ref", "idempotency_key", "actor", "actor_user_id", "created_at")
SELECT 'buyout', f."order_id", o."user_id", p."id",
  CASE WHEN f."reason" ~ '^auto:[a-z_]+:[0-9a-f-]{36}$' THEN split_part(f."reason", ':', 3)::uuid END,
  'refund',
  CASE WHEN f."reason" ~ '^auto:[a-z_]+:[0-9a-f-]{36}$' THEN split_part(f."reason", ':', 2) ELSE 'operator' END,
  CASE WHEN f."reason" ~ '^auto:[a-z_]+:[0-9a-f-]{36}$' THEN '' ELSE f."reason" END,
  f."amount", f."currency", round(f."amount" * c."rate", 2), c."rate",
  p."provider", p."provider_payment_id", 'refund:backfill:' || f."id", CASE WHEN f."created_by" IS NULL THEN 'customer' ELSE 'operator' END,
  coalesce(f."created_by", o."user_id"), f."created_at"
FROM "buyout_refunds" f
JOIN "buyout_orders" o ON o."id" = f."order_id"
JOIN "payments" p ON p."provider_payment_id" = f."provider_ref" AND p."order_id" = f."order_id"
JOIN "ledger_entries" c ON c."idempotency_key" = 'capture:' || p."id"
WHERE f."status" = 'done' AND f."amount" > 0;
--> statement-breakpoint
-- What went back without a record (an edit's difference, a cancel, money no longer wanted): the rest
-- of each payment's refunded_amount, as one refund worded by the order's state.
INSERT INTO "ledger_entries" ("service", "order_id", "user_id", "payment_id", "kind", "reason", "note", "amount", "currency", "amount_uah", "rate", "provider", "provider_ref", "idempotency_key", "actor", "actor_user_id", "created_at")
SELECT 'buyout', p."order_id", o."user_id", p."id", 'refund',
  CASE WHEN o."status" IN ('canceled', 'refunded') THEN 'cancel' ELSE 'edit' END,
  'recorded before the ledger',
  p."refunded_amount" - coalesce(done."sum", 0), p."currency",
  round((p."refunded_amount" - coalesce(done."sum", 0)) * c."rate", 2), c."rate",
  p."provider", p."provider_payment_id", 'refund:backfill-rest:' || p."id", 'customer', o."user_id",
  coalesce(p."settled_at", p."created_at")
FROM "payments" p
JOIN "buyout_orders" o ON o."id" = p."order_id"
JOIN "ledger_entries" c ON c."idempotency_key" = 'capture:' || p."id"
LEFT JOIN LATERAL (
  SELECT sum(e."amount") AS "sum" FROM "ledger_entries" e WHERE e."payment_id" = p."id" AND e."kind" = 'refund'
) done ON true
WHERE p."refunded_amount" - coalesce(done."sum", 0) > 0;

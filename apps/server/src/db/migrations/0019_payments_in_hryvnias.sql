-- Issue 14 item 7: the provider charges hryvnias; what a payment pays for stays in the order's
-- currency (base_amount, base_currency) with the rate used. Payments made before were charged in
-- the order's currency itself: their base is their amount, at rate 1.
ALTER TABLE "payments" ADD COLUMN "base_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "base_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rate" numeric(18, 6) DEFAULT '1' NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "base_amount" = "amount", "base_currency" = "currency";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "base_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "base_currency" SET NOT NULL;

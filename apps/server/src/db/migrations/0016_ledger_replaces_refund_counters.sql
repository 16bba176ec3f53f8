DROP TABLE "buyout_refunds" CASCADE;--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refunded_amount";
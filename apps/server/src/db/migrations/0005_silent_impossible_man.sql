ALTER TABLE "orders" ADD COLUMN "bonuses_spent_uah" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "buyout_orders" ADD COLUMN "promo_format" varchar(8) DEFAULT 'amount' NOT NULL;
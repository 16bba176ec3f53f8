CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(64) NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid,
	"buyout_order_id" uuid,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "promo_redemptions_one_order" CHECK (("promo_redemptions"."order_id" is null) <> ("promo_redemptions"."buyout_order_id" is null))
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_buyout_order_id_buyout_orders_id_fk" FOREIGN KEY ("buyout_order_id") REFERENCES "public"."buyout_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_one_per_customer" ON "promo_redemptions" USING btree ("user_id","code") WHERE "promo_redemptions"."released_at" is null;--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_live" ON "promo_redemptions" USING btree ("code") WHERE "promo_redemptions"."released_at" is null;--> statement-breakpoint
CREATE INDEX "promo_redemptions_order_idx" ON "promo_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_buyout_order_idx" ON "promo_redemptions" USING btree ("buyout_order_id");--> statement-breakpoint
-- Backfill (hand-written): the codes already used before this table, so a customer who used one cannot use it again. The earliest completed live forwarding order per customer and code, then buy-out orders past checkout (not draft, not cancelled unpaid, not removed); a second order that already carries the same code keeps its discount, as it was accepted then.
INSERT INTO "promo_redemptions" ("code", "user_id", "order_id", "redeemed_at")
SELECT DISTINCT ON (o."user_id", p."code") p."code", o."user_id", o."id", coalesce(o."completed_at", o."updated_at")
FROM "orders" o JOIN "promo_codes" p ON p."code" = upper(o."promo_code")
WHERE o."is_checkout_completed" AND o."deleted_at" IS NULL
ORDER BY o."user_id", p."code", coalesce(o."completed_at", o."updated_at")
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "promo_redemptions" ("code", "user_id", "buyout_order_id", "redeemed_at")
SELECT DISTINCT ON (b."user_id", p."code") p."code", b."user_id", b."id", b."updated_at"
FROM "buyout_orders" b JOIN "promo_codes" p ON p."code" = upper(b."promo_code")
WHERE b."status" NOT IN ('draft', 'canceled') AND b."deleted_at" IS NULL
ORDER BY b."user_id", p."code", b."updated_at"
ON CONFLICT DO NOTHING;

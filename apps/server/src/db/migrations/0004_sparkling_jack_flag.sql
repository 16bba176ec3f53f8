CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"entity_type" varchar(24) NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyout_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consolidations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"status" varchar(12) DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_state" varchar(16),
	"to_state" varchar(16) NOT NULL,
	"event" varchar(24) NOT NULL,
	"actor" varchar(8) NOT NULL,
	"actor_user_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_user_archived_created_idx";--> statement-breakpoint
DROP INDEX "buyout_orders_user_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_state" varchar(16) DEFAULT 'declared' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "state_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paused_once" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weight_kg" numeric(8, 3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "length_cm" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "width_cm" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "height_cm" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waybill_number" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_cost_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_cost_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consolidation_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "restricted_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyout_order_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bonuses_credited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyout_orders" ADD COLUMN "bought_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyout_orders" ADD COLUMN "forwarding_order_id" uuid;--> statement-breakpoint
ALTER TABLE "buyout_products" ADD COLUMN "shop_order_number" varchar(64);--> statement-breakpoint
ALTER TABLE "buyout_products" ADD COLUMN "actual_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "buyout_products" ADD COLUMN "actual_quantity" integer;--> statement-breakpoint
ALTER TABLE "buyout_products" ADD COLUMN "decision" varchar(16);--> statement-breakpoint
ALTER TABLE "buyout_products" ADD COLUMN "purchased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyout_products" ADD COLUMN "surcharge_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "buyout_products" ADD COLUMN "surcharge_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" varchar(16) DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_refunds" ADD CONSTRAINT "buyout_refunds_order_id_buyout_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."buyout_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_refunds" ADD CONSTRAINT "buyout_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consolidations" ADD CONSTRAINT "consolidations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "buyout_refunds_order_idx" ON "buyout_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "consolidations_user_idx" ON "consolidations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_photos_order_idx" ON "order_photos" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_product_id_buyout_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."buyout_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_list_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST,"archived_at","shipment_state","type","country_code","company_id","id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_shipment_state_changed_idx" ON "orders" USING btree ("shipment_state","state_changed_at") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_consolidation_idx" ON "orders" USING btree ("consolidation_id") WHERE "orders"."consolidation_id" is not null;--> statement-breakpoint
CREATE INDEX "buyout_orders_user_list_idx" ON "buyout_orders" USING btree ("user_id","created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST,"id");
CREATE TABLE "buyout_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"status" varchar(24) DEFAULT 'draft' NOT NULL,
	"recipient" jsonb,
	"user_address_id" uuid,
	"is_apply_discount" boolean DEFAULT false NOT NULL,
	"promo_code" varchar(64) DEFAULT '' NOT NULL,
	"promo_value" numeric(12, 2),
	"promo_restricted_value" numeric(12, 2),
	"churn_accepted" boolean DEFAULT false NOT NULL,
	"churn_offer_id" uuid,
	"tax_agreement" boolean DEFAULT true NOT NULL,
	"passport_document_id" uuid,
	"total_amount" numeric(14, 2),
	"total_currency" varchar(3),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyout_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"link" text NOT NULL,
	"name" text NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price" numeric(12, 2),
	"comment" text DEFAULT '' NOT NULL,
	"allow_overpricing" boolean DEFAULT true NOT NULL,
	"allow_lower_quantity" boolean DEFAULT true NOT NULL,
	"track_no" varchar(64),
	"item_status" varchar(16) DEFAULT 'awaiting' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_payment_id" varchar(64) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"refunded_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"last_callback" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "diia_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"return_url" text DEFAULT '' NOT NULL,
	"sealed_data" text,
	"key_id" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shared_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "buyout_orders" ADD CONSTRAINT "buyout_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_orders" ADD CONSTRAINT "buyout_orders_user_address_id_user_addresses_id_fk" FOREIGN KEY ("user_address_id") REFERENCES "public"."user_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_orders" ADD CONSTRAINT "buyout_orders_passport_document_id_identity_documents_id_fk" FOREIGN KEY ("passport_document_id") REFERENCES "public"."identity_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_products" ADD CONSTRAINT "buyout_products_order_id_buyout_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."buyout_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_buyout_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."buyout_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diia_requests" ADD CONSTRAINT "diia_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyout_orders_user_idx" ON "buyout_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "buyout_products_order_idx" ON "buyout_products" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_id_idx" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");
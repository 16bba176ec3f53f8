CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"category_id" integer,
	"is_empty_category_id" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_amount" numeric(14, 2) NOT NULL,
	"unit_price_currency" varchar(3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"user_id" uuid NOT NULL,
	"type" varchar(16) DEFAULT 'forwarding' NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"company_id" integer,
	"company_name" text,
	"partner" text,
	"name" text,
	"track_no" varchar(40),
	"received_track_number" boolean,
	"no_track_number" boolean DEFAULT false NOT NULL,
	"checkout_state" varchar(16) DEFAULT 'new' NOT NULL,
	"is_checkout_completed" boolean DEFAULT false NOT NULL,
	"consignee_address_id" uuid,
	"phone_number" varchar(12),
	"one_time_password" varchar(50),
	"promo_code" varchar(64),
	"promo_format" varchar(8),
	"promo_value" numeric(12, 2),
	"promo_restricted_value" numeric(12, 2),
	"churn_accepted" boolean DEFAULT false NOT NULL,
	"churn_offer_id" uuid,
	"discount" boolean DEFAULT false NOT NULL,
	"pause_choice" boolean,
	"tax_agreement" boolean DEFAULT false NOT NULL,
	"notify_me" boolean DEFAULT false NOT NULL,
	"is_consolidated" boolean DEFAULT false NOT NULL,
	"multi_order" boolean DEFAULT false NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"is_created_by_warehouse" boolean DEFAULT false NOT NULL,
	"is_created_by_sml" boolean DEFAULT false NOT NULL,
	"is_block_cross_dock_declaration" boolean DEFAULT false NOT NULL,
	"additional_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"items_total_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"items_total_currency" varchar(3),
	"items_total_eur" numeric(14, 2) DEFAULT '0' NOT NULL,
	"items_total_uah" numeric(14, 2) DEFAULT '0' NOT NULL,
	"price_customs_clearance_eur" numeric(14, 2) DEFAULT '0' NOT NULL,
	"insurance_fee_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"is_over_limit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" varchar(24) NOT NULL,
	"original_filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"mime_type" varchar(64) NOT NULL,
	"is_incorrect_document" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_type" varchar(8) NOT NULL,
	"key_id" varchar(16) NOT NULL,
	"iv" text NOT NULL,
	"ciphertext" text NOT NULL,
	"auth_tag" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_passports" (
	"order_id" uuid NOT NULL,
	"identity_document_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_passports_order_id_pk" PRIMARY KEY("order_id")
);
--> statement-breakpoint
CREATE TABLE "churn_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"discount_amount" numeric(12, 2) NOT NULL,
	"restricted_value" numeric(12, 2),
	"expired_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"format" varchar(8) DEFAULT 'amount' NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"restricted_value" numeric(12, 2),
	"countries" text[],
	"services" text[],
	"hs_codes" text[],
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_consignee_address_id_user_addresses_id_fk" FOREIGN KEY ("consignee_address_id") REFERENCES "public"."user_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_passports" ADD CONSTRAINT "order_passports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_passports" ADD CONSTRAINT "order_passports_identity_document_id_identity_documents_id_fk" FOREIGN KEY ("identity_document_id") REFERENCES "public"."identity_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "churn_offers" ADD CONSTRAINT "churn_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_archived_created_idx" ON "orders" USING btree ("user_id","archived_at","created_at" DESC NULLS LAST) WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_track_no_unique" ON "orders" USING btree (upper("track_no")) WHERE "orders"."track_no" is not null and "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "order_files_order_idx" ON "order_files" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_files_user_idx" ON "order_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "identity_documents_user_idx" ON "identity_documents" USING btree ("user_id","is_active");--> statement-breakpoint
CREATE INDEX "churn_offers_user_idx" ON "churn_offers" USING btree ("user_id","expired_at");
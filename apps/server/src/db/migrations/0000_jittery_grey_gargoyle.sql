CREATE TABLE "email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"locale" text DEFAULT 'uk' NOT NULL,
	"first_name_cyr" text,
	"last_name_cyr" text,
	"middle_name_cyr" text,
	"phone_number" text,
	"phone_verified_at" timestamp with time zone,
	"customer_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"slug" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"icon" text NOT NULL,
	"may_need_password" boolean NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "companies_country_slug_uq" UNIQUE("country_code","slug")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"icon" text NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"form_currencies" jsonb NOT NULL,
	"max_cost" numeric(12, 2) NOT NULL,
	"max_cost_currency" varchar(3) NOT NULL,
	"export_documents" boolean NOT NULL,
	"affordable" boolean NOT NULL,
	"transport" varchar(8) NOT NULL,
	"delivery_separation_date" date,
	"delivery_separation_extra_note" boolean NOT NULL,
	"link" text NOT NULL,
	"domain" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_places" (
	"id" varchar(16) PRIMARY KEY NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"name" jsonb NOT NULL,
	"city" jsonb NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"numeric_code" smallint NOT NULL,
	"symbol" text NOT NULL,
	"names" jsonb NOT NULL,
	"minor_units" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency_code" varchar(3) NOT NULL,
	"valid_on" date NOT NULL,
	"uah_per_unit" numeric NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "exchange_rates_currency_code_valid_on_pk" PRIMARY KEY("currency_code","valid_on")
);
--> statement-breakpoint
CREATE TABLE "goods_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug" varchar(64) NOT NULL,
	"names" jsonb NOT NULL,
	"hs_code" varchar(10) NOT NULL,
	"dangerous_goods" boolean NOT NULL,
	"is_tax_free" boolean NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "goods_categories_slug_uq" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "hs_codes" (
	"code" varchar(6) PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"description_uk" text,
	"parent" varchar(6),
	"level" smallint NOT NULL,
	"section" varchar(5) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"stock_id" varchar(16) NOT NULL,
	"from_kg" numeric(8, 3) NOT NULL,
	"to_kg" numeric(8, 3) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	CONSTRAINT "tariff_entries_band_uq" UNIQUE("stock_id","from_kg")
);
--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_max_cost_currency_currencies_code_fk" FOREIGN KEY ("max_cost_currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_places" ADD CONSTRAINT "country_places_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_entries" ADD CONSTRAINT "tariff_entries_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_entries" ADD CONSTRAINT "tariff_entries_stock_id_country_places_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."country_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_entries" ADD CONSTRAINT "tariff_entries_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_user_id_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_customer_code_unique" ON "users" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "country_places_country_idx" ON "country_places" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "goods_categories_parent_idx" ON "goods_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "hs_codes_parent_idx" ON "hs_codes" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "hs_codes_level_idx" ON "hs_codes" USING btree ("level");--> statement-breakpoint
CREATE INDEX "tariff_entries_country_idx" ON "tariff_entries" USING btree ("country_code");
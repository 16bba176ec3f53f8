CREATE TABLE "catalog_shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(64) NOT NULL,
	"title" text NOT NULL,
	"site_url" text NOT NULL,
	"color" varchar(7) NOT NULL,
	"countries" varchar(2)[] NOT NULL,
	"categories" varchar(32)[] NOT NULL,
	"popularity" integer NOT NULL,
	"short_descriptions" jsonb NOT NULL,
	CONSTRAINT "catalog_shops_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"slug" varchar(32) PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"excerpt" jsonb NOT NULL,
	"href" text NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "banner_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"href" text,
	"alt" jsonb NOT NULL,
	"image_desktop" text NOT NULL,
	"image_desktop_webp" text,
	"image_mobile" text NOT NULL,
	"image_mobile_webp" text,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banner_slides_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "compare_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"discount" numeric(5, 2) NOT NULL,
	"price_ukraine" numeric(12, 2) NOT NULL,
	"price_usa" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"img" text NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "compare_products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "header_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"text" jsonb NOT NULL,
	"link" text,
	"color" varchar(9) NOT NULL,
	"text_color" varchar(9) NOT NULL,
	"country_codes" jsonb NOT NULL,
	"has_arrow" boolean NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "header_items_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "notification_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"locale" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image" text,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_posts_slug_locale" UNIQUE("slug","locale")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"placement" varchar(32) NOT NULL,
	"country_code" varchar(2),
	"title" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"href" text,
	"color" varchar(9) NOT NULL,
	"text_color" varchar(9) NOT NULL,
	"discount_percent" numeric(5, 2),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"sort_order" integer NOT NULL,
	CONSTRAINT "promotions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "stock_addresses" (
	"place_id" varchar(16) PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"alert" jsonb
);
--> statement-breakpoint
CREATE TABLE "user_default_stocks" (
	"user_id" uuid NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"place_id" varchar(16) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_default_stocks_user_id_country_code_pk" PRIMARY KEY("user_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "loyalty_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount_uah" numeric(12, 2) NOT NULL,
	"order_ref" text,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_transactions_type_check" CHECK ("loyalty_transactions"."type" in ('earn', 'spend')),
	CONSTRAINT "loyalty_transactions_amount_positive" CHECK ("loyalty_transactions"."amount_uah" > 0)
);
--> statement-breakpoint
CREATE TABLE "alert_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text DEFAULT 'info' NOT NULL,
	"message_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" varchar(16) NOT NULL,
	"city_ref" varchar(64),
	"city_name" text NOT NULL,
	"warehouse_ref" varchar(64),
	"warehouse_number" varchar(16),
	"warehouse_description" text,
	"street" text DEFAULT '' NOT NULL,
	"house" text DEFAULT '' NOT NULL,
	"building" text DEFAULT '' NOT NULL,
	"flat" text DEFAULT '' NOT NULL,
	"zip" varchar(5) NOT NULL,
	"additional_info" varchar(250) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"full_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "np_areas" (
	"ref" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"description_ru" text,
	"areas_center" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "np_cities" (
	"ref" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"description_ru" text,
	"area_ref" text,
	"area_description" text DEFAULT '' NOT NULL,
	"area_description_ru" text,
	"settlement_type" text DEFAULT '' NOT NULL,
	"settlement_type_ru" text,
	"rank" smallint DEFAULT 4 NOT NULL,
	"search_uk" text NOT NULL,
	"search_ru" text,
	"search_latin" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "np_city_search_keys" (
	"key" text NOT NULL,
	"city_ref" text NOT NULL,
	CONSTRAINT "np_city_search_keys_key_city_ref_pk" PRIMARY KEY("key","city_ref")
);
--> statement-breakpoint
CREATE TABLE "np_warehouse_types" (
	"ref" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"description_ru" text,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "np_warehouses" (
	"ref" text PRIMARY KEY NOT NULL,
	"city_ref" text NOT NULL,
	"number" text NOT NULL,
	"number_value" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"type_ref" text,
	"description" text NOT NULL,
	"description_ru" text,
	"short_address" text DEFAULT '' NOT NULL,
	"short_address_ru" text,
	"phone" text,
	"schedule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"latitude" numeric(10, 7),
	"longitude" numeric(10, 7),
	"max_weight_kg" numeric(8, 2),
	"dimensions" jsonb,
	"status" text NOT NULL,
	"deny_to_select" boolean DEFAULT false NOT NULL,
	"post_machine_type" text,
	"postal_code" text,
	"search_text" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"code_hash" text,
	"code_salt" text,
	"input_attempts" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_addresses" ADD CONSTRAINT "stock_addresses_place_id_country_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."country_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_default_stocks" ADD CONSTRAINT "user_default_stocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_default_stocks" ADD CONSTRAINT "user_default_stocks_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_default_stocks" ADD CONSTRAINT "user_default_stocks_place_id_country_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."country_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_messages" ADD CONSTRAINT "alert_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "np_city_search_keys" ADD CONSTRAINT "np_city_search_keys_city_ref_np_cities_ref_fk" FOREIGN KEY ("city_ref") REFERENCES "public"."np_cities"("ref") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_shops_countries_idx" ON "catalog_shops" USING gin ("countries");--> statement-breakpoint
CREATE INDEX "catalog_shops_categories_idx" ON "catalog_shops" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "notification_posts_locale_published" ON "notification_posts" USING btree ("locale","published_at");--> statement-breakpoint
CREATE INDEX "promotions_placement" ON "promotions" USING btree ("placement","country_code");--> statement-breakpoint
CREATE INDEX "user_default_stocks_place_idx" ON "user_default_stocks" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "loyalty_transactions_user_created_idx" ON "loyalty_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_messages_user_idx" ON "alert_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_addresses_user_active_idx" ON "user_addresses" USING btree ("user_id","active");--> statement-breakpoint
CREATE UNIQUE INDEX "user_addresses_one_default" ON "user_addresses" USING btree ("user_id") WHERE "user_addresses"."is_default" and "user_addresses"."active";--> statement-breakpoint
CREATE INDEX "np_cities_rank_idx" ON "np_cities" USING btree ("rank","description");--> statement-breakpoint
CREATE INDEX "np_city_search_keys_prefix_idx" ON "np_city_search_keys" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "np_city_search_keys_city_idx" ON "np_city_search_keys" USING btree ("city_ref");--> statement-breakpoint
CREATE INDEX "np_warehouses_city_type_idx" ON "np_warehouses" USING btree ("city_ref","type","number_value");--> statement-breakpoint
CREATE INDEX "np_warehouses_source_idx" ON "np_warehouses" USING btree ("source") WHERE "np_warehouses"."source" = 'compact';--> statement-breakpoint
CREATE INDEX "phone_verifications_user_phone_idx" ON "phone_verifications" USING btree ("user_id","phone","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_idx" ON "phone_verifications" USING btree ("phone");
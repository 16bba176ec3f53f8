ALTER TABLE "orders" ADD COLUMN "warehouse_id" varchar(16);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "label_conflict" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_warehouse_id_country_places_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."country_places"("id") ON DELETE no action ON UPDATE no action;
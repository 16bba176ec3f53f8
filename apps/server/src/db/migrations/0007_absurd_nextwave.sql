DROP INDEX "buyout_orders_user_list_idx";--> statement-breakpoint
ALTER TABLE "buyout_orders" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyout_orders" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "buyout_orders_user_list_idx" ON "buyout_orders" USING btree ("user_id","created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST,"archived_at","deleted_at","id");
ALTER TABLE "users" ADD COLUMN "first_name_lat" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_name_lat" text;
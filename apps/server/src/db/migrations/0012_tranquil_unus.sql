ALTER TABLE "phone_verifications" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "phone_verifications_ip_idx" ON "phone_verifications" USING btree ("ip","created_at");
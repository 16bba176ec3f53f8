CREATE TABLE "churn_offer_grants" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"result" varchar(8) NOT NULL,
	"granted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "churn_offer_grants" ADD CONSTRAINT "churn_offer_grants_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "churn_offer_grants" ADD CONSTRAINT "churn_offer_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "churn_offer_grants" ADD CONSTRAINT "churn_offer_grants_offer_id_churn_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."churn_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "churn_offer_grants_offer_idx" ON "churn_offer_grants" USING btree ("offer_id");
CREATE TABLE "registration"."carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration"."carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"payment_method" text,
	CONSTRAINT "carts_token_unique" UNIQUE("token"),
	CONSTRAINT "carts_owner_check" CHECK ("registration"."carts"."user_id" IS NOT NULL OR "registration"."carts"."token" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "registration"."orders" ADD COLUMN "cart_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_user_idx" ON "registration"."carts" USING btree ("user_id") WHERE "registration"."carts"."user_id" IS NOT NULL AND "registration"."carts"."submitted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "registration"."orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "registration"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_cart_idx" ON "registration"."orders" USING btree ("cart_id");
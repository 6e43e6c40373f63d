CREATE TABLE "reference_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" varchar(48) NOT NULL,
	"label" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "reference_items_list_label_idx" ON "reference_items" USING btree ("list","label");
CREATE TABLE "demand_request_files" (
	"demand_request_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"added_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_request_files_demand_request_id_file_id_pk" PRIMARY KEY("demand_request_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "demand_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"demand_type_id" integer NOT NULL,
	"requester_user_id" integer NOT NULL,
	"requester_position_id" integer,
	"sequence_year" integer NOT NULL,
	"sequence_number" integer NOT NULL,
	"number" varchar(32) NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" varchar(16) NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "demand_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"demand_request_id" integer NOT NULL,
	"role_ids" integer[] NOT NULL,
	"status" varchar(16) NOT NULL,
	"response" text,
	"redirect_role_id" integer,
	"responder_user_id" integer,
	"responder_position_id" integer,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_type_roles" (
	"demand_type_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "demand_type_roles_demand_type_id_role_id_pk" PRIMARY KEY("demand_type_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "demand_type_sequences" (
	"demand_type_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "demand_type_sequences_demand_type_id_year_pk" PRIMARY KEY("demand_type_id","year")
);
--> statement-breakpoint
CREATE TABLE "demand_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"sequence_yearly_reset" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "demand_request_files" ADD CONSTRAINT "demand_request_files_demand_request_id_demand_requests_id_fk" FOREIGN KEY ("demand_request_id") REFERENCES "public"."demand_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_request_files" ADD CONSTRAINT "demand_request_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_request_files" ADD CONSTRAINT "demand_request_files_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_requests" ADD CONSTRAINT "demand_requests_demand_type_id_demand_types_id_fk" FOREIGN KEY ("demand_type_id") REFERENCES "public"."demand_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_requests" ADD CONSTRAINT "demand_requests_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_requests" ADD CONSTRAINT "demand_requests_requester_position_id_positions_id_fk" FOREIGN KEY ("requester_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_responses" ADD CONSTRAINT "demand_responses_demand_request_id_demand_requests_id_fk" FOREIGN KEY ("demand_request_id") REFERENCES "public"."demand_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_responses" ADD CONSTRAINT "demand_responses_redirect_role_id_roles_id_fk" FOREIGN KEY ("redirect_role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_responses" ADD CONSTRAINT "demand_responses_responder_user_id_users_id_fk" FOREIGN KEY ("responder_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_responses" ADD CONSTRAINT "demand_responses_responder_position_id_positions_id_fk" FOREIGN KEY ("responder_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_type_roles" ADD CONSTRAINT "demand_type_roles_demand_type_id_demand_types_id_fk" FOREIGN KEY ("demand_type_id") REFERENCES "public"."demand_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_type_roles" ADD CONSTRAINT "demand_type_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_type_sequences" ADD CONSTRAINT "demand_type_sequences_demand_type_id_demand_types_id_fk" FOREIGN KEY ("demand_type_id") REFERENCES "public"."demand_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demand_requests_uuid_unique" ON "demand_requests" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "demand_requests_sequence_unique" ON "demand_requests" USING btree ("demand_type_id","sequence_year","sequence_number");--> statement-breakpoint
CREATE INDEX "demand_requests_requester_idx" ON "demand_requests" USING btree ("requester_user_id");--> statement-breakpoint
CREATE INDEX "demand_responses_request_idx" ON "demand_responses" USING btree ("demand_request_id");--> statement-breakpoint
CREATE INDEX "demand_responses_roles_idx" ON "demand_responses" USING gin ("role_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "demand_responses_current_unique" ON "demand_responses" USING btree ("demand_request_id") WHERE status <> 'redirected';--> statement-breakpoint
CREATE INDEX "demand_type_roles_role_idx" ON "demand_type_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "demand_types_name_idx" ON "demand_types" USING btree ("name");
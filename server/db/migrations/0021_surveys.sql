CREATE TABLE "manager_survey_response_answers" (
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"manager_survey_id" integer NOT NULL,
	"respondent_user_id" integer NOT NULL,
	"respondent_role_id" integer NOT NULL,
	"manager_position_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"min_answer_select" integer NOT NULL,
	"receivers" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_question_answers" (
	"question_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_question_links" (
	"survey_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(500) NOT NULL,
	"start_date" date NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "manager_survey_response_answers" ADD CONSTRAINT "manager_survey_response_answers_response_id_manager_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."manager_survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_survey_response_answers" ADD CONSTRAINT "manager_survey_response_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_survey_response_answers" ADD CONSTRAINT "manager_survey_response_answers_answer_id_survey_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."survey_answers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_survey_responses" ADD CONSTRAINT "manager_survey_responses_manager_survey_id_manager_surveys_id_fk" FOREIGN KEY ("manager_survey_id") REFERENCES "public"."manager_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_survey_responses" ADD CONSTRAINT "manager_survey_responses_respondent_user_id_users_id_fk" FOREIGN KEY ("respondent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_survey_responses" ADD CONSTRAINT "manager_survey_responses_respondent_role_id_roles_id_fk" FOREIGN KEY ("respondent_role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_survey_responses" ADD CONSTRAINT "manager_survey_responses_manager_position_id_positions_id_fk" FOREIGN KEY ("manager_position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_surveys" ADD CONSTRAINT "manager_surveys_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_surveys" ADD CONSTRAINT "manager_surveys_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_surveys" ADD CONSTRAINT "manager_surveys_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_question_answers" ADD CONSTRAINT "survey_question_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_question_answers" ADD CONSTRAINT "survey_question_answers_answer_id_survey_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."survey_answers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_question_links" ADD CONSTRAINT "survey_question_links_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_question_links" ADD CONSTRAINT "survey_question_links_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manager_survey_response_answers_pk" ON "manager_survey_response_answers" USING btree ("response_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manager_survey_responses_once" ON "manager_survey_responses" USING btree ("manager_survey_id","respondent_user_id","manager_position_id");--> statement-breakpoint
CREATE INDEX "manager_survey_responses_manager_idx" ON "manager_survey_responses" USING btree ("manager_survey_id","manager_position_id");--> statement-breakpoint
CREATE INDEX "manager_surveys_survey_idx" ON "manager_surveys" USING btree ("survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_question_answers_pk" ON "survey_question_answers" USING btree ("question_id","answer_id");--> statement-breakpoint
CREATE INDEX "survey_question_answers_answer_idx" ON "survey_question_answers" USING btree ("answer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_question_links_pk" ON "survey_question_links" USING btree ("survey_id","question_id");--> statement-breakpoint
CREATE INDEX "survey_question_links_question_idx" ON "survey_question_links" USING btree ("question_id");
CREATE TABLE "correspondence_survey_answers" (
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	CONSTRAINT "correspondence_survey_answers_response_id_question_id_pk" PRIMARY KEY("response_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "correspondence_survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"correspondence_id" integer NOT NULL,
	"respondent_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "correspondences" ADD COLUMN "survey_id" integer;--> statement-breakpoint
ALTER TABLE "correspondence_survey_answers" ADD CONSTRAINT "correspondence_survey_answers_response_id_correspondence_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."correspondence_survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_survey_answers" ADD CONSTRAINT "correspondence_survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_survey_answers" ADD CONSTRAINT "correspondence_survey_answers_answer_id_survey_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."survey_answers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_survey_responses" ADD CONSTRAINT "correspondence_survey_responses_correspondence_id_correspondences_id_fk" FOREIGN KEY ("correspondence_id") REFERENCES "public"."correspondences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_survey_responses" ADD CONSTRAINT "correspondence_survey_responses_respondent_user_id_users_id_fk" FOREIGN KEY ("respondent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "correspondence_survey_responses_once" ON "correspondence_survey_responses" USING btree ("correspondence_id","respondent_user_id");--> statement-breakpoint
ALTER TABLE "correspondences" ADD CONSTRAINT "correspondences_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;
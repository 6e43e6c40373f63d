-- "Contains" searches (LIKE '%text%') read every row unless a trigram index holds the searched
-- expression. Each index below is written exactly as server/db/sql.ts builds the query side:
-- folded(x) = lower(translate(x, FOLD_FROM, FOLD_TO)) with the fold strings as literals, and
-- personName(u) = first_name || coalesce(' ' || middle_name, '') || ' ' || last_name (concat_ws is
-- not immutable, so no index can hold it). Change one side, change the other (docs/decisions/search.md).
-- PGlite loads the extension in server/db/client.ts; PostgreSQL ships it in contrib (trusted, PG 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_full_name_trgm_idx" ON "employees" USING gin (lower(translate("full_name", 'ÇĞİIÖŞÜçğıöşüÂâÎîÛû', 'cgiiosucgiosuaaiiuu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_person_name_trgm_idx" ON "users" USING gin (lower(translate(("first_name" || coalesce(' ' || "middle_name", '') || ' ' || "last_name"), 'ÇĞİIÖŞÜçğıöşüÂâÎîÛû', 'cgiiosucgiosuaaiiuu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin (lower(translate("name", 'ÇĞİIÖŞÜçğıöşüÂâÎîÛû', 'cgiiosucgiosuaaiiuu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin (lower(translate("email", 'ÇĞİIÖŞÜçğıöşüÂâÎîÛû', 'cgiiosucgiosuaaiiuu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_mobile_number_trgm_idx" ON "users" USING gin ("mobile_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "performance_cards_full_name_trgm_idx" ON "performance_cards" USING gin (lower(translate("full_name", 'ÇĞİIÖŞÜçğıöşüÂâÎîÛû', 'cgiiosucgiosuaaiiuu')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "performance_cards_assessor_trgm_idx" ON "performance_cards" USING gin (lower(translate("assessor_full_name", 'ÇĞİIÖŞÜçğıöşüÂâÎîÛû', 'cgiiosucgiosuaaiiuu')) gin_trgm_ops);

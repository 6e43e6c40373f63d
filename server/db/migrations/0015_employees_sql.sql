-- The employee filter's 'starts with' on names folds Turkish letters exactly like server/db/sql.ts
-- folded(): lower(translate(col, FOLD_FROM, FOLD_TO)). These expression indexes (text_pattern_ops,
-- so LIKE 'x%' can use them under any collation) serve those prefixes; the national id is stored
-- as digits and matched by prefix on its own pattern index.
CREATE INDEX IF NOT EXISTS "employees_first_name_folded_idx" ON "employees" (lower(translate("first_name", 'ÇĞİIÖŞÜçğıöşüÂâÎîÛû', 'cgiiosucgiosuaaiiuu')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_last_name_folded_idx" ON "employees" (lower(translate("last_name", 'ÇĞİIÖŞÜçğıöşüÂâÎîÛû', 'cgiiosucgiosuaaiiuu')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_full_name_folded_idx" ON "employees" (lower(translate("full_name", 'ÇĞİIÖŞÜçğıöşüÂâÎîÛû', 'cgiiosucgiosuaaiiuu')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_national_id_pattern_idx" ON "employees" ("national_id_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_term_type_idx" ON "employees" ("term_type");

-- The payroll view day exists in every database (the 1st of the following month until HR changes it).
INSERT INTO "payroll_settings" ("id", "day_of_payroll_viewing") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;

-- The SMS clients (the report's client filter), needed by every database, demo or not.
INSERT INTO "sms_clients" ("id", "code", "name") VALUES (1, 'bulk', 'Toplu SMS'), (2, 'payroll', 'Bordro doğrulama')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- The payroll view day exists in every database (the 1st of the following month until HR changes it).
INSERT INTO "payroll_settings" ("id", "day_of_payroll_viewing") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;

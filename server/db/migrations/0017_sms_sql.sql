-- The SMS clients (the report's client filter), needed by every database, demo or not.
INSERT INTO "sms_clients" ("id", "code", "name") VALUES (1, 'bulk', 'Toplu SMS'), (2, 'payroll', 'Bordro doğrulama')
ON CONFLICT ("id") DO NOTHING;

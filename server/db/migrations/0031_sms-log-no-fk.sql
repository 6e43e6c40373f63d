ALTER TABLE "sms_transaction_logs" DROP CONSTRAINT "sms_transaction_logs_client_id_sms_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "sms_transaction_logs" DROP CONSTRAINT "sms_transaction_logs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sms_transaction_logs" DROP CONSTRAINT "sms_transaction_logs_position_id_positions_id_fk";
--> statement-breakpoint
ALTER TABLE "sms_transaction_logs" DROP CONSTRAINT "sms_transaction_logs_sender_user_id_users_id_fk";

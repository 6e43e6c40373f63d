import { z } from 'zod';
import { endpoint, id, listQuery, text } from '../http';
import { additionalPhone, SMS_BODY_MAX, SMS_MAX_SEGMENTS, SMS_MESSAGES, smsSegments } from './segments';

/**
 * Bulk SMS (spec 3 §2–§9): send to typed receivers and extra numbers, history, detail, the
 * transaction report with status refresh and Excel, the clients list. Sending and delivery tracking
 * run as jobs through the SMS gateway adapter (docs/decisions/sms.md).
 */
export const SMS_PERMISSION = 'manage-sms';
const access = { permission: SMS_PERMISSION } as const;

export const SMS_RECEIVER_TYPES = ['department', 'group', 'personal_group', 'position', 'role', 'security_project'] as const;
export type SmsReceiverType = (typeof SMS_RECEIVER_TYPES)[number];

export const smsReceiverInput = z.object({ type: z.enum(SMS_RECEIVER_TYPES), id });
export const smsReceiver = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(SMS_RECEIVER_TYPES),
  role_id: z.number().nullable(),
  role_name: z.string().nullable(),
});
export type SmsReceiver = z.infer<typeof smsReceiver>;

export const additionalReceiver = z.object({
  full_name: text(120).min(1),
  mobile_number: z.string().trim().max(20).transform((v, ctx) => {
    const stored = additionalPhone(v);
    if (!stored) {
      ctx.addIssue({ code: 'custom', message: SMS_MESSAGES.phoneInvalid });
      return z.NEVER;
    }
    return stored;
  }),
});

export const smsBody = z.object({
  body: z.string().trim().min(1, SMS_MESSAGES.bodyRequired).max(SMS_BODY_MAX, SMS_MESSAGES.tooLong)
    .refine((b) => smsSegments(b).segments <= SMS_MAX_SEGMENTS, SMS_MESSAGES.tooLong),
  receivers: z.array(smsReceiverInput).max(200).default([])
    .transform((list) => [...new Map(list.map((e) => [`${e.type}:${e.id}`, e])).values()]),
  additional_receivers: z.array(additionalReceiver).max(500).default([]),
}).refine((b) => b.receivers.length + b.additional_receivers.length > 0, { message: SMS_MESSAGES.noReceivers, path: ['receivers'] });
export type SmsBody = z.input<typeof smsBody>;

export const SMS_STATUSES = ['queued', 'pending', 'delivered', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export const shortMessageItem = z.object({
  id: z.number(),
  body: z.string(),
  sender_full_name: z.string(),
  sender_position_id: z.number().nullable(),
  receiver_count: z.number(),
  segment_count: z.number(),
  display_count: z.number(),
  counts: z.object({ queued: z.number(), pending: z.number(), delivered: z.number(), failed: z.number() }),
  created_at: z.string(),
});

export const shortMessageReceiverRow = z.object({
  id: z.number(),
  full_name: z.string(),
  gsm: z.string(),
  status: z.enum(SMS_STATUSES),
  status_reason: z.string().nullable(),
  delivered_at: z.string().nullable(),
});

export const shortMessageDetail = shortMessageItem.extend({
  receivers: z.array(smsReceiver),
  additional_receivers: z.array(z.object({ full_name: z.string(), mobile_number: z.string() })),
  short_message_receivers: z.array(shortMessageReceiverRow),
});

export const transactionLogRow = z.object({
  id: z.number(),
  reference_code: z.string(),
  gsm: z.string(),
  full_name: z.string(),
  national_id_number: z.string().nullable(),
  position_id: z.number().nullable(),
  client_id: z.number(),
  client_name: z.string(),
  sender_full_name: z.string().nullable(),
  body: z.string(),
  segments: z.number(),
  gateway: z.string(),
  status: z.enum(SMS_STATUSES),
  status_reason: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type TransactionLogRow = z.infer<typeof transactionLogRow>;

const day = z.iso.date();
export const smsListQuery = listQuery.extend({
  created_at_from: day.optional(),
  created_at_to: day.optional(),
  sender_position_id: id.optional(),
});
export const transactionLogQuery = listQuery.extend({
  start_date: day.optional(),
  end_date: day.optional(),
  gsm: z.string().trim().max(20).optional(),
  national_id_number: z.string().trim().max(11).optional(),
  position_id: id.optional(),
  reference_code: text(64).optional(),
  client_id: id.optional(),
  status: z.enum(SMS_STATUSES).optional(),
});
export type TransactionLogQuery = z.infer<typeof transactionLogQuery>;

export const smsClient = z.object({ id: z.number(), code: z.string(), name: z.string() });

export const listShortMessages = endpoint({
  method: 'GET', path: '/short-message', access, summary: 'Sent bulk SMS, newest first.',
  query: smsListQuery, data: z.array(shortMessageItem),
});
export const createShortMessageForm = endpoint({
  method: 'GET', path: '/short-message/create', access, summary: 'The send form: receiver types and length limits.',
  data: z.object({ receiver_types: z.array(z.string()), max_segments: z.number(), segment_size: z.number(), gateway: z.string() }),
});
export const getShortMessage = endpoint({
  method: 'GET', path: '/short-message/{id}', access, summary: 'One bulk SMS with receivers and per-person status.',
  params: z.object({ id }), data: shortMessageDetail,
});
export const storeShortMessage = endpoint({
  method: 'POST', path: '/short-message', access, summary: 'Send an SMS: receivers resolved to people with mobiles, queued in batches.',
  body: smsBody, data: z.object({ id: z.number(), receiver_count: z.number(), message: z.string() }),
});
export const listTransactionLog = endpoint({
  method: 'GET', path: '/sms-transaction-log', access, summary: 'SMS transaction report with every filter.',
  query: transactionLogQuery, data: z.array(transactionLogRow),
});
export const refreshTransactionStatus = endpoint({
  method: 'GET', path: '/sms-transaction-log-status-refresh', access, summary: 'Asks the gateway for the status of messages not yet final.',
  data: z.object({ checked: z.number(), updated: z.number() }),
});
export const listSmsClients = endpoint({
  method: 'GET', path: '/sms-clients', access, summary: 'The clients that send SMS (report filter).', data: z.array(smsClient),
});
export const downloadTransactionLog = endpoint({
  method: 'GET', path: '/sms-transaction-log/download', access, summary: 'The report as Excel, same filters (a large one: 202 with an export job, exports/export-jobs).',
  query: transactionLogQuery.omit({ page: true, perpage: true }), file: true,
});
/** Apron's own: what the built-in development gateway "sent" (administrators read test codes here). */
export const listDevGatewayMessages = endpoint({
  method: 'GET', path: '/sms-gateway/development/messages', access, summary: 'Messages recorded by the development gateway.',
  query: z.object({ gsm: z.string().trim().max(20).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
  data: z.array(z.object({ id: z.number(), gsm: z.string(), body: z.string(), created_at: z.string() })),
});

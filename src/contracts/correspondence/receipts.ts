import { z } from 'zod';
import { endpoint, id, idParams, listQuery } from '../http';

/** Proof of reading of a mandatory item: who read it, who has not, when; per department and project. */
export const receiptGroup = z.object({ id: z.number().nullable(), name: z.string(), total: z.number(), read: z.number() });

export const receiptRow = z.object({
  user_id: z.number(),
  full_name: z.string(),
  department_name: z.string().nullable(),
  security_project_name: z.string().nullable(),
  delivered_at: z.string(),
  read_at: z.string().nullable(),
});

export const receiptReport = z.object({
  total: z.number(),
  read: z.number(),
  revision: z.number(),
  by_department: z.array(receiptGroup),
  by_security_project: z.array(receiptGroup),
});

export const receiptsQuery = listQuery.extend({
  state: z.enum(['read', 'unread']).optional(),
  department_id: id.optional(),
  security_project_id: id.optional(),
});

export const getReceipts = endpoint({
  method: 'GET', path: '/correspondence/{id}/receipts', access: 'signed-in',
  summary: 'Read receipts of an own mandatory item (or any, for managers): totals and a page of people.',
  params: idParams, query: receiptsQuery, data: z.object({ summary: receiptReport, people: z.array(receiptRow) }),
});

export const remindUnread = endpoint({
  method: 'POST', path: '/correspondence/{id}/remind', access: 'signed-in',
  summary: 'Sends those who have not read a mandatory item a new mandatory notice pointing at it.',
  params: idParams, data: z.object({ id: z.number(), receivers: z.number() }),
});

export const downloadReport = endpoint({
  method: 'GET', path: '/report/correspondence/download', access: 'signed-in', summary: 'Read-receipt report of an item (xlsx; a large one: 202 with an export job, exports/export-jobs).',
  query: z.object({ id }), file: true,
});

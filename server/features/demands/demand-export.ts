import type { FastifyReply } from 'fastify';
import { DEMAND_EXPORT_NAME, DEMAND_STATUS_LABELS, type DemandResponseRow } from '../../../src/contracts/demands';
import type { RoleDisplay } from '../../../src/contracts/people';
import { sendWorkbookPages, turkishDateTime } from '../files/workbook';

/** Columns of the response search export: Turkish headers, widths in characters. */
export const EXPORT_COLUMNS = [
  { header: 'Talep No', key: 'number', width: 14 },
  { header: 'Talep Türü', key: 'type', width: 28 },
  { header: 'Başlık', key: 'title', width: 40 },
  { header: 'Talep Eden', key: 'requester', width: 26 },
  { header: 'Talep Tarihi', key: 'created_at', width: 18 },
  { header: 'Durum', key: 'status', width: 14 },
  { header: 'Muhatap Rol', key: 'roles', width: 40 },
  { header: 'Yanıt', key: 'response', width: 60 },
  { header: 'Yönlendirilen Rol', key: 'redirect_role', width: 30 },
  { header: 'İşlem Yapan', key: 'responder', width: 26 },
  { header: 'İşlem Tarihi', key: 'responded_at', width: 18 },
] as const;

const roleText = (role: RoleDisplay) => `${role.department.name} - ${role.role.name}`;

/** One routing step's cells. */
const cells = (row: DemandResponseRow) => ({
    number: row.request.number,
    type: row.request.demand_type.name,
    title: row.request.title,
    requester: row.request.requester.full_name,
    created_at: turkishDateTime(row.request.created_at),
    status: DEMAND_STATUS_LABELS[row.status],
    roles: row.roles.map(roleText).join(', '),
    // Absent values stay empty cells, not empty strings.
    response: row.response ?? null,
    redirect_role: row.redirect_role ? roleText(row.redirect_role) : null,
    responder: row.responder?.full_name ?? null,
    responded_at: turkishDateTime(row.responded_at) || null,
});

/** The pages as an .xlsx download streamed to the reply: a bold, frozen, filterable header row and one row per routing step. */
export const sendDemandResponses = (reply: FastifyReply, pages: AsyncIterable<readonly DemandResponseRow[]>) =>
  sendWorkbookPages(reply, DEMAND_EXPORT_NAME, 'Talepler', EXPORT_COLUMNS, pages, cells);

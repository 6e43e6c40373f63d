import type { Envelope } from '@/contracts/paths';
import type { WorkScheduleDemand, WsdCreateForm, WsdDemandBody } from '@/contracts/work-schedule-demands';
import { initialStatus } from '@/contracts/work-schedule-demands-rules';
import type { OutboxItem } from '@/lib/outbox/types';
import { WSD_DEMAND_KIND } from './demand-kind';

/** A row of "my demands": from the server, or still on this device (not yet acknowledged). */
export type MyDemandRow = WorkScheduleDemand & {
  pending?: { state: 'on-device' | 'needs-attention'; outboxId: string; message?: string };
};

/** Items of this feature the server has not acknowledged yet (done = acknowledged or discarded). */
export const isPendingDemand = (item: OutboxItem) => item.kind === WSD_DEMAND_KIND && item.status !== 'done';

/** The outbox item as a row, named from the form data kept on the device. */
export function pendingRow(item: OutboxItem, form: WsdCreateForm | undefined): MyDemandRow {
  const body = (item.request.body ?? {}) as WsdDemandBody;
  const type = form?.types.find((x) => x.id === Number(body.type_id));
  const period = form?.periods.find((p) => p.id === Number(body.period_id));
  const schedule = body.type === 'long-period' || type?.is_off ? undefined : form?.work_schedules.find((s) => s.id === Number(body.work_schedule_id));
  const start = body.request_start_date ?? '';
  return {
    id: 0,
    uuid: body.id ?? item.id,
    number: '',
    type: body.type ?? 'short-period',
    type_id: Number(body.type_id),
    demand_type: { id: Number(body.type_id), name: type?.name ?? '', is_off: type?.is_off ?? false },
    period: {
      id: Number(body.period_id), name: period?.name ?? '', shift_start_date: period?.shift_start_date ?? '', shift_end_date: period?.shift_end_date ?? '',
      request_end_date: period?.request_end_date ?? '', is_remote: period?.is_remote ?? false,
    },
    request_start_date: start,
    request_end_date: body.type === 'long-period' ? (body.request_end_date ?? start) : start,
    work_schedule: schedule ?? null,
    work_schedule_number: null,
    shift_id: null,
    shift_begin_time: null,
    shift_end_time: null,
    shift_short_code: null,
    status: initialStatus(body.type ?? 'short-period'),
    long_period_count: 0,
    description: body.description ?? '',
    exitReason: null,
    auto_rejected: false,
    requester: { user_id: Number(item.userId), full_name: '' },
    decided_by: null,
    decided_at: null,
    created_at: new Date(item.createdAt).toISOString(),
    pending: {
      state: item.status === 'needs-attention' ? 'needs-attention' : 'on-device',
      outboxId: item.id,
      ...(item.lastError?.message ? { message: item.lastError.message } : {}),
    },
  };
}

/** Whether a pending row passes the list's filters (it is waiting by nature). */
function matches(row: MyDemandRow, filters: Record<string, string>): boolean {
  if (filters.status && filters.status !== row.status) return false;
  if (filters.type && filters.type !== row.type) return false;
  return true;
}

/**
 * Pending rows go on top of page 1, newest first; one the server already lists (sent, the outbox
 * not yet told) is shown once, from the server. The total counts them on every page.
 */
export function mergePending(envelope: Envelope<MyDemandRow[]>, pending: MyDemandRow[], params: { page: number; filters: Record<string, string> }): Envelope<MyDemandRow[]> {
  const listed = new Set(envelope.data.map((r) => r.uuid));
  const extra = pending.filter((r) => !listed.has(r.uuid) && matches(r, params.filters)).sort((a, b) => b.created_at.localeCompare(a.created_at));
  if (!extra.length) return envelope;
  return {
    ...envelope,
    data: params.page === 1 ? [...extra, ...envelope.data] : envelope.data,
    meta_data: { ...envelope.meta_data, total: (envelope.meta_data.total ?? envelope.data.length) + extra.length },
  };
}

/** The user's unacknowledged demands on this device. */
export async function loadPendingItems(userId: number): Promise<OutboxItem[]> {
  const { listItems } = await import('@/lib/outbox/actions');
  return (await listItems(userId)).filter(isPendingDemand);
}

/** A refused item, as the form edits it. */
export interface CorrectableItem {
  itemId: string;
  recordId: string;
  body: WsdDemandBody;
  message?: string;
}

export async function loadCorrectable(itemId: string): Promise<CorrectableItem | undefined> {
  const { db } = await import('@/lib/outbox/db');
  const item = await db.outbox.get(itemId);
  if (!item || item.kind !== WSD_DEMAND_KIND || item.status !== 'needs-attention') return undefined;
  const body = (item.request.body ?? {}) as WsdDemandBody;
  return { itemId: item.id, recordId: body.id ?? item.id, body, ...(item.lastError?.message ? { message: item.lastError.message } : {}) };
}

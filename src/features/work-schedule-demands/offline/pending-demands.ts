import type { Envelope } from '@/contracts/paths';
import type { WorkScheduleDemand, WsdCreateForm, WsdDemandBody } from '@/contracts/work-schedule-demands';
import { initialStatus } from '@/contracts/work-schedule-demands-rules';
import { isUnacknowledged, loadUnacknowledged, mergePendingRows, pendingMark, type PendingMark } from '@/lib/outbox/pending-rows';
import type { OutboxItem } from '@/lib/outbox/types';
import { WSD_DEMAND_KIND } from './demand-kind';

/** A row of "my demands": from the server, or still on this device (not yet acknowledged). */
export type MyDemandRow = WorkScheduleDemand & { pending?: PendingMark };

/** Items of this feature the server has not acknowledged yet (done = acknowledged or discarded). */
export const isPendingDemand = (item: OutboxItem) => isUnacknowledged(item, WSD_DEMAND_KIND);

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
    pending: pendingMark(item),
  };
}

/** Whether a pending row passes the list's filters (it is waiting by nature). */
function matches(row: MyDemandRow, filters: Record<string, string>): boolean {
  if (filters.status && filters.status !== row.status) return false;
  if (filters.type && filters.type !== row.type) return false;
  return true;
}

/** Pending rows on top of page 1 (those passing the list's filters); see mergePendingRows. */
export function mergePending(envelope: Envelope<MyDemandRow[]>, pending: MyDemandRow[], params: { page: number; filters: Record<string, string> }): Envelope<MyDemandRow[]> {
  return mergePendingRows(envelope, pending, params.page, (row) => matches(row, params.filters));
}

/** The user's unacknowledged demands on this device. */
export const loadPendingItems = (userId: number): Promise<OutboxItem[]> => loadUnacknowledged(userId, WSD_DEMAND_KIND);

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

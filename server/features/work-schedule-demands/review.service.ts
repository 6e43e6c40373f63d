import type { FastifyInstance } from 'fastify';
import { turkeyDate } from '../../../src/contracts/dashboard';
import { WSD_LIMITS, WSD_MESSAGES as M, type WorkScheduleDemand, type WsdSearchFilters } from '../../../src/contracts/work-schedule-demands';
import {
  WSD_RULE_MESSAGES, approvalRefusal, autoRejectionDue, rejectionRefusal, type WsdStatus,
} from '../../../src/contracts/work-schedule-demands-rules';
import type { Executor } from '../../db/client';
import { pageMeta, type Page } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { invalid, invalidField } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { idPages, mapPages } from '../files/xlsx-export';
import { scheduleRef, toDemand } from './mappers';
import { wsdTypesRepository as types, wsdWorkSchedulesRepository as schedules } from './options.repository';
import { wsdDemandsRepository as repo, type DemandRow } from './demands.repository';
import { wsdPeriodsRepository as periods } from './periods.repository';

const TABLE = 'work_schedule_demands';

interface Decision {
  status: WsdStatus;
  reason: string | null;
  action: 'approved' | 'rejected' | 'auto-rejected';
}

/** The review list, its export, approve and reject (all or none), and the automatic rejection. */
export function wsdReviewService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;

  /** Writes one decision if the demand is still in the status it was judged in; logs it. */
  async function decide(tx: Executor, row: DemandRow, decision: Decision, by: AuthContext | null, at: Date): Promise<boolean> {
    const moved = await repo.decide(tx, row.id, row.status, {
      status: decision.status, exit_reason: decision.status === 'rejected' ? decision.reason : null, auto_rejected: decision.action === 'auto-rejected',
      decided_by_user_id: by?.userId ?? null, decided_by_position_id: by?.positionId ?? null, at,
    });
    if (moved) {
      await activityLogRepository.record(tx, {
        table_name: TABLE, target_id: row.id, action: decision.action, causer_id: by?.userId ?? null,
        attributes: { status: decision.status, ...(decision.reason ? { exitReason: decision.reason } : {}) }, old: { status: row.status },
      });
    }
    return moved;
  }

  /** Daily quotas of the period options (short-period approvals), counting the batch itself. */
  async function quotaProblems(rows: DemandRow[]): Promise<string[]> {
    const problems: string[] = [];
    const short = rows.filter((r) => r.kind === 'short-period' && r.work_schedule_id);
    const quotas = await periods.offered(db, [...new Set(short.map((r) => r.period_id))]);
    const taken = new Map<string, number>();
    for (const row of short) {
      const quota = quotas.find((q) => q.period_id === row.period_id && q.work_schedule_id === row.work_schedule_id)?.daily_quota;
      if (!quota) continue;
      const key = `${row.period_id}:${row.work_schedule_id}:${row.request_start_date}`;
      const count = taken.get(key) ?? (await repo.approvedOnDay(db, row.period_id, row.work_schedule_id!, row.request_start_date));
      if (count >= quota) problems.push(`${row.number}: ${M.quotaFull}`);
      taken.set(key, count + 1);
    }
    return problems;
  }

  /**
   * All or none: every demand is judged by the shared rules for this position; any refusal answers
   * 422 `{ errors: { ids: ['<number>: <reason>', …] } }` and nothing changes. A demand decided by
   * someone else meanwhile (the status moved) refuses the batch the same way.
   */
  async function decideAll(ids: number[], auth: AuthContext, judge: (row: DemandRow, today: string) => string | null, decision: Decision) {
    const now = clock();
    const today = turkeyDate(now);
    const rows = await repo.findMany(db, ids);
    const found = new Set(rows.map((r) => r.id));
    const problems = ids.filter((id) => !found.has(id)).map((id) => `#${id}: ${M.notFound}`);
    for (const row of rows) {
      const refusal = judge(row, today);
      if (refusal) problems.push(`${row.number}: ${refusal}`);
    }
    if (!problems.length && decision.status === 'approved') problems.push(...(await quotaProblems(rows)));
    if (problems.length) throw invalid({ ids: problems });
    await db.transaction(async (tx) => {
      const stale: string[] = [];
      for (const row of rows) if (!(await decide(tx, row, decision, auth, now))) stale.push(`${row.number}: ${M.notFound}`);
      if (stale.length) throw invalid({ ids: stale });
    });
    const after = await repo.findMany(db, ids);
    return ids.map((id) => toDemand(after.find((r) => r.id === id)!));
  }

  return {
    /** With `with_helper_data`, the filter choices: types, periods, schedules and projects. */
    async search(filters: WsdSearchFilters, s: Page & { ordering?: string; with_helper_data?: boolean }) {
      const { rows, total } = await repo.search(db, filters, s);
      const helper = s.with_helper_data
        ? {
          types: await types.all(db),
          periods: await periods.names(db),
          work_schedules: (await schedules.all(db)).map(scheduleRef),
          security_projects: (await periods.projects(db)).filter((p) => p.type === 'ggh' || p.type === 'uog'),
        }
        : undefined;
      return { data: rows.map(toDemand), meta: pageMeta(s, total), helper };
    },

    /** The export's rows, a page at a time; more than WSD_LIMITS.exportMax refuse (before any is read) with the audit exports' words (spec 2 §8). */
    async exportPages(filters: WsdSearchFilters): Promise<AsyncIterable<WorkScheduleDemand[]>> {
      const ids = await repo.exportIds(db, filters, WSD_LIMITS.exportMax + 1);
      if (ids.length > WSD_LIMITS.exportMax) throw invalidField('download', M.exportTooMany);
      return mapPages(idPages(ids, (page) => repo.findMany(db, page), (r) => r.id), (rows) => rows.map(toDemand));
    },

    approve: (ids: number[], auth: AuthContext) => decideAll(ids, auth, (row) => {
      const refusal = approvalRefusal(row, auth.permissions);
      return refusal && WSD_RULE_MESSAGES[refusal];
    }, { status: 'approved', reason: null, action: 'approved' }),

    reject: (ids: number[], reason: string, auth: AuthContext) => decideAll(ids, auth, (row, today) => {
      const refusal = rejectionRefusal({ status: row.status, shift_start_date: row.shift_start_date }, auth.permissions, today);
      return refusal && WSD_RULE_MESSAGES[refusal];
    }, { status: 'rejected', reason, action: 'rejected' }),

    /**
     * Spec 2 §5: long-period demands made after the warning and still waiting for the manager once
     * their period's request end date has passed are rejected (by nobody: `decided_by` null).
     * Each in its own transaction, so one that a manager decides meanwhile is simply skipped.
     */
    async autoReject(now: Date): Promise<{ rejected: number }> {
      let rejected = 0;
      for (const candidate of await repo.autoRejectCandidates(db, now)) {
        if (!autoRejectionDue(candidate, { request_end_date: candidate.request_end_date }, now)) continue;
        const row = await repo.find(db, candidate.id);
        if (!row) continue;
        const moved = await db.transaction((tx) => decide(tx, row, { status: 'rejected', reason: M.autoRejected, action: 'auto-rejected' }, null, now));
        if (moved) rejected += 1;
      }
      return { rejected };
    },
  };
}

import type { FastifyReply } from 'fastify';
import {
  DRILL_EXPORT_NAME, DRILL_RESULT_LABELS, DRILL_STAGE_LABELS, UNPERFORMED_EXPORT_NAME, type DrillAudit, type DrillResult, type UnperformedRow,
} from '../../../src/contracts/drills';
import { sendWorkbookPages, turkishDay } from '../files/workbook';

const resultText = (r: DrillResult | null) => (r ? DRILL_RESULT_LABELS[r] : null);

export const DRILL_EXPORT_COLUMNS = [
  { header: 'Tatbikat Tarihi', key: 'drill_date', width: 14 },
  { header: 'Tatbikat Kodu', key: 'code', width: 28 },
  { header: 'Güvenlik Projesi', key: 'project', width: 32 },
  { header: 'Personel', key: 'personal', width: 26 },
  { header: 'Görev', key: 'status', width: 14 },
  { header: 'Tatbikatı Yapan', key: 'creator', width: 26 },
  { header: 'Tatbikat Sonucu', key: 'drill_result', width: 16 },
  { header: 'Tekrar Test Tarihi', key: 'retest_drill_date', width: 16 },
  { header: 'Tekrar Testi Yapan', key: 'retest_creator', width: 26 },
  { header: 'Tekrar Test Sonucu', key: 'retest_drill_result', width: 18 },
  { header: 'Aşama', key: 'stage', width: 22 },
  { header: 'Açıklama', key: 'description', width: 50 },
] as const;

/** The drills' pages as an .xlsx download, streamed. */
export const sendDrills = (reply: FastifyReply, pages: AsyncIterable<readonly DrillAudit[]>) =>
  sendWorkbookPages(reply, DRILL_EXPORT_NAME, 'Tatbikatlar', DRILL_EXPORT_COLUMNS, pages, (d) => ({
    drill_date: turkishDay(d.drill_date),
    code: d.drill_code.code,
    project: d.security_project.name,
    personal: d.drill_personal.full_name,
    status: d.status,
    creator: d.drill_creator.full_name,
    drill_result: resultText(d.drill_result),
    retest_drill_date: turkishDay(d.retest_drill_date),
    retest_creator: d.retest_drill_creator?.full_name ?? null,
    retest_drill_result: resultText(d.retest_drill_result),
    stage: DRILL_STAGE_LABELS[d.stage],
    description: d.description || null,
  }));

export const UNPERFORMED_EXPORT_COLUMNS = [
  { header: 'Personel', key: 'full_name', width: 28 },
  { header: 'TC Kimlik No', key: 'national_id_number', width: 14 },
  { header: 'Görev', key: 'role_name', width: 14 },
  { header: 'Güvenlik Projesi', key: 'project', width: 32 },
  { header: 'Son Tatbikat Tarihi', key: 'last_drill_date', width: 18 },
  { header: 'Son Tatbikat Sonucu', key: 'last_drill_result', width: 18 },
] as const;

/** The unperformed drills' pages as an .xlsx download, streamed. */
export const sendUnperformed = (reply: FastifyReply, pages: AsyncIterable<readonly UnperformedRow[]>) =>
  sendWorkbookPages(reply, UNPERFORMED_EXPORT_NAME, 'Yapılmamış tatbikatlar', UNPERFORMED_EXPORT_COLUMNS, pages, (r) => ({
    full_name: r.full_name,
    national_id_number: r.national_id_number,
    role_name: r.role_name,
    project: r.security_project.name,
    last_drill_date: turkishDay(r.last_drill_date),
    last_drill_result: resultText(r.last_drill_result),
  }));

import { sql } from 'drizzle-orm';
import { RATING_LABELS, type Rating } from '../../../src/contracts/performance/card-formula';
import type { CardDetail, CardListRow } from '../../../src/contracts/performance/cards';
import { PERIOD_STATUS_LABELS } from '../../../src/contracts/performance/period-status';
import type { Executor } from '../../db/client';
import { a4Pdf } from '../audit-reports/pdf/a4-pdf';
import { exportSource } from '../exports/export-sources';
import { idPages, mapPages } from '../files/xlsx-export';
import { rows } from './sql';

const day = (v: string) => v.split('-').reverse().join('/');
const rating = (r: string | null) => (r ? RATING_LABELS[r as Rating] : '—');

/** The card report (spec: GET /performance-card/{id}/report): scores per criterion, trainings, objection. */
export function cardReportPdf(card: CardDetail): Promise<Buffer> {
  return a4Pdf(`Performans Kartı ${card.full_name}`, (doc) => {
    doc.fontSize(16).text('Performans Kartı').moveDown(0.5).fontSize(10);
    doc.text(`Dönem: ${card.period_name} (${day(card.active_period.start_at)} – ${day(card.active_period.end_at)}, ${PERIOD_STATUS_LABELS[card.active_period.status]})`);
    doc.text(`Personel: ${card.full_name}`).text(`Proje: ${card.security_project_name ?? '—'}`).text(`Değerlendirici: ${card.assessor_full_name ?? '—'}`);
    doc.text(`Baz puan: ${card.base_score}   Puan: ${card.score ?? '—'}   Derece: ${rating(card.performance_rating)}`).moveDown();
    doc.fontSize(12).text('Kriterler').fontSize(10);
    for (const c of card.criterias) {
      doc.text(`${c.name} (${c.type === 'i' ? 'Ceza' : 'Ödül'}): kayıt ${c.count}, sayılan ${c.counted}, oy ${c.vote_point}, puan ${c.points}`);
    }
    if (card.extra_points.length) doc.moveDown().text(`Ek puanlar: ${card.extra_points.map((e) => `${e.name} (${e.point})`).join(', ')}`);
    if (card.trainings.length) doc.moveDown().text(`Önerilen eğitimler: ${card.trainings.map((t) => t.name).join(', ')}`);
    if (card.interviewer_feedback) doc.moveDown().text(`Görüşmeci geri bildirimi: ${card.interviewer_feedback}`);
    if (card.is_rejected) {
      doc.moveDown().fontSize(12).text('İtiraz').fontSize(10).text(card.rejection_description ?? '');
      if (card.objection_decision) doc.text(`Karar: ${card.objection_decision === 'accepted' ? 'Kabul' : 'Red'} — ${card.committee_rejection_description ?? ''}`);
    }
  });
}

export function thankYouPdf(card: CardDetail): Promise<Buffer> {
  return a4Pdf('Teşekkür Belgesi', (doc) => {
    doc.fontSize(22).text('Teşekkür Belgesi', { align: 'center' }).moveDown(2).fontSize(13);
    doc.text(`Sayın ${card.full_name},`, { align: 'left' }).moveDown();
    doc.text(`${card.period_name} döneminde gösterdiğiniz ${rating(card.performance_rating).toLocaleLowerCase('tr')} performans (${card.score ?? '—'} puan) için teşekkür ederiz.`);
  });
}

const COLUMNS = [
  { header: 'Dönem', key: 'period_name', width: 24 }, { header: 'Ad Soyad', key: 'full_name', width: 28 },
  { header: 'TC Kimlik No', key: 'national_id_number', width: 14 }, { header: 'Proje', key: 'security_project_name', width: 28 },
  { header: 'Değerlendirici', key: 'assessor_full_name', width: 24 }, { header: 'Rol Grubu', key: 'role_group_id', width: 10 },
  { header: 'Puan', key: 'score', width: 8 }, { header: 'Derece', key: 'rating', width: 18 }, { header: 'Durum', key: 'state', width: 14 },
] as const;

/** Which cards an export holds: a period's, or its objected ones (all, or the chosen ids). */
export interface CardsExportParams {
  period_id: number;
  rejected?: boolean;
  card_ids?: number[];
}

const cardsWhere = (p: CardsExportParams) => sql`c.deleted_at is null and c.performance_period_id = ${p.period_id}${p.rejected ? sql` and c.is_rejected` : sql``}${
  p.card_ids?.length ? sql` and c.id in (${sql.join(p.card_ids.map((i) => sql`${i}`), sql`, `)})` : sql``}`;

const cellsOf = (c: CardListRow) => [
  c.period_name, c.full_name, c.national_id_number, c.security_project_name, c.assessor_full_name, c.role_group_id, c.score, rating(c.performance_rating),
  c.is_rejected ? 'İtiraz' : c.is_approved ? 'Onaylandı' : c.is_active ? 'Aktif' : 'Pasif',
];

/** How many cards the export holds (a period has one per employee: up to the whole staff, so a large one runs as a job). */
export async function countCards(ex: Executor, p: CardsExportParams): Promise<number> {
  const [row] = await rows<{ n: number }>(ex, sql`select count(*)::int as n from performance_cards c where ${cardsWhere(p)}`);
  return Number(row?.n ?? 0);
}

/**
 * Excel of a period's cards, or of chosen objected cards, by name: the ids first in the file's order,
 * then a page of cards at a time (files/xlsx-export.ts idPages), streamed on the request or written by
 * an export job above the threshold (exports/).
 */
export const cardsExport = exportSource<CardsExportParams>('performance.cards', async (app, p) => {
  const ex = app.deps.database.db;
  const ids = (await rows<{ id: number }>(ex, sql`select c.id from performance_cards c where ${cardsWhere(p)} order by c.full_name, c.id`)).map((r) => r.id);
  const read = (page: number[]) => rows<CardListRow>(ex, sql`select c.id, p.name as period_name, c.full_name, c.national_id_number, s.name as security_project_name,
    c.assessor_full_name, c.role_group_id, c.score::float8 as score, c.performance_rating, c.is_approved, c.is_rejected, c.is_active
    from performance_cards c join performance_periods p on p.id = c.performance_period_id left join security_projects s on s.id = c.security_project_id
    where c.id in (${sql.join(page.map((i) => sql`${i}`), sql`, `)})`);
  return { sheetName: 'Performans Kartları', columns: COLUMNS, pages: mapPages(idPages(ids, read, (c) => c.id), (page) => page.map(cellsOf)) };
});

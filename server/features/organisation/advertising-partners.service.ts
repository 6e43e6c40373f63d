import { and, count, eq, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AdvertisingPartner, PartnerFilter } from '../../../src/contracts/organisation/advertising-partners';
import { containsFolded, offsetOf, orderingOf, pageMeta, type Page } from '../../db/sql';
import { notFound } from '../../plugins/http-errors';
import { a4Pdf } from '../audit-reports/pdf/a4-pdf';
import { contentDisposition } from '../files/file-safety';
import { sendWorkbook, turkishDay, workbook } from '../files/workbook';
import { advertisingPartners as t } from './admin.table';

const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' });
const money = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Excel exports stop here (a page of the list is at most 300; the export is the whole filter). */
const EXPORT_LIMIT = 10_000;

/** Advertising partners (spec 3 "Other" /havas-list, "Support" havas/*): a filtered list, one partner's PDF, the list's Excel. */
export function advertisingPartnersService(app: FastifyInstance) {
  const db = app.deps.database.db;
  const today = () => day.format(app.deps.clock());
  const active = () => sql<boolean>`(${t.contract_start} <= ${today()} and ${t.contract_end} >= ${today()})`;
  const cols = () => ({
    id: t.id, name: t.name, tax_number: t.tax_number, contact_name: t.contact_name, phone: t.phone, email: t.email, ad_area: t.ad_area,
    contract_start: t.contract_start, contract_end: t.contract_end, monthly_fee: t.monthly_fee, active: active(),
  });
  const where = (f: PartnerFilter): SQL | undefined => {
    const w: SQL[] = [isNull(t.deleted_at)];
    if (f.name) w.push(or(containsFolded(t.name, f.name), containsFolded(t.contact_name, f.name))!);
    if (f.ad_area) w.push(containsFolded(t.ad_area, f.ad_area));
    if (f.status === 'active') w.push(and(lte(t.contract_start, today()), gte(t.contract_end, today()))!);
    if (f.status === 'ended') w.push(lt(t.contract_end, today()));
    return and(...w);
  };
  const toPartner = (r: AdvertisingPartner) => ({ ...r, active: Boolean(r.active) });

  return {
    async list(q: Page & PartnerFilter & { ordering?: string }) {
      const w = where(q);
      const [rows, [total]] = await Promise.all([
        db.select(cols()).from(t).where(w).orderBy(...orderingOf(q.ordering ?? 'name', { name: t.name, contract_end: t.contract_end, created_at: t.created_at }), t.id).limit(q.perpage).offset(offsetOf(q)),
        db.select({ n: count() }).from(t).where(w),
      ]);
      return { data: rows.map(toPartner), meta: pageMeta(q, Number(total?.n ?? 0)) };
    },
    async excel(f: PartnerFilter, reply: FastifyReply) {
      const rows = await db.select(cols()).from(t).where(where(f)).orderBy(t.name, t.id).limit(EXPORT_LIMIT);
      const buffer = await workbook('Reklam Ortakları', [
        { header: 'Firma', key: 'name', width: 32 }, { header: 'Vergi No', key: 'tax_number', width: 14 }, { header: 'Yetkili', key: 'contact_name', width: 24 },
        { header: 'Telefon', key: 'phone', width: 16 }, { header: 'E-posta', key: 'email', width: 28 }, { header: 'Reklam Alanı', key: 'ad_area', width: 30 },
        { header: 'Sözleşme Başlangıcı', key: 'start', width: 14 }, { header: 'Sözleşme Bitişi', key: 'end', width: 14 },
        { header: 'Aylık Bedel (TL)', key: 'fee', width: 14 }, { header: 'Durum', key: 'status', width: 10 },
      ], rows.map((r) => ({
        name: r.name, tax_number: r.tax_number, contact_name: r.contact_name, phone: r.phone, email: r.email, ad_area: r.ad_area,
        start: turkishDay(r.contract_start), end: turkishDay(r.contract_end), fee: Number(r.monthly_fee), status: r.active ? 'Aktif' : 'Sona erdi',
      })));
      await sendWorkbook(reply, 'reklam-ortaklari.xlsx', buffer);
    },
    async pdf(id: number, reply: FastifyReply) {
      const [r] = await db.select(cols()).from(t).where(and(eq(t.id, id), isNull(t.deleted_at)));
      if (!r) throw notFound();
      const lines: [string, string][] = [
        ['Vergi No', r.tax_number], ['Yetkili', r.contact_name ?? '—'], ['Telefon', r.phone ?? '—'], ['E-posta', r.email ?? '—'],
        ['Reklam Alanı', r.ad_area], ['Sözleşme', `${turkishDay(r.contract_start)} – ${turkishDay(r.contract_end)}`],
        ['Aylık Bedel', `${money.format(Number(r.monthly_fee))} TL`], ['Durum', r.active ? 'Aktif' : 'Sona erdi'],
      ];
      const pdf = await a4Pdf(r.name, (doc) => {
        doc.fontSize(16).text('Reklam Ortağı Bilgi Formu');
        doc.moveDown(0.5).fontSize(13).text(r.name).moveDown(0.8).fontSize(10);
        for (const [label, value] of lines) {
          const y = doc.y;
          doc.text(label, 50, y, { width: 130 });
          doc.text(value, 190, y, { width: 350 });
          doc.moveDown(0.4);
        }
      });
      const name = `reklam-ortagi-${r.id}.pdf`;
      await reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition(name)).header('cache-control', 'no-store').send(pdf);
    },
  };
}

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_REPORT_MESSAGES as M, CIP_SOURCE_TYPE, type CipMetadata, type CipProjectRow, type CipSending } from '../../../src/contracts/audit-reports';
import { comparisonOption, type ComparisonValue, type FilterValue } from '../../../src/contracts/query-filter';
import { createTestApp, type TestApp } from '../../test/harness';
import { activityLog } from '../activity-log/activity-log.table';
import { PNG } from '../files/upload-fixtures';
import { get, makeAudit, makeFinding, makeProject, pdfOf, positionOf, post, projectId, removeFiles } from './audit-reports-test-kit';

let t: TestApp;
let admin: string;
let denetci: string;
let gozlemci: string;
let personel: string;
const ids = {} as Record<string, number>;
let istId = 0;

const condition = (name: string, op: ComparisonValue, value: FilterValue = null) => ({ sourceField: { name }, comparisonOperator: comparisonOption(op), value });
const filter = (...conditions: ReturnType<typeof condition>[]) => ({ groups: [{ sourceType: CIP_SOURCE_TYPE, logicalOperator: 'VE', conditions }] });
/** The demo data has audits of its own: every search here also keeps to this suite's codes (groups join with VE). */
const OURS = { sourceType: CIP_SOURCE_TYPE, logicalOperator: 'VE', conditions: [condition('audit_code', 'starts_with', 'GGH-2026-02')] };
const search = (token: string | null, body: { groups?: unknown[] }, query = '') =>
  post(t, token, `/ggh/audit-projects/search${query}`, { ...body, groups: [...(body.groups ?? []), OURS] });
const codes = (rows: CipProjectRow[]) => rows.map((r) => `${r.audit_code}/${r.security_project.short_code}`).sort();

beforeAll(async () => {
  t = await createTestApp();
  [admin, denetci, gozlemci, personel] = await Promise.all(['admin', 'denetci', 'gozlemci', 'personel'].map((u) => t.login(u)));
  const [ist, saw] = await Promise.all([projectId(t, 'IST'), projectId(t, 'SAW')]);
  istId = ist;
  const observer = await positionOf(t, 'gozlemci');
  const a = await makeAudit(t, { family: 'ggh', code: 'GGH-2026-0201', supervisor: observer, securityProjects: [ist, saw], started: '2026-04-10 09:00', ratingId: 3 });
  const aIst = await makeProject(t, a.id, ist);
  const aSaw = await makeProject(t, a.id, saw);
  const f1 = await makeFinding(t, { auditId: a.id, projectId: aIst.id, title: 'Güvenlik kapısı açık bırakılmış', photos: [PNG] });
  const f2 = await makeFinding(t, { auditId: a.id, projectId: aIst.id, title: 'Çöp kutusu kontrol edilmemiş' });
  const f3 = await makeFinding(t, { auditId: a.id, projectId: aSaw.id, title: 'Başka projenin bulgusu' });
  const b = await makeAudit(t, { family: 'ggh', code: 'GGH-2026-0202', supervisor: observer, securityProjects: [saw], started: '2026-05-20 09:00' });
  const bSaw = await makeProject(t, b.id, saw);
  // A k9 audit project never shows in the ggh CIP view.
  const k9 = await makeAudit(t, { family: 'k9', code: 'K9-2026-0201', supervisor: observer, securityProjects: [ist] });
  await makeProject(t, k9.id, ist);
  Object.assign(ids, { a: a.id, aIst: aIst.id, aSaw: aSaw.id, f1: f1.id, f2: f2.id, f3: f3.id, b: b.id, bSaw: bSaw.id });
});

afterAll(async () => {
  await t.close();
  removeFiles(t);
});

describe('POST /ggh/audit-projects/search', () => {
  it('lists the ggh audit projects, 50 a page by default, newest audit first', async () => {
    const res = await search(admin, { groups: [] });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: CipProjectRow[]; meta_data: { perpage: number; total: number; page: number } };
    expect(body.meta_data).toMatchObject({ page: 1, perpage: 50, total: 3 });
    expect(body.data.map((r) => r.audit_code)).toEqual(['GGH-2026-0202', 'GGH-2026-0201', 'GGH-2026-0201']);
    const row = body.data.find((r) => r.id === ids.aIst)!;
    expect(row).toMatchObject({
      audit_id: ids.a, audit_started_at: '2026-04-10 09:00', findings_count: 2, sendings_count: 0, last_sent_at: null,
      rating: { id: 3, name: 'Uygun değil' }, primary_supervisor: { full_name: 'Zeynep Yıldırım' }, security_project: { short_code: 'IST' },
    });
  });

  it('pages with page and perPage', async () => {
    const res = await search(admin, {}, '?page=2&perPage=30');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta_data).toMatchObject({ page: 2, perpage: 30, total: 3 });
    expect(res.json().data).toEqual([]);
    expect((await search(admin, {}, '?perPage=7')).statusCode).toBe(422);
  });

  it('filters with the builder\'s groups over the allow-list', async () => {
    const byCode = await search(admin, filter(condition('audit_code', 'contains', '0201')));
    expect(codes(byCode.json().data)).toEqual(['GGH-2026-0201/IST', 'GGH-2026-0201/SAW']);
    const byProject = await search(admin, filter(condition('security_project_id', 'equals', istId)));
    expect(codes(byProject.json().data)).toEqual(['GGH-2026-0201/IST']);
    const byCount = await search(admin, filter(condition('findings_count', 'gte', 1), condition('audit_started_at', 'between', ['2026-04-01', '2026-04-30'])));
    expect(codes(byCount.json().data)).toEqual(['GGH-2026-0201/IST', 'GGH-2026-0201/SAW']);
    const bySupervisor = await search(admin, filter(condition('supervisor', 'contains', 'yildirim')));
    expect(bySupervisor.json().meta_data.total).toBe(3);
    const either = await search(admin, {
      groups: [{ sourceType: CIP_SOURCE_TYPE, logicalOperator: 'VEYA', conditions: [condition('rating_id', 'equals', 3), condition('audit_started_at', 'gte', '2026-05-01')] }],
    });
    expect(either.json().meta_data.total).toBe(3);
    // Empty conditions are dropped (spec 2 §5).
    const empty = await search(admin, filter(condition('audit_code', 'contains', ''), condition('title_id', 'equals', null)));
    expect(empty.json().meta_data.total).toBe(3);
  });

  it('refuses fields outside the allow-list and values of the wrong kind', async () => {
    const unknown = await search(admin, filter(condition('password_hash', 'equals', 'x')));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.filter[0]).toContain('password_hash');
    expect((await search(admin, filter(condition('rating_id', 'equals', 99)))).statusCode).toBe(422);
    expect((await search(admin, filter(condition('audit_started_at', 'equals', '10.04.2026')))).statusCode).toBe(422);
    expect((await search(admin, { groups: [{ sourceType: 'employees', conditions: [condition('audit_code', 'contains', 'x')] }] })).statusCode).toBe(422);
    const tooMany = await post(t, admin, '/ggh/audit-projects/search', { groups: Array.from({ length: 5 }, () => OURS) });
    expect(tooMany.statusCode).toBe(422);
  });

  it('shows a position only the audits it sees', async () => {
    // The Inspector is a member of IST only: audit a (IST, SAW) is visible, b (SAW) is not.
    const res = await search(denetci, {});
    expect(codes(res.json().data)).toEqual(['GGH-2026-0201/IST', 'GGH-2026-0201/SAW']);
  });

  it('refuses without view-ggh-audits', async () => {
    expect((await search(personel, {})).statusCode).toBe(403);
    expect((await search(null, {})).statusCode).toBe(401);
    expect((await get(t, personel, '/ggh/audit-projects')).statusCode).toBe(403);
  });
});

describe('GET /ggh/audit-projects', () => {
  it('answers the builder\'s fields with their choices', async () => {
    const res = await get(t, denetci, '/ggh/audit-projects');
    expect(res.statusCode).toBe(200);
    const meta = res.json().data as CipMetadata;
    expect(meta.source_type).toBe(CIP_SOURCE_TYPE);
    const field = (name: string) => meta.fields.find((f) => f.name === name)!;
    expect(field('audit_code').type).toBe('text');
    expect(field('findings_count').type).toBe('number');
    expect(field('rating_id').options).toContainEqual({ value: 3, label: 'Uygun değil' });
    // Choices the position sees: IST and SAW through audit a.
    const choices = field('security_project_id').options!.map((o) => o.label);
    expect(choices).toEqual(expect.arrayContaining(['İstanbul Havalimanı Güvenlik (IST)', 'Sabiha Gökçen Yer Hizmetleri (SAW)']));
    expect(choices).not.toContain('Ankara Esenboğa Operasyon (ESB)');
    expect(field('supervisor').operators).toContain('contains');
  });
});

describe('CIP report preview and send', () => {
  const preview = (token: string | null, auditId: number | string, projectId: number | string, body: unknown) =>
    post(t, token, `/ggh/cip/report-preview/${auditId}/${projectId}`, body);
  const send = (token: string | null, auditId: number | string, projectId: number | string, body: unknown) =>
    post(t, token, `/ggh/cip/report-send/${auditId}/${projectId}`, body);

  it('previews the selected findings as an inline PDF', async () => {
    const res = await preview(gozlemci, ids.a, ids.aIst, { selectedFindigs: [ids.f1] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    const pdf = await pdfOf(res);
    expect(pdf.text).toContain('Güvenlik kapısı açık bırakılmış');
    expect(pdf.text).not.toContain('Çöp kutusu');
    expect(pdf.imageCount).toBe(1);
  });

  it('needs at least one selected finding (spec 2 §5), of that project', async () => {
    for (const body of [{ selectedFindigs: [] }, {}]) {
      for (const call of [preview, send]) {
        const res = await call(gozlemci, ids.a, ids.aIst, body);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ selectedFindigs: [M.noFindingsSelected] });
      }
    }
    const other = await preview(gozlemci, ids.a, ids.aIst, { selectedFindigs: [ids.f1, ids.f3] });
    expect(other.json().errors.selectedFindigs).toEqual([M.findingNotOfProject]);
    expect((await preview(gozlemci, ids.a, ids.bSaw, { selectedFindigs: [ids.f1] })).statusCode).toBe(404);
  });

  it('sends: keeps the PDF, records who sent which findings, lists it and serves it again', async () => {
    const before = (await search(admin, filter(condition('report_sent', 'equals', true)))).json().meta_data.total;
    expect(before).toBe(0);
    const res = await send(gozlemci, ids.a, ids.aIst, { selectedFindigs: [ids.f2, ids.f1] });
    expect(res.statusCode).toBe(201);
    expect(res.json().helper_data.message).toBe(M.sent);
    const sending = res.json().data as CipSending;
    expect(sending).toMatchObject({ audit_id: ids.a, audit_project_id: ids.aIst, sender: { full_name: 'Zeynep Yıldırım' }, file_name: 'Denetim raporu GGH-2026-0201 IST.pdf' });
    expect(sending.finding_ids.sort()).toEqual([ids.f1, ids.f2].sort());

    const history = await get(t, denetci, `/ggh/cip/report-send/${ids.a}/${ids.aIst}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.map((s: CipSending) => s.id)).toEqual([sending.id]);

    const file = await get(t, denetci, `/ggh/cip/report-send/${ids.a}/${ids.aIst}/${sending.id}`);
    expect(file.statusCode).toBe(200);
    const pdf = await pdfOf(file);
    expect(pdf.text).toContain('Güvenlik kapısı açık bırakılmış');
    expect(pdf.text).toContain('Çöp kutusu kontrol edilmemiş');

    const [log] = await t.database.db.select().from(activityLog)
      .where(and(eq(activityLog.table_name, 'audit_report_sendings'), eq(activityLog.target_id, sending.id)));
    expect(log).toMatchObject({ action: 'sent' });

    const sent = (await search(admin, filter(condition('report_sent', 'equals', true)))).json();
    expect(sent.data.map((r: CipProjectRow) => [r.id, r.sendings_count])).toEqual([[ids.aIst, 1]]);
    expect(sent.data[0].last_sent_at).toBe(sending.created_at);
  });

  it('keeps the history to its project and the audits the position sees', async () => {
    const [first] = (await get(t, gozlemci, `/ggh/cip/report-send/${ids.a}/${ids.aIst}`)).json().data as CipSending[];
    expect((await get(t, gozlemci, `/ggh/cip/report-send/${ids.a}/${ids.aSaw}/${first!.id}`)).statusCode).toBe(404);
    expect((await get(t, gozlemci, `/ggh/cip/report-send/${ids.a}/${ids.aSaw}`)).json().data).toEqual([]);
    expect((await get(t, denetci, `/ggh/cip/report-send/${ids.b}/${ids.bSaw}`)).statusCode).toBe(404);
    expect((await send(denetci, ids.b, ids.bSaw, { selectedFindigs: [1] })).statusCode).toBe(404);
  });

  it('refuses without view-ggh-audits', async () => {
    expect((await preview(personel, ids.a, ids.aIst, { selectedFindigs: [ids.f1] })).statusCode).toBe(403);
    expect((await send(personel, ids.a, ids.aIst, { selectedFindigs: [ids.f1] })).statusCode).toBe(403);
    expect((await get(t, personel, `/ggh/cip/report-send/${ids.a}/${ids.aIst}`)).statusCode).toBe(403);
    expect((await get(t, personel, `/ggh/cip/report-send/${ids.a}/${ids.aIst}/1`)).statusCode).toBe(403);
    expect((await send(null, ids.a, ids.aIst, { selectedFindigs: [ids.f1] })).statusCode).toBe(401);
  });
});

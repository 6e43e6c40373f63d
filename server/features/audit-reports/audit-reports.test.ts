import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_REPORT_MESSAGES as M } from '../../../src/contracts/audit-reports';
import { createTestApp, type TestApp } from '../../test/harness';
import { audits } from '../audits/audits.table';
import { PNG } from '../files/upload-fixtures';
import {
  get, makeAudit, makeFinding, makeProject, pdfOf, positionOf, projectId, removeFiles, revoke,
} from './audit-reports-test-kit';

const TURKISH = 'ğüşıöçİĞÜŞÖÇ';

let t: TestApp;
let admin: string;
let denetci: string;
let gozlemci: string;
let personel: string;
let sef: string;
const ids = {} as Record<string, number>;
const uuids = {} as Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  [admin, denetci, gozlemci, personel, sef] = await Promise.all(['admin', 'denetci', 'gozlemci', 'personel', 'sef'].map((u) => t.login(u)));
  const [ist, saw, esb] = await Promise.all([projectId(t, 'IST'), projectId(t, 'SAW'), projectId(t, 'ESB')]);
  const observer = await positionOf(t, 'gozlemci');
  const personelPosition = await positionOf(t, 'personel');

  // ggh audit on IST and SAW (the Inspector is a member of IST: it sees this one).
  const ggh = await makeAudit(t, { family: 'ggh', code: 'GGH-2026-0101', supervisor: observer, securityProjects: [ist, saw] });
  const gghIst = await makeProject(t, ggh.id, ist, 'https://medya.example/ist');
  const gghSaw = await makeProject(t, ggh.id, saw);
  const f1 = await makeFinding(t, { auditId: ggh.id, projectId: gghIst.id, title: `Kapı kontrolü ${TURKISH}`, positions: [personelPosition], photos: [PNG] });
  const f2 = await makeFinding(t, { auditId: ggh.id, projectId: gghIst.id, title: 'Yaka kartı takılmamış', ratingId: 2 });
  const f3 = await makeFinding(t, { auditId: ggh.id, projectId: gghSaw.id, title: 'Sabiha bulgusu', personalText: 'Şule Öz, Can Işık' });
  Object.assign(ids, { ggh: ggh.id, gghIst: gghIst.id, gghSaw: gghSaw.id, f1: f1.id, f2: f2.id, f3: f3.id });
  Object.assign(uuids, { ggh: ggh.uuid, gghIst: gghIst.uuid });

  // ggh audit only on SAW, supervised by the observer: the Inspector does not see it.
  const hidden = await makeAudit(t, { family: 'ggh', code: 'GGH-2026-0102', supervisor: observer, securityProjects: [saw] });
  const hiddenProject = await makeProject(t, hidden.id, saw);
  await makeFinding(t, { auditId: hidden.id, projectId: hiddenProject.id, title: 'Gizli bulgu' });
  Object.assign(ids, { hidden: hidden.id, hiddenProject: hiddenProject.id });

  // k9: 'row' personnel (free text).
  const k9 = await makeAudit(t, { family: 'k9', code: 'K9-2026-0001', supervisor: observer, securityProjects: [ist] });
  const k9Project = await makeProject(t, k9.id, ist);
  const k1 = await makeFinding(t, { auditId: k9.id, projectId: k9Project.id, title: 'Köpek eğitimi eksik', storage: 'row', personalText: 'Gökhan Ünal' });
  const k2 = await makeFinding(t, { auditId: k9.id, projectId: k9Project.id, title: 'Tasma kontrolü', storage: 'table', positions: [personelPosition] });
  Object.assign(ids, { k9: k9.id, k9Project: k9Project.id, k1: k1.id, k2: k2.id });

  // uog: findings hang on the audit.
  const uog = await makeAudit(t, { family: 'uog', code: 'UOG-2026-0001', supervisor: observer, securityProject: esb });
  await makeFinding(t, { auditId: uog.id, projectId: null, times: ['09:15', '09:45'], personalText: 'Ülkü Şen', photos: [PNG] });
  ids.uog = uog.id;
});

afterAll(async () => {
  await t.close();
  removeFiles(t);
});

describe('GET /{family}/audit/{id}/report', () => {
  it('answers the whole ggh audit as a PDF: company header, every project, findings, photos', async () => {
    const res = await get(t, admin, `/ggh/audit/${ids.ggh}/report`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Denetim%20raporu%20GGH-2026-0101.pdf");
    const pdf = await pdfOf(res);
    expect(pdf.text).toContain('Apron Havacılık ve Güvenlik Hizmetleri A.Ş.');
    expect(pdf.text).toContain('Yer Hizmetleri Güvenlik Denetimi Raporu');
    expect(pdf.text).toContain('GGH-2026-0101');
    expect(pdf.text).toContain('02/03/2026 08:30');
    expect(pdf.text).toContain('Zeynep Yıldırım');
    expect(pdf.text).toContain('İstanbul Havalimanı Güvenlik (IST)');
    expect(pdf.text).toContain('Sabiha Gökçen Yer Hizmetleri (SAW)');
    expect(pdf.text).toContain(`Kapı kontrolü ${TURKISH}`);
    expect(pdf.text).toContain('Ayşe Doğan');
    expect(pdf.text).toContain('Yaka kartı takılmamış');
    expect(pdf.text).toContain('Şule Öz, Can Işık');
    expect(pdf.text).toContain('https://medya.example/ist');
    expect(pdf.text).not.toContain('Gizli bulgu');
    expect(pdf.imageCount).toBe(1);
  });

  it('takes the audit uuid as well as its id', async () => {
    const res = await get(t, admin, `/ggh/audit/${uuids.ggh}/report`);
    expect(res.statusCode).toBe(200);
    expect((await pdfOf(res)).text).toContain('GGH-2026-0101');
  });

  it('uog: the findings on the audit, with their times', async () => {
    const res = await get(t, gozlemci, `/uog/audit/${ids.uog}/report`);
    expect(res.statusCode).toBe(200);
    const pdf = await pdfOf(res);
    expect(pdf.text).toContain('Operasyon Denetimi Raporu');
    expect(pdf.text).toContain('Ankara Esenboğa Operasyon');
    expect(pdf.text).toContain('09:15 – 09:45');
    expect(pdf.text).toContain('Ülkü Şen');
    expect(pdf.imageCount).toBe(1);
  });

  it('k9: the whole audit', async () => {
    const res = await get(t, gozlemci, `/k9/audit/${ids.k9}/report`);
    expect(res.statusCode).toBe(200);
    expect((await pdfOf(res)).text).toContain('Köpekli Arama Birimi Denetimi Raporu');
  });

  it('an audit of another family, a deleted one or an unknown id is not found', async () => {
    expect((await get(t, admin, `/k9/audit/${ids.ggh}/report`)).statusCode).toBe(404);
    expect((await get(t, admin, `/ggh/audit/999999/report`)).statusCode).toBe(404);
    expect((await get(t, admin, `/ggh/audit/not-an-id/report`)).statusCode).toBe(422);
    const gone = await makeAudit(t, { family: 'ggh', code: 'GGH-2026-0199', supervisor: await positionOf(t, 'gozlemci') });
    await t.database.db.update(audits).set({ deleted_at: new Date() }).where(eq(audits.id, gone.id));
    const res = await get(t, admin, `/ggh/audit/${gone.id}/report`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.auditNotFound);
  });

  it('keeps to the audits the position sees: the Inspector reads its project\'s audit, not another', async () => {
    expect((await get(t, denetci, `/ggh/audit/${ids.ggh}/report`)).statusCode).toBe(200);
    expect((await get(t, denetci, `/ggh/audit/${ids.hidden}/report`)).statusCode).toBe(404);
    expect((await get(t, denetci, `/ggh/audit/${ids.hidden}/report/${ids.hiddenProject}`)).statusCode).toBe(404);
  });

  it('refuses without view-{family}-audits (403) and without a sign-in (401)', async () => {
    for (const url of [`/ggh/audit/${ids.ggh}/report`, `/k9/audit/${ids.k9}/report`, `/uog/audit/${ids.uog}/report`, `/ggh/audit/${ids.ggh}/report/${ids.gghIst}`]) {
      expect((await get(t, personel, url)).statusCode).toBe(403);
      expect((await get(t, sef, url)).statusCode).toBe(403);
      expect((await get(t, null, url)).statusCode).toBe(401);
    }
  });

  it('uog: without view-uog-audit-findings the report is refused', async () => {
    const restore = await revoke(t, 'Denetçi', 'view-uog-audit-findings');
    try {
      const res = await get(t, denetci, `/uog/audit/${ids.uog}/report`);
      // The demo Inspector is a member of ESB (the audit's project), so the missing permission refuses it.
      expect(res.statusCode).toBe(403);
      const gozlemciRestore = await revoke(t, 'Gözlemci', 'view-uog-audit-findings');
      try {
        const refused = await get(t, gozlemci, `/uog/audit/${ids.uog}/report`);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(M.findingsForbidden);
      } finally {
        await gozlemciRestore();
      }
    } finally {
      await restore();
    }
  });
});

describe('GET /{family}/audit/{id}/report/{projectId}', () => {
  it('answers one project with all its findings when none are chosen', async () => {
    const res = await get(t, admin, `/ggh/audit/${ids.ggh}/report/${ids.gghIst}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('GGH-2026-0101%20IST.pdf');
    const pdf = await pdfOf(res);
    expect(pdf.text).toContain(`Kapı kontrolü ${TURKISH}`);
    expect(pdf.text).toContain('Yaka kartı takılmamış');
    expect(pdf.text).not.toContain('Sabiha bulgusu');
    expect(pdf.imageCount).toBe(1);
  });

  it('ggh: audit_finding_ids[] narrows to the chosen findings (project by uuid too)', async () => {
    const res = await get(t, admin, `/ggh/audit/${ids.ggh}/report/${uuids.gghIst}?audit_finding_ids[]=${ids.f2}`);
    expect(res.statusCode).toBe(200);
    const pdf = await pdfOf(res);
    expect(pdf.text).toContain('Yaka kartı takılmamış');
    expect(pdf.text).not.toContain('Kapı kontrolü');
    expect(pdf.imageCount).toBe(0);
  });

  it('k9: audit_finding_ids[n] narrows the same way', async () => {
    const res = await get(t, gozlemci, `/k9/audit/${ids.k9}/report/${ids.k9Project}?audit_finding_ids[0]=${ids.k1}`);
    expect(res.statusCode).toBe(200);
    const pdf = await pdfOf(res);
    expect(pdf.text).toContain('Köpek eğitimi eksik');
    expect(pdf.text).toContain('Gökhan Ünal');
    expect(pdf.text).not.toContain('Tasma kontrolü');
  });

  it('an explicitly empty selection is refused with the spec\'s message', async () => {
    for (const query of ['audit_finding_ids[]=', 'audit_finding_ids=']) {
      const res = await get(t, admin, `/ggh/audit/${ids.ggh}/report/${ids.gghIst}?${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ audit_finding_ids: [M.noFindingsSelected] });
    }
  });

  it('refuses findings of another project, and a project of another audit', async () => {
    const res = await get(t, admin, `/ggh/audit/${ids.ggh}/report/${ids.gghIst}?audit_finding_ids[]=${ids.f1}&audit_finding_ids[]=${ids.f3}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.audit_finding_ids).toEqual([M.findingNotOfProject]);
    expect((await get(t, admin, `/ggh/audit/${ids.ggh}/report/${ids.k9Project}`)).statusCode).toBe(404);
    expect((await get(t, admin, `/ggh/audit/${ids.ggh}/report/${ids.gghIst}?audit_finding_ids[]=abc`)).statusCode).toBe(422);
  });

  it('uog has no project report', async () => {
    expect((await get(t, admin, `/uog/audit/${ids.uog}/report/1`)).statusCode).toBe(404);
  });
});

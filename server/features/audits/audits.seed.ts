import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AuditFamily } from '../../../src/contracts/audits/families';
import type { Db } from '../../db/client';
import { positions, users } from '../auth/auth.table';
import { roles } from '../organisation/organisation.table';
import { referenceItems } from '../reference-lists/reference-lists.table';
import { securityProjectPositions, securityProjects } from '../security-projects/security-projects.table';
import { auditFindingPositions, auditFindings, auditProjects, audits, auditSecurityProjects } from './audits.table';
import { generatedCode } from './audits.service';

/** After the reference lists (110): titles and flight codes are looked up by list key. */
export const order = 120;

type State = 'draft' | 'pending' | 'observed' | 'approved' | 'rejected';

interface DemoFinding { rating: number; text?: string; personal?: string; staff?: number; type?: 'table' | 'row'; times?: [string, string] }
interface DemoAudit {
  family: AuditFamily; uuid: string; start: string; end: string; state: State; title: number; rating?: number; extra?: number; report?: number;
  projects?: { code: string; times: [string, string]; findings: DemoFinding[] }[];
  project?: string; flightCode?: number; media?: string; findings?: DemoFinding[];
}

const AUDITS: DemoAudit[] = [
  {
    family: 'ggh', uuid: '019c5a10-0000-7000-8000-00000000a001', start: '2026-03-02 08:00', end: '2026-03-02 16:00', state: 'draft', title: 0, rating: 2, report: 1,
    projects: [
      { code: 'IST', times: ['08:30', '11:00'], findings: [{ rating: 3, text: 'X-ray operatörü görüntüyü 5 saniyeden kısa inceledi.', staff: 0, personal: 'Vardiya B' }] },
      { code: 'SAW', times: ['13:00', '15:30'], findings: [] },
    ],
  },
  {
    family: 'ggh', uuid: '019c5a10-0000-7000-8000-00000000a002', start: '2026-02-16 09:00', end: '2026-02-16 17:00', state: 'pending', title: 1, rating: 1, extra: 2, report: 2,
    projects: [
      { code: 'IST', times: ['09:15', '12:00'], findings: [{ rating: 1, text: 'Bagaj etiket kontrolü prosedüre uygun.', staff: 1 }] },
      { code: 'SAW', times: ['13:30', '16:00'], findings: [{ rating: 2, text: 'Kayıp eşya formu eksik dolduruldu.', staff: 2 }] },
    ],
  },
  {
    family: 'ggh', uuid: '019c5a10-0000-7000-8000-00000000a003', start: '2026-01-19 07:00', end: '2026-01-19 12:00', state: 'approved', title: 2, rating: 1, extra: 1, report: 3,
    projects: [{ code: 'IST', times: ['07:00', '11:45'], findings: [{ rating: 1, text: 'Apron giriş kartları eksiksiz kontrol edildi.', staff: 3 }] }],
  },
  {
    family: 'ggh', uuid: '019c5a10-0000-7000-8000-00000000a004', start: '2026-02-03 10:00', end: '2026-02-03 15:00', state: 'rejected', title: 3, rating: 3, extra: 4, report: 1,
    projects: [{ code: 'SAW', times: ['10:00', '14:30'], findings: [{ rating: 3, text: 'Kargo mühür numaraları kayda geçirilmemiş.', staff: 4 }] }],
  },
  {
    family: 'k9', uuid: '019c5a10-0000-7000-8000-00000000b001', start: '2026-03-04 22:00', end: '2026-03-05 02:00', state: 'draft', title: 0, rating: 2,
    projects: [{ code: 'IST', times: ['22:00', '23:30'], findings: [{ rating: 2, text: 'Köpek ekibi 10 dakika geç konuşlandı.', type: 'table', staff: 5 }] }],
  },
  {
    family: 'k9', uuid: '019c5a10-0000-7000-8000-00000000b002', start: '2026-02-20 06:00', end: '2026-02-20 09:00', state: 'observed', title: 1, rating: 1, report: 2,
    projects: [{ code: 'ESB', times: ['06:00', '08:30'], findings: [{ rating: 1, text: 'Bagaj holü taraması eksiksiz yapıldı.', type: 'row', personal: 'Ekip K-3: Mehmet Kaya, Ali Demir' }] }],
  },
  {
    family: 'uog', uuid: '019c5a10-0000-7000-8000-00000000c001', start: '2026-03-03 05:30', end: '2026-03-03 08:00', state: 'draft', title: 0, project: 'ESB', flightCode: 0,
    media: 'https://medya.apron.example/uog/2026-03-03.mp4',
    findings: [{ rating: 2, times: ['05:45', '06:10'], staff: 6, personal: 'Hasan Yılmaz, Fatma Kara' }],
  },
  {
    family: 'uog', uuid: '019c5a10-0000-7000-8000-00000000c002', start: '2026-02-12 14:00', end: '2026-02-12 16:30', state: 'pending', title: 1, project: 'ADB', flightCode: 1, rating: 1,
    findings: [{ rating: 1, times: ['14:10', '14:40'], staff: 7 }, { rating: 4, times: ['15:00', '15:20'], personal: 'İkram ekibi' }],
  },
  {
    family: 'uog', uuid: '019c5a10-0000-7000-8000-00000000c003', start: '2026-01-27 11:00', end: '2026-01-27 13:00', state: 'approved', title: 2, project: 'ESB', flightCode: 2, rating: 1, extra: 1,
    findings: [{ rating: 1, times: ['11:05', '11:50'], staff: 8 }],
  },
];

/** Fixed uuids for the projects and findings, in seeding order. */
const childUuid = (n: number) => `019c5a10-0000-7000-8001-${String(n).padStart(12, '0')}`;

export async function seed(db: Db): Promise<void> {
  const people = await db.select({ name: users.name, position_id: positions.id }).from(users)
    .innerJoin(positions, and(eq(positions.user_id, users.id), eq(positions.is_primary, true)))
    .where(inArray(users.name, ['denetci', 'gozlemci', 'admin', 'sef']));
  const person = (name: string) => people.find((p) => p.name === name)?.position_id;
  const inspector = person('denetci');
  const observer = person('gozlemci');
  const admin = person('admin');
  if (!inspector || !observer || !admin) return; // not the demo organisation

  const staff = await db.select({ id: positions.id }).from(positions).innerJoin(roles, eq(roles.id, positions.role_id))
    .where(and(inArray(roles.name, ['Personel', 'Airsider', 'Interviewer', 'Köpek Eğitmeni']), isNull(positions.deleted_at))).orderBy(asc(positions.id)).limit(12);
  const projectRows = await db.select({ id: securityProjects.id, code: securityProjects.short_code }).from(securityProjects);
  const projectId = (code: string) => projectRows.find((p) => p.code === code)!.id;
  const items = await db.select({ id: referenceItems.id, list: referenceItems.list }).from(referenceItems).orderBy(asc(referenceItems.id));
  const item = (list: string, n: number) => items.filter((i) => i.list === list)[n]?.id ?? null;

  // The demo inspector audits a uog project too (issue 9: `denetci` could create no uog audit, every
  // demo user being a member of the first, ggh, project only).
  await db.insert(securityProjectPositions).values({ security_project_id: projectId('ESB'), position_id: inspector }).onConflictDoNothing();

  let n = 0;
  for (const a of AUDITS) {
    const at = new Date(`${a.start.replace(' ', 'T')}:00+03:00`);
    const submitted = a.state !== 'draft';
    const observed = ['observed', 'approved'].includes(a.state);
    const approved = a.state === 'approved';
    const codes = a.projects?.map((p) => p.code) ?? [];
    const [row] = await db.insert(audits).values({
      uuid: a.uuid, family: a.family, audit_code: `${a.family}-?`, started_at: `${a.start}:00`, ended_at: `${a.end}:00`,
      title_id: item(`${a.family}-title`, a.title), rating_id: a.rating ?? null, extra_rating: a.extra ?? null, report_status_id: a.report ?? null,
      primary_supervisor_id: inspector, optional_supervisor_id: a.family === 'uog' ? null : person('sef') ?? null,
      is_submitted: submitted, is_reviewed: approved || a.state === 'rejected', is_approved: approved, is_rejected: a.state === 'rejected',
      submitted_at: submitted ? at : null, submitted_position_id: submitted ? inspector : null,
      observer_approved_at: observed ? at : null, submitter_position_id: observed ? observer : null,
      admin_approved_at: approved ? at : null, reviewer_position_id: approved ? admin : null,
      reviewed_at: approved || a.state === 'rejected' ? at : null,
      rejected_at: a.state === 'rejected' ? at : null, rejected_position_id: a.state === 'rejected' ? observer : null,
      security_project_id: a.project ? projectId(a.project) : null, flight_code_id: a.flightCode === undefined ? null : item('uog-flight-code', a.flightCode),
      media_url: a.media ?? null, creator_position_id: inspector, created_at: at, updated_at: at,
    }).returning();
    await db.update(audits).set({ audit_code: generatedCode(a.family, a.start, row!.id) }).where(eq(audits.id, row!.id));
    if (codes.length) await db.insert(auditSecurityProjects).values(codes.map((c) => ({ audit_id: row!.id, security_project_id: projectId(c) })));

    const addFindings = async (findings: DemoFinding[], projectRowId: number | null) => {
      for (const f of findings) {
        const [finding] = await db.insert(auditFindings).values({
          uuid: childUuid(++n), audit_id: row!.id, audit_project_id: projectRowId, rating_id: f.rating,
          title: a.family === 'uog' ? null : f.text ?? null, personal_text: f.personal ?? null,
          personel_storage_type: a.family === 'k9' ? f.type ?? 'table' : null,
          started_at: f.times?.[0] ?? null, ended_at: f.times?.[1] ?? null, creator_position_id: inspector, created_at: at, updated_at: at,
        }).returning();
        const named = f.staff === undefined ? undefined : staff[f.staff % Math.max(staff.length, 1)]?.id;
        if (named) await db.insert(auditFindingPositions).values({ finding_id: finding!.id, position_id: named });
      }
    };
    for (const [i, p] of (a.projects ?? []).entries()) {
      const [project] = await db.insert(auditProjects).values({
        uuid: childUuid(++n), audit_id: row!.id, security_project_id: projectId(p.code), started_at: p.times[0], ended_at: p.times[1],
        media_url: a.family === 'ggh' && i === 0 ? 'https://medya.apron.example/ggh/kamera-1.mp4' : null, created_at: at, updated_at: at,
      }).returning();
      await addFindings(p.findings, project!.id);
    }
    await addFindings(a.findings ?? [], null);
  }
}

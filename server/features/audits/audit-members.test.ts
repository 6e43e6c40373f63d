import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LIMITS } from '../../../src/contracts/audits/families';
import type { AuditMember } from '../../../src/contracts/audits/schemas';
import { createTestApp, type TestApp } from '../../test/harness';
import { positions } from '../auth/auth.table';
import { grant, userInRole } from '../demands/demand-test-kit';
import { securityProjects } from '../security-projects/security-projects.table';
import { auditBody, call, FAMILIES, joinProject, pathsOf, positionOf, projectCodeOf, projectId } from './audit-test-kit';

/**
 * Project members in the audit forms (issue 4: personnel and supervisors offline): the audit form
 * carries the members of the position's projects of the family, the finding form those of the
 * finding's project; the family's permission and the audit's visibility gate both.
 */

let t: TestApp;
let inspector: string;
let admin: string;
let personel: string;
let outsider: string;
let uogViewer: string;
let pos: { inspector: number; personel: number; sef: number };

interface Members { member_projects: number[]; members: AuditMember[]; members_truncated: boolean }
const names = (m: Members) => m.members.map((x) => x.full_name);

beforeAll(async () => {
  t = await createTestApp();
  await joinProject(t, 'denetci', 'ESB');
  await joinProject(t, 'sef', 'SAW');
  [inspector, admin, personel] = await Promise.all([t.login('denetci'), t.login('admin'), t.login('personel')]);
  // An inspector of no security project: sees only what it supervises.
  outsider = await userInRole(t, 'uye.disi', 'Denetçi', 'Proje', 'Dışı');
  // Reads uog audits but not their findings.
  await grant(t, 'İzleyici', 'view-uog-audits');
  uogViewer = await userInRole(t, 'uog.izleyici', 'İzleyici', 'Uog', 'İzleyici');
  pos = { inspector: await positionOf(t, 'denetci'), personel: await positionOf(t, 'personel'), sef: await positionOf(t, 'sef') };
});
afterAll(() => t.close());

describe.each(FAMILIES)('%s form members', (family) => {
  const code = projectCodeOf(family);
  let audit: { id: number; uuid: string };
  let project: { id: number } | undefined;

  beforeAll(async () => {
    audit = (await call(t, inspector, 'POST', `/${family}/audit`, await auditBody(t, family, pos.inspector))).json().data;
    if (family !== 'uog') {
      project = (await call(t, inspector, 'POST', `/${family}/audit/${audit.id}/project`, {
        security_project_id: await projectId(t, code), started_at: '09:00', ended_at: '10:00',
      })).json().data;
    }
  });

  it('the audit create form lists the members of the position’s projects of the family, without national ids', async () => {
    const data: Members & { security_projects: { id: number }[] } = (await call(t, inspector, 'GET', `/${family}/audit/create`)).json().data;
    expect(data.member_projects).toEqual(data.security_projects.map((p) => p.id).sort((a, b) => a - b));
    expect(data.member_projects).toContain(await projectId(t, code));
    expect(data.members_truncated).toBe(false);
    const me = data.members.find((m) => m.id === pos.inspector)!;
    expect(me).toMatchObject({ full_name: 'Oğuz Çelik', role_display: { role: { name: 'Denetçi' }, department: { name: 'Denetim' } } });
    expect(me.security_project_ids).toContain(await projectId(t, code));
    expect(me).not.toHaveProperty('national_id_number');
    // Only the listed projects count: the chief's SAW membership (not the inspector's project) is not there.
    expect(data.member_projects).not.toContain(await projectId(t, 'SAW'));
    expect(data.members.find((m) => m.id === pos.sef)?.security_project_ids ?? []).not.toContain(await projectId(t, 'SAW'));
    expect(data.members.every((m) => m.security_project_ids.every((id) => data.member_projects.includes(id)))).toBe(true);
    if (family === 'ggh') expect(names(data)).toContain('Ayşe Doğan');
  });

  it('the finding forms carry the members of the finding’s security project', async () => {
    const paths = pathsOf(family, audit.uuid, project?.id);
    const create: Members = (await call(t, inspector, 'GET', `${paths.findings}/create`)).json().data;
    expect(create.member_projects).toEqual([await projectId(t, code)]);
    expect(create.members.map((m) => m.id)).toContain(pos.inspector);
    expect(create.members.every((m) => m.security_project_ids.length === 1 && m.security_project_ids[0] === create.member_projects[0])).toBe(true);
    if (family !== 'uog') expect(names(create)).toContain('Ayşe Doğan');
    const finding = (await call(t, inspector, 'POST', paths.findings, family === 'uog'
      ? { rating_id: 1, started_at: '09:00', ended_at: '09:30', selectedPersonals: [pos.inspector] }
      : { rating_id: 2, title: 'Üye', ...(family === 'k9' ? { personel_storage_type: 'table', selected_personals: [pos.inspector] } : { positions: [pos.inspector] }) })).json().data;
    const edit: Members & { finding: { id: number } } = (await call(t, inspector, 'GET', `${paths.findings}/${finding.id}/edit`)).json().data;
    expect(edit.finding.id).toBe(finding.id);
    expect(edit.members).toEqual(create.members);
  });

  it('refuses positions without the family’s permission, and hides audits the position does not see', async () => {
    const paths = pathsOf(family, audit.id, project?.id);
    expect((await call(t, personel, 'GET', `/${family}/audit/create`)).statusCode).toBe(403);
    expect((await call(t, personel, 'GET', `${paths.findings}/create`)).statusCode).toBe(403);
    expect((await call(t, null, 'GET', `${paths.findings}/create`)).statusCode).toBe(401);
    expect((await call(t, outsider, 'GET', `${paths.findings}/create`)).statusCode).toBe(404);
    expect((await call(t, outsider, 'GET', `/${family}/audit/${audit.id}/edit`)).statusCode).toBe(404);
    // Without projects of its own, the create form has no members to offer.
    const empty: Members = (await call(t, outsider, 'GET', `/${family}/audit/create`)).json().data;
    expect(empty).toMatchObject({ member_projects: [], members: [], members_truncated: false });
  });

  it('editing, the members of the audit’s own projects come too (a supervisor outside them)', async () => {
    const saw = await projectId(t, 'SAW');
    const esb = await projectId(t, 'ESB');
    const other = family === 'uog' ? esb : saw;
    const outsiderPosition = await positionOf(t, 'uye.disi');
    const body = await auditBody(t, family, outsiderPosition, family === 'uog' ? { security_project_id: other } : { security_projects: [other] });
    const supervised = (await call(t, admin, 'POST', `/${family}/audit`, body)).json().data;
    const data: Members = (await call(t, outsider, 'GET', `/${family}/audit/${supervised.id}/edit`)).json().data;
    expect(data.member_projects).toEqual([other]);
    if (family !== 'uog') expect(data.members.map((m) => m.id)).toContain(pos.sef);
    expect(data.members.map((m) => m.id)).not.toContain(outsiderPosition);
  });
});

describe('uog findings need view-uog-audit-findings', () => {
  it('a reader of uog audits without it gets 403 on the finding form', async () => {
    const audit = (await call(t, admin, 'POST', '/uog/audit', await auditBody(t, 'uog', pos.inspector))).json().data;
    expect((await call(t, uogViewer, 'GET', '/uog/audit/create')).statusCode).toBe(200);
    expect((await call(t, uogViewer, 'GET', `/uog/audit/${audit.id}/finding/create`)).statusCode).toBe(403);
    expect((await call(t, admin, 'GET', `/uog/audit/${audit.id}/finding/create`)).json().data.member_projects).toEqual([await projectId(t, 'ESB')]);
  });
});

describe('bounds', () => {
  const db = () => t.database.db;
  let big: number;

  beforeAll(async () => {
    const [project] = await db().insert(securityProjects).values({ name: 'Kalabalık Proje', short_code: 'KLB', type: 'ggh', enable: true }).returning();
    big = project!.id;
    const [sample] = await db().select().from(positions).where(eq(positions.id, pos.personel));
    // One more member than an answer holds, made in the database in one go.
    const extra = AUDIT_LIMITS.membersMax + 1;
    await db().execute(sql`insert into users (name, first_name, last_name)
      select 'kalabalik.' || g, 'Üye', 'Numara ' || g from generate_series(1, ${extra}) g`);
    await db().execute(sql`insert into positions (user_id, company_id, department_id, role_id, is_primary)
      select u.id, ${sample!.company_id}, ${sample!.department_id}, ${sample!.role_id}, true from users u where u.name like 'kalabalik.%'`);
    await db().execute(sql`insert into security_project_positions (security_project_id, position_id)
      select ${big}, p.id from positions p join users u on u.id = p.user_id where u.name like 'kalabalik.%'`);
  });

  it(`cuts at ${AUDIT_LIMITS.membersMax} members and says so`, async () => {
    const audit = (await call(t, admin, 'POST', '/ggh/audit', await auditBody(t, 'ggh', pos.inspector, { security_projects: [big] }))).json().data;
    const project = (await call(t, admin, 'POST', `/ggh/audit/${audit.id}/project`, { security_project_id: big, started_at: '09:00', ended_at: '10:00' })).json().data;
    const res = await call(t, admin, 'GET', `/ggh/audit/${audit.id}/project/${project.id}/finding/create`);
    expect(res.statusCode).toBe(200);
    const data: Members = res.json().data;
    expect(data.members).toHaveLength(AUDIT_LIMITS.membersMax);
    expect(data.members_truncated).toBe(true);
    expect(new Set(data.members.map((m) => m.id)).size).toBe(AUDIT_LIMITS.membersMax);
  });

  it('leaves out deleted positions', async () => {
    const [victim] = await db().execute(sql`select p.id from positions p join users u on u.id = p.user_id where u.name = 'kalabalik.1'`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    await db().update(positions).set({ deleted_at: new Date() }).where(eq(positions.id, Number(victim!.id)));
    const audit = (await call(t, admin, 'POST', '/ggh/audit', await auditBody(t, 'ggh', pos.inspector, { security_projects: [big] }))).json().data;
    const project = (await call(t, admin, 'POST', `/ggh/audit/${audit.id}/project`, { security_project_id: big, started_at: '09:00', ended_at: '10:00' })).json().data;
    const data: Members = (await call(t, admin, 'GET', `/ggh/audit/${audit.id}/project/${project.id}/finding/create`)).json().data;
    // 5,001 members less the deleted one: exactly what an answer holds.
    expect(data.members).toHaveLength(AUDIT_LIMITS.membersMax);
    expect(data.members_truncated).toBe(false);
    expect(data.members.map((m) => m.id)).not.toContain(Number(victim!.id));
  });
});

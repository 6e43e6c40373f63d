import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES as M } from '../../../src/contracts/audits/families';
import { createTestApp, type TestApp } from '../../test/harness';
import { grant, logOf, userInRole } from '../demands/demand-test-kit';
import { auditBody, call, FAMILIES, joinProject, newUuid, positionOf, projectCodeOf, projectId, refId } from './audit-test-kit';

let t: TestApp;
let inspector: string;
let observer: string;
let personel: string;
let outsider: string;
let inspectorPos: number;
let sefPos: number;

beforeAll(async () => {
  t = await createTestApp();
  await joinProject(t, 'denetci', 'ESB');
  [inspector, observer, personel] = await Promise.all([t.login('denetci'), t.login('gozlemci'), t.login('personel')]);
  // An inspector of no security project: sees only what it supervises.
  outsider = await userInRole(t, 'baska.denetci', 'Denetçi', 'Başka', 'Denetçi');
  inspectorPos = await positionOf(t, 'denetci');
  sefPos = await positionOf(t, 'sef');
});
afterAll(() => t.close());

describe.each(FAMILIES)('%s audits', (family) => {
  let created: { id: number; uuid: string; audit_code: string };

  it('create form: titles, ratings, the position’s projects of the family, flight codes for uog', async () => {
    const res = await call(t, inspector, 'GET', `/${family}/audit/create`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.audit).toBeNull();
    expect(data.titles.length).toBeGreaterThan(0);
    expect(data.ratings.map((r: { name: string }) => r.name)).toContain('Uygun');
    expect(data.security_projects.map((p: { short_code: string }) => p.short_code)).toContain(projectCodeOf(family));
    expect(data.security_projects.every((p: { type: string }) => (family === 'uog' ? p.type === 'uog' : ['ggh', 'uog'].includes(p.type)))).toBe(true);
    expect(data.flight_codes.length > 0).toBe(family === 'uog');
    expect(data.report_statuses.length > 0).toBe(family !== 'uog');
  });

  it('creates with a generated code, default time 00:00 for ggh dates, and logs it', async () => {
    const res = await call(t, inspector, 'POST', `/${family}/audit`, await auditBody(t, family, inspectorPos, { optional_supervisor_id: family === 'uog' ? '' : sefPos }));
    expect(res.statusCode).toBe(201);
    expect(res.json().helper_data.message).toBe(M.created);
    created = res.json().data;
    const data = res.json().data;
    expect(data.audit_code).toMatch(new RegExp(`^${family.toUpperCase()}-2026-\\d{5}$`));
    expect(data.started_at).toBe(family === 'ggh' ? '2026-04-01 00:00' : '2026-04-01 08:30');
    expect(data.primary_supervisor.full_name).toBe('Oğuz Çelik');
    expect(data.optional_supervisor_id).toBe(family === 'uog' ? null : sefPos);
    expect(data.creator_position_id).toBe(inspectorPos);
    expect(data.security_projects.map((p: { short_code: string }) => p.short_code)).toEqual([projectCodeOf(family)]);
    expect(data.lock_reason).toBeNull();
    expect(data.actions).toMatchObject({ edit: true, submit_approval: true, approve: false });
    if (family === 'uog') expect(data).toMatchObject({ flight_code: { id: await refId(t, 'uog-flight-code') }, media_url: 'https://medya.example/a.mp4' });
    expect((await logOf(t, 'audits', data.id))[0]).toMatchObject({ action: 'created' });
  });

  it('shows it by id and by uuid; the edit form carries it', async () => {
    const byId = await call(t, inspector, 'GET', `/${family}/audit/${created.id}`);
    const byUuid = await call(t, inspector, 'GET', `/${family}/audit/${created.uuid}`);
    expect(byId.statusCode).toBe(200);
    expect(byUuid.json().data.id).toBe(created.id);
    const edit = await call(t, inspector, 'GET', `/${family}/audit/${created.uuid}/edit`);
    expect(edit.json().data.audit.audit_code).toBe(created.audit_code);
    // Another family's path does not find it.
    const other = FAMILIES.find((f) => f !== family)!;
    expect((await call(t, inspector, 'GET', `/${other}/audit/${created.id}`)).statusCode).toBe(404);
  });

  it('lists it, paged, with the option lists', async () => {
    const res = await call(t, inspector, 'GET', `/${family}/audit?perpage=30&ordering=-created_at`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].id).toBe(created.id);
    expect(res.json().meta_data).toMatchObject({ page: 1, perpage: 30 });
    expect(res.json().helper_data.ratings.length).toBe(4);
  });

  it('updates and logs only what changed', async () => {
    const body = await auditBody(t, family, inspectorPos, {
      rating_id: 3, title_id: await refId(t, `${family}-title`, 1), ...(family === 'uog' ? {} : { optional_supervisor_id: sefPos }),
    });
    const res = await call(t, inspector, 'PUT', `/${family}/audit/${created.id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().helper_data.message).toBe(M.updated);
    expect(res.json().data).toMatchObject({ rating_id: 3, rating: { name: 'Uygun değil' }, audit_code: created.audit_code });
    const log = (await logOf(t, 'audits', created.id)).at(-1)!;
    expect(log.action).toBe('updated');
    expect(Object.keys((log.properties as { attributes: object }).attributes).sort()).toEqual(['rating_id', 'title_id']);
  });

  it('refuses invalid fields with Turkish messages', async () => {
    const bad = async (over: Record<string, unknown>) => (await call(t, inspector, 'POST', `/${family}/audit`, await auditBody(t, family, inspectorPos, over))).json();
    expect((await bad({ started_at: '2026-04-03 10:00', ended_at: '2026-04-03 09:59' })).errors.ended_at).toEqual([M.endBeforeStart]);
    expect((await bad({ started_at: '2026-02-30 10:00' })).errors.started_at).toEqual([M.badDateTime]);
    expect((await bad({ title_id: await refId(t, 'drill-code') })).errors.title_id).toBeDefined();
    expect((await bad({ rating_id: 9 })).errors.rating_id).toEqual([M.noRatingName]);
    expect((await bad({ primary_supervisor_id: 999999 })).errors.primary_supervisor_id).toEqual([M.positionNotFound]);
    const foreign = await projectId(t, 'SAW');
    if (family === 'uog') {
      expect((await bad({ security_project_id: foreign })).errors.security_project_id).toEqual([M.projectNotAllowed]);
      expect((await bad({ media_url: 'javascript:alert(1)' })).errors.media_url).toEqual([M.badMediaUrl]);
      expect((await bad({ flight_code_id: await refId(t, 'uog-title') })).errors.flight_code_id).toBeDefined();
    } else {
      expect((await bad({ security_projects: [foreign] })).errors.security_projects).toEqual([M.projectNotAllowed]);
      expect((await bad({ security_projects: [] })).errors.security_projects).toBeDefined();
    }
  });

  it('an offline create with the device uuid is idempotent; the uuid belongs to its creator', async () => {
    const id = newUuid();
    const body = await auditBody(t, family, inspectorPos, { id });
    const first = await call(t, inspector, 'POST', `/${family}/audit`, body);
    const again = await call(t, inspector, 'POST', `/${family}/audit`, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(first.json().data.uuid).toBe(id);
    const stolen = await call(t, observer, 'POST', `/${family}/audit`, body);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.id).toEqual([M.idTaken]);
  });

  it('shows audits only to their projects’ members, supervisors, approvers and administrators', async () => {
    expect((await call(t, outsider, 'GET', `/${family}/audit/${created.id}`)).statusCode).toBe(404);
    expect((await call(t, outsider, 'GET', `/${family}/audit`)).json().data.some((a: { id: number }) => a.id === created.id)).toBe(false);
    // The observer approves every audit of the family, so it sees them all.
    expect((await call(t, observer, 'GET', `/${family}/audit/${created.id}`)).statusCode).toBe(200);
    const supervised = await call(t, inspector, 'POST', `/${family}/audit`, await auditBody(t, family, await positionOf(t, 'baska.denetci')));
    expect((await call(t, outsider, 'GET', `/${family}/audit/${supervised.json().data.id}`)).statusCode).toBe(200);
  });

  it('refuses users without the family’s view permission', async () => {
    expect((await call(t, personel, 'GET', `/${family}/audit`)).statusCode).toBe(403);
    expect((await call(t, personel, 'POST', `/${family}/audit`, await auditBody(t, family, inspectorPos))).statusCode).toBe(403);
    expect((await call(t, null, 'GET', `/${family}/audit/${created.id}`)).statusCode).toBe(401);
  });

  it('deletes (soft) and logs; the audit is gone afterwards', async () => {
    const res = await call(t, inspector, 'DELETE', `/${family}/audit/${created.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(M.deleted);
    expect((await call(t, inspector, 'GET', `/${family}/audit/${created.id}`)).statusCode).toBe(404);
    expect((await logOf(t, 'audits', created.id)).at(-1)!.action).toBe('deleted');
  });
});

describe('audit administrators', () => {
  it('see every audit and may name any project of the family', async () => {
    await grant(t, 'Denetçi', 'administrate-uog-audits');
    const admin = await t.login('baska.denetci');
    const form = (await call(t, admin, 'GET', '/uog/audit/create')).json().data;
    expect(form.security_projects.map((p: { short_code: string }) => p.short_code).sort()).toEqual(['ADB', 'ESB']);
    const all = (await call(t, admin, 'GET', '/uog/audit?perpage=100')).json();
    expect(all.meta_data.total).toBeGreaterThanOrEqual(3);
  });
});

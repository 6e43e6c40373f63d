import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES as M } from '../../../src/contracts/audits/families';
import { FILE_MESSAGES } from '../../../src/contracts/files';
import { createTestApp, type TestApp } from '../../test/harness';
import { logOf, removeFiles, userInRole } from '../demands/demand-test-kit';
import { sha256Of } from '../files/file-store';
import { multipart, PDF, PNG } from '../files/upload-fixtures';
import {
  auditBody, call, FAMILIES, findingBody, joinProject, newUuid, pathsOf, positionOf, projectCodeOf, projectId,
} from './audit-test-kit';

let t: TestApp;
let inspector: string;
let observer: string;
let pos: { inspector: number; person: number };

beforeAll(async () => {
  t = await createTestApp();
  await joinProject(t, 'denetci', 'ESB');
  [inspector, observer] = await Promise.all([t.login('denetci'), t.login('gozlemci')]);
  pos = { inspector: await positionOf(t, 'denetci'), person: await positionOf(t, 'personel') };
});
afterAll(async () => {
  removeFiles(t);
  await t.close();
});

const PNG2 = Buffer.concat([PNG, Buffer.from('ikinci')]);
const uploadBlob = (token: string, bytes: Buffer) =>
  t.call(token, { method: 'PUT', url: `/api/blobs/${sha256Of(bytes)}`, payload: bytes, headers: { 'content-type': 'application/octet-stream' } });

/** Multipart form fields: lists as name[i]. */
function formParts(body: Record<string, unknown>) {
  return Object.entries(body).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((v, i) => ({ name: `${name}[${i}]`, content: String(v) })) : [{ name, content: String(value) }]);
}

describe.each(['ggh', 'k9'] as const)('%s audit projects', (family) => {
  let audit: { id: number; uuid: string };
  let project: { id: number; uuid: string };

  beforeAll(async () => {
    audit = (await call(t, inspector, 'POST', `/${family}/audit`, await auditBody(t, family, pos.inspector))).json().data;
  });

  it('create form offers the audit’s security projects', async () => {
    const form = (await call(t, inspector, 'GET', `/${family}/audit/${audit.id}/project/create`)).json().data;
    expect(form.audit.id).toBe(audit.id);
    expect(form.security_projects.map((p: { short_code: string }) => p.short_code)).toEqual(['IST']);
  });

  it('creates, shows, lists, edits and deletes a project; logs each', async () => {
    const body = { security_project_id: await projectId(t, 'IST'), started_at: '08:00', ended_at: '10:30', media_url: 'https://kamera.example/1' };
    const created = await call(t, inspector, 'POST', `/${family}/audit/${audit.uuid}/project`, body);
    expect(created.statusCode).toBe(201);
    expect(created.json().helper_data.message).toBe(M.projectCreated);
    project = created.json().data;
    expect(created.json().data).toMatchObject({ started_at: '08:00', ended_at: '10:30', findings_count: 0, media_url: family === 'ggh' ? body.media_url : null });
    expect((await call(t, inspector, 'GET', `/${family}/audit/${audit.id}/project/${project.uuid}`)).json().data.id).toBe(project.id);
    const list = (await call(t, inspector, 'GET', `/${family}/audit/${audit.id}/project`)).json();
    expect(list.data.map((p: { id: number }) => p.id)).toEqual([project.id]);
    expect(list.helper_data.audit.id).toBe(audit.id);
    expect((await call(t, inspector, 'GET', `/${family}/audit/${audit.id}/project/${project.id}/edit`)).json().data.project.id).toBe(project.id);
    const updated = await call(t, inspector, 'PUT', `/${family}/audit/${audit.id}/project/${project.id}`, { ...body, ended_at: '11:00' });
    expect(updated.json().data.ended_at).toBe('11:00');
    expect((await logOf(t, 'audit_projects', project.id)).map((l) => l.action)).toEqual(['created', 'updated']);
  });

  it('refuses a security project the audit does not cover, and bad times', async () => {
    const other = await call(t, inspector, 'POST', `/${family}/audit/${audit.id}/project`, { security_project_id: await projectId(t, 'SAW'), started_at: '08:00', ended_at: '09:00' });
    expect(other.json().errors.security_project_id).toEqual([M.projectNotOfAudit]);
    const times = await call(t, inspector, 'POST', `/${family}/audit/${audit.id}/project`, { security_project_id: await projectId(t, 'IST'), started_at: '8:00', ended_at: '25:00' });
    expect(times.json().errors).toMatchObject({ started_at: [M.badTime], ended_at: [M.badTime] });
  });

  it('deletes a project with its findings', async () => {
    const paths = pathsOf(family, audit.id, project.id);
    const finding = (await call(t, inspector, 'POST', paths.findings, findingBody(family, pos.person))).json().data;
    expect((await call(t, inspector, 'GET', `/${family}/audit/${audit.id}`)).json().data.findings_count).toBe(1);
    const res = await call(t, inspector, 'DELETE', paths.project(project.id));
    expect(res.json().data.message).toBe(M.projectDeleted);
    expect((await call(t, inspector, 'GET', `${paths.findings}/${finding.id}`)).statusCode).toBe(404);
    expect((await call(t, inspector, 'GET', `/${family}/audit/${audit.id}`)).json().data).toMatchObject({ projects_count: 0, findings_count: 0 });
  });
});

describe.each(FAMILIES)('%s findings', (family) => {
  let paths: ReturnType<typeof pathsOf>;
  let finding: { id: number; uuid: string; images: { id: number; url: string }[] };

  beforeAll(async () => {
    const audit = (await call(t, inspector, 'POST', `/${family}/audit`, await auditBody(t, family, pos.inspector))).json().data;
    const project = family === 'uog' ? undefined : (await call(t, inspector, 'POST', `/${family}/audit/${audit.id}/project`, {
      security_project_id: await projectId(t, projectCodeOf(family)), started_at: '09:00', ended_at: '12:00',
    })).json().data;
    paths = pathsOf(family, audit.id, project?.id);
  });

  it('creates from the spec’s multipart form with photos[i]', async () => {
    const form = multipart([
      ...formParts(findingBody(family, pos.person)),
      { name: 'photos[0]', filename: '../../etc/kapı.png', type: 'image/png', content: PNG },
      { name: 'photos[1]', filename: 'ikinci.png', content: PNG2 },
    ]);
    const res = await t.call(inspector, { method: 'POST', url: `/api${paths.findings}`, ...form });
    expect(res.statusCode).toBe(201);
    expect(res.json().helper_data.message).toBe(M.findingCreated);
    finding = res.json().data;
    expect(res.json().data.positions).toEqual([{ id: pos.person, user_id: expect.any(Number), full_name: 'Ayşe Doğan' }]);
    expect(res.json().data.images.map((i: { original_name: string }) => i.original_name)).toEqual(['kapı.png', 'ikinci.png']);
    if (family === 'uog') expect(res.json().data).toMatchObject({ started_at: '09:00', ended_at: '09:30', title: null, personal_text: 'Ali Kaya, Ayşe Demir' });
    if (family === 'k9') expect(res.json().data.personel_storage_type).toBe('table');
  });

  it('lists, shows and serves its images', async () => {
    const list = (await call(t, inspector, 'GET', paths.findings)).json();
    expect(list.data.map((f: { id: number }) => f.id)).toEqual([finding.id]);
    expect(list.helper_data.audit.findings_count).toBe(1);
    expect((await call(t, inspector, 'GET', `${paths.findings}/${finding.uuid}`)).json().data.id).toBe(finding.id);
    expect((await call(t, inspector, 'GET', `${paths.findings}/${finding.id}/edit`)).json().data.finding.id).toBe(finding.id);
    expect((await call(t, inspector, 'GET', `${paths.findings}/create`)).json().data.ratings.length).toBe(4);
    const image = await call(t, inspector, 'GET', finding.images[0]!.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('adds images (multipart and uploaded blobs), refuses non-images, deletes one', async () => {
    const base = `/${family}/finding/${finding.id}/image`;
    const pdf = multipart([{ name: 'photos[0]', filename: 'rapor.png', content: PDF }]);
    const refused = await t.call(inspector, { method: 'POST', url: `/api${base}`, ...pdf });
    expect(refused.json().errors.photos).toEqual([FILE_MESSAGES.notImage]);
    const third = Buffer.concat([PNG, Buffer.from(`üçüncü-${family}`)]);
    expect((await call(t, inspector, 'POST', base, { photo_hashes: [sha256Of(third)] })).statusCode).toBe(409);
    await uploadBlob(inspector, third);
    const added = await call(t, inspector, 'POST', `/${family}/finding/${finding.uuid}/image`, { photo_hashes: [sha256Of(third)], photo_names: ['üç.png'] });
    expect(added.statusCode).toBe(201);
    expect(added.json().data[0].original_name).toBe('üç.png');
    const removed = await call(t, inspector, 'DELETE', `${base}/${finding.images[0]!.id}`);
    expect(removed.json().data.message).toBe(M.imageDeleted);
    expect((await call(t, inspector, 'GET', `${base}/${finding.images[0]!.id}`)).statusCode).toBe(404);
    expect((await call(t, inspector, 'GET', `${paths.findings}/${finding.id}`)).json().data.images.length).toBe(2);
  });

  it('updates (JSON) and logs; validates the family’s fields', async () => {
    const res = await call(t, inspector, 'PUT', `${paths.findings}/${finding.id}`, findingBody(family, pos.inspector, { rating_id: 4 }));
    expect(res.json().helper_data.message).toBe(M.findingUpdated);
    expect(res.json().data).toMatchObject({ rating_id: 4, rating: { name: 'Gözlem' }, positions: [{ id: pos.inspector }] });
    const log = (await logOf(t, 'audit_findings', finding.id)).map((l) => l.action);
    expect(log).toEqual(['created', 'images-added', 'updated']);
    const bad = await call(t, inspector, 'POST', paths.findings, findingBody(family, 999999, { rating_id: 7 }));
    expect(bad.json().errors.rating_id).toEqual([M.noRatingName]);
    const people = await call(t, inspector, 'POST', paths.findings, findingBody(family, 999999));
    expect(Object.values(people.json().errors).flat()).toEqual([M.positionNotFound]);
  });

  it('an offline chain: audit, project and finding by device uuids, photos as blob hashes, replayed', async () => {
    const auditId = newUuid();
    const projectUuid = newUuid();
    const findingUuid = newUuid();
    expect((await call(t, inspector, 'POST', `/${family}/audit`, await auditBody(t, family, pos.inspector, { id: auditId }))).statusCode).toBe(201);
    if (family !== 'uog') {
      const body = { id: projectUuid, security_project_id: await projectId(t, projectCodeOf(family)), started_at: '10:00', ended_at: '11:00' };
      expect((await call(t, inspector, 'POST', `/${family}/audit/${auditId}/project`, body)).statusCode).toBe(201);
      expect((await call(t, inspector, 'POST', `/${family}/audit/${auditId}/project`, body)).statusCode).toBe(200);
    }
    const photo = Buffer.concat([PNG, Buffer.from(findingUuid)]);
    const chain = pathsOf(family, auditId, projectUuid);
    const body = findingBody(family, pos.person, { id: findingUuid, photo_hashes: [sha256Of(photo)] });
    const missing = await call(t, inspector, 'POST', chain.findings, body);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().missing_blobs).toEqual([sha256Of(photo)]);
    await uploadBlob(inspector, photo);
    const first = await call(t, inspector, 'POST', chain.findings, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ uuid: findingUuid, audit_uuid: auditId, images: [{ sha256: sha256Of(photo) }] });
    const again = await call(t, inspector, 'POST', chain.findings, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().data.images.length).toBe(1);
    // The same finding uuid under another parent is someone else's id.
    expect((await call(t, inspector, 'POST', paths.findings, body)).json().errors.id).toEqual([M.idTaken]);
  });

  it('deletes a finding with its images', async () => {
    const res = await call(t, inspector, 'DELETE', `${paths.findings}/${finding.id}`);
    expect(res.json().data.message).toBe(M.findingDeleted);
    expect((await call(t, inspector, 'GET', `${paths.findings}/${finding.id}`)).statusCode).toBe(404);
    expect((await logOf(t, 'audit_findings', finding.id)).at(-1)!.action).toBe('deleted');
  });

  it('observers see the findings of every audit of the family', async () => {
    expect((await call(t, observer, 'GET', paths.findings)).statusCode).toBe(200);
  });
});

describe('finding rules of each family', () => {
  it('k9: table needs selected personnel, row needs personal_text (which then replaces them)', async () => {
    const audit = (await call(t, inspector, 'POST', '/k9/audit', await auditBody(t, 'k9', pos.inspector))).json().data;
    const project = (await call(t, inspector, 'POST', `/k9/audit/${audit.id}/project`, { security_project_id: await projectId(t, 'IST'), started_at: '01:00', ended_at: '02:00' })).json().data;
    const url = pathsOf('k9', audit.id, project.id).findings;
    expect((await call(t, inspector, 'POST', url, findingBody('k9', pos.person, { selected_personals: [] }))).json().errors.selected_personals).toEqual([M.personnelRequired]);
    expect((await call(t, inspector, 'POST', url, findingBody('k9', pos.person, { personel_storage_type: 'row' }))).json().errors.personal_text).toEqual([M.personalTextRequired]);
    const row = await call(t, inspector, 'POST', url, findingBody('k9', pos.person, { personel_storage_type: 'row', personal_text: 'Ekip K-1' }));
    expect(row.json().data).toMatchObject({ personel_storage_type: 'row', personal_text: 'Ekip K-1', positions: [] });
  });

  it('uog: findings need view-uog-audit-findings', async () => {
    const token = await userInRole(t, 'uog.izleyici', 'İzleyici', 'Uog', 'İzleyici');
    const { grant } = await import('../demands/demand-test-kit');
    await grant(t, 'İzleyici', 'view-uog-audits');
    const again = await t.login('uog.izleyici');
    const audit = (await call(t, inspector, 'POST', '/uog/audit', await auditBody(t, 'uog', pos.inspector))).json().data;
    expect((await call(t, again, 'GET', `/uog/audit?perpage=30`)).statusCode).toBe(200);
    expect((await call(t, again, 'GET', `/uog/audit/${audit.id}/finding`)).statusCode).toBe(403);
    expect((await call(t, token, 'GET', `/uog/audit/${audit.id}/finding`)).statusCode).toBe(403);
  });

  it('ggh: a finding cannot be named under another audit’s project', async () => {
    const a = (await call(t, inspector, 'POST', '/ggh/audit', await auditBody(t, 'ggh', pos.inspector))).json().data;
    const b = (await call(t, inspector, 'POST', '/ggh/audit', await auditBody(t, 'ggh', pos.inspector))).json().data;
    const project = (await call(t, inspector, 'POST', `/ggh/audit/${a.id}/project`, { security_project_id: await projectId(t, 'IST'), started_at: '01:00', ended_at: '02:00' })).json().data;
    const res = await call(t, inspector, 'POST', pathsOf('ggh', b.id, project.id).findings, findingBody('ggh', pos.person));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.projectNotFound);
  });
});

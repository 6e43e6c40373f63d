import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES as M } from '../../../src/contracts/audits/families';
import { createTestApp, type TestApp } from '../../test/harness';
import { grant, logOf, userInRole } from '../demands/demand-test-kit';
import {
  auditBody, auditWithFinding, call, FAMILIES, findingBody, joinProject, pathsOf, positionOf, projectCodeOf, projectId,
} from './audit-test-kit';

let t: TestApp;
let inspector: string;
let observer: string;
let admin: string;
let colleague: string;
let personel: string;
let pos: { inspector: number; observer: number; admin: number; person: number };

beforeAll(async () => {
  t = await createTestApp();
  await joinProject(t, 'denetci', 'ESB');
  [inspector, observer, admin, personel] = await Promise.all([t.login('denetci'), t.login('gozlemci'), t.login('admin'), t.login('personel')]);
  // A member of the same projects who supervises none of these audits.
  colleague = await userInRole(t, 'meslektas', 'Denetçi', 'Meslektaş', 'Denetçi');
  await joinProject(t, 'meslektas', 'IST');
  await joinProject(t, 'meslektas', 'ESB');
  pos = {
    inspector: await positionOf(t, 'denetci'), observer: await positionOf(t, 'gozlemci'), admin: await positionOf(t, 'admin'),
    person: await positionOf(t, 'personel'),
  };
});
afterAll(() => t.close());

const put = (token: string, url: string) => call(t, token, 'PUT', url);

describe.each(FAMILIES)('%s workflow', (family) => {
  it('submission needs projects with findings (ggh, k9) or a finding (uog)', async () => {
    const audit = (await call(t, inspector, 'POST', `/${family}/audit`, await auditBody(t, family, pos.inspector))).json().data;
    const submit = () => put(inspector, `/${family}/audit/${audit.id}/submit-approval`);
    if (family === 'uog') {
      expect((await submit()).json().info).toBe(M.noFindings);
      return;
    }
    expect((await submit()).json().info).toBe(M.noProjects);
    await call(t, inspector, 'POST', `/${family}/audit/${audit.id}/project`, { security_project_id: await projectId(t, projectCodeOf(family)), started_at: '08:00', ended_at: '09:00' });
    const refused = await submit();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().info).toBe(M.projectsWithoutFindings('İstanbul Havalimanı Güvenlik'));
  });

  it('submit → locked for its supervisor → observer and admin approvals → approved and locked', async () => {
    const { audit, paths } = await auditWithFinding(t, inspector, family, pos.inspector, pos.person);
    expect((await put(colleague, `${paths.audit}/submit-approval`)).json().info).toBe(M.notSupervisor);

    const submitted = await put(inspector, `${paths.audit}/submit-approval`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().helper_data.message).toBe(M.submitted);
    expect(submitted.json().data).toMatchObject({ is_submitted: true, is_reviewed: false, lock_reason: M.lockedSubmitted });
    expect((await put(inspector, `${paths.audit}/submit-approval`)).json().info).toBe(M.alreadySubmitted);

    // The lock, server-side: the supervisor cannot change the audit or its findings now.
    const edit = await call(t, inspector, 'PUT', paths.audit, await auditBody(t, family, pos.inspector));
    expect(edit.statusCode).toBe(422);
    expect(edit.json().info).toBe(M.lockedSubmitted);
    expect((await call(t, inspector, 'POST', paths.findings, findingBody(family, pos.person))).json().info).toBe(M.lockedSubmitted);
    expect((await call(t, inspector, 'DELETE', paths.audit)).json().info).toBe(M.lockedSubmitted);

    expect((await put(inspector, `${paths.audit}/approve/observer`)).statusCode).toBe(403);
    const observed = await put(observer, `${paths.audit}/approve/observer`);
    expect(observed.statusCode).toBe(200);
    expect(observed.json().helper_data.message).toBe(M.observerApproved);
    expect(observed.json().data).toMatchObject({ submitter_position_id: pos.observer, is_approved: false, reviewer_position_id: null });
    expect(observed.json().data.observer_approved_at).not.toBeNull();
    expect((await put(observer, `${paths.audit}/approve/observer`)).json().info).toBe(M.observerDone);

    const approved = await put(admin, `${paths.audit}/approve/admin`);
    expect(approved.json().helper_data.message).toBe(M.approved);
    expect(approved.json().data).toMatchObject({ is_approved: true, is_reviewed: true, reviewer_position_id: pos.admin, submitter_position_id: pos.observer });

    const locked = await call(t, inspector, 'PUT', paths.audit, await auditBody(t, family, pos.inspector));
    expect(locked.json().info).toBe(M.lockedApproved);
    expect((await put(observer, `${paths.audit}/reject`)).json().info).toBe(M.alreadyApproved);
    // administrate-{family}-audits overrides the lock (the super role holds it).
    expect((await call(t, admin, 'PUT', paths.audit, await auditBody(t, family, pos.inspector, { rating_id: 1 }))).statusCode).toBe(200);

    const actions = (await logOf(t, 'audits', audit.id)).map((l) => l.action);
    expect(actions).toEqual(expect.arrayContaining(['submitted', 'approved-observer', 'approved-admin', 'updated']));
  });

  it('reject → editable again by its supervisors only → resubmitted with fresh approvals', async () => {
    const { paths } = await auditWithFinding(t, inspector, family, pos.inspector, pos.person);
    expect((await put(observer, `${paths.audit}/reject`)).json().info).toBe(M.notSubmitted);
    await put(inspector, `${paths.audit}/submit-approval`);
    await put(observer, `${paths.audit}/approve/observer`);
    expect((await put(inspector, `${paths.audit}/reject`)).statusCode).toBe(403);
    const rejected = await put(observer, `${paths.audit}/reject`);
    expect(rejected.json().helper_data.message).toBe(M.rejected);
    expect(rejected.json().data).toMatchObject({ is_rejected: true, is_reviewed: true, rejected_position: { id: pos.observer } });
    expect((await put(admin, `${paths.audit}/approve/admin`)).json().info).toBe(M.alreadyRejected);

    const byColleague = await call(t, colleague, 'PUT', paths.audit, await auditBody(t, family, pos.inspector));
    expect(byColleague.json().info).toBe(M.lockedRejected);
    expect((await call(t, inspector, 'PUT', paths.audit, await auditBody(t, family, pos.inspector, { rating_id: 1 }))).statusCode).toBe(200);

    const again = await put(inspector, `${paths.audit}/submit-approval`);
    expect(again.json().data).toMatchObject({ is_submitted: true, is_rejected: false, is_reviewed: false, observer_approved_at: null, submitter_position_id: null });
  });

  it('the generic approve records every approval the position may give', async () => {
    const { paths } = await auditWithFinding(t, inspector, family, pos.inspector, pos.person);
    await put(inspector, `${paths.audit}/submit-approval`);
    expect((await put(inspector, `${paths.audit}/approve`)).statusCode).toBe(403);
    const first = await put(observer, `${paths.audit}/approve`);
    expect(first.json().helper_data.message).toBe(M.observerApproved);
    expect((await put(observer, `${paths.audit}/approve`)).json().info).toBe(M.nothingToApprove);
    const second = await put(admin, `${paths.audit}/approve`);
    expect(second.json().helper_data.message).toBe(M.approved);
    expect(second.json().data.is_approved).toBe(true);
  });

  it('refuses the workflow to users without the family’s permissions', async () => {
    for (const step of ['submit-approval', 'approve', 'approve/observer', 'approve/admin', 'reject']) {
      expect((await put(personel, `/${family}/audit/1/${step}`)).statusCode).toBe(403);
    }
  });
});

describe('k9: either approval permission allows the generic approve', () => {
  it('an admin approver alone gives the admin approval', async () => {
    const approver = await userInRole(t, 'k9.yonetici', 'İzleyici', 'K9', 'Yönetici');
    await grant(t, 'İzleyici', 'view-k9-audits');
    await grant(t, 'İzleyici', 'admin-approve-k9-audits');
    const token = await t.login('k9.yonetici');
    const { paths } = await auditWithFinding(t, inspector, 'k9', pos.inspector, pos.person);
    await put(inspector, `${paths.audit}/submit-approval`);
    const res = await put(token, `${paths.audit}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().helper_data.message).toBe(M.adminApproved);
    expect(res.json().data).toMatchObject({ reviewer_position_id: expect.any(Number), is_approved: false });
    expect((await put(token, `${paths.audit}/approve/observer`)).statusCode).toBe(403);
    void approver;
  });
});

describe('lock rule in the answers', () => {
  it('the audit item tells each position what it may do', async () => {
    const { paths } = await auditWithFinding(t, inspector, 'ggh', pos.inspector, pos.person);
    await put(inspector, `${paths.audit}/submit-approval`);
    const mine = (await call(t, inspector, 'GET', paths.audit)).json().data;
    expect(mine.actions).toMatchObject({ edit: false, edit_findings: false, submit_approval: false, approve: false });
    const theirs = (await call(t, observer, 'GET', `${pathsOf('ggh', mine.uuid).audit}/edit`)).json().data.audit;
    expect(theirs.actions).toMatchObject({ approve_observer: true, approve_admin: false, approve: true, reject: true });
  });
});

import { describe, expect, it } from 'vitest';
import { fillPath } from '../http';
import { AUDIT_API } from './endpoints';
import { AUDIT_MESSAGES as M } from './families';
import { auditDateTime, auditParams, k9FindingBody, mediaUrl, projectAuditBody, uogAuditBody } from './schemas';

describe('audit field formats', () => {
  it('reads audit dates with or without a time (00:00 by default)', () => {
    expect(auditDateTime.parse('2026-03-01')).toBe('2026-03-01 00:00');
    expect(auditDateTime.parse('2026-03-01 7:05')).toBe('2026-03-01 07:05');
    expect(auditDateTime.parse('2026-03-01T23:59:00')).toBe('2026-03-01 23:59');
    for (const bad of ['2026-02-30', '2026-03-01 24:00', '01.03.2026', '2026-03-01 10:60']) {
      expect(auditDateTime.safeParse(bad).error?.issues[0]?.message).toBe(M.badDateTime);
    }
  });

  it('takes a numeric id or a uuid in paths', () => {
    expect(auditParams.parse({ id: '42' }).id).toBe(42);
    expect(auditParams.parse({ id: '019C5A10-0000-7000-8000-00000000A001' }).id).toBe('019c5a10-0000-7000-8000-00000000a001');
    expect(auditParams.safeParse({ id: 'abc' }).success).toBe(false);
    expect(auditParams.safeParse({ id: '1; drop' }).success).toBe(false);
  });

  it('accepts only http(s) media urls', () => {
    expect(mediaUrl.safeParse('https://medya.example/a.mp4').success).toBe(true);
    expect(mediaUrl.safeParse('javascript:alert(1)').success).toBe(false);
    expect(mediaUrl.safeParse('http://').success).toBe(false);
  });

  it('refuses an end before the start', () => {
    const body = { started_at: '2026-03-02 10:00', ended_at: '2026-03-01 10:00', title_id: 1, primary_supervisor_id: 1 };
    expect(projectAuditBody.safeParse({ ...body, security_projects: [1] }).error?.issues.map((i) => i.path.join('.'))).toEqual(['ended_at']);
    expect(uogAuditBody.safeParse({ ...body, ended_at: '2026-03-02 10:00', security_project_id: 1, flight_code_id: 1, optional_supervisor_id: '' }).success).toBe(true);
  });

  it('k9 findings: a single multipart value is a list of one', () => {
    const parsed = k9FindingBody.parse({ rating_id: '1', title: 'x', personel_storage_type: 'table', selected_personals: '7' });
    expect(parsed.selected_personals).toEqual([7]);
  });
});

describe('the endpoint factories', () => {
  it('give every family the spec paths, with the same parameter names', () => {
    expect(AUDIT_API.ggh.audits.list.path).toBe('/ggh/audit');
    expect(AUDIT_API.k9.projects.update.path).toBe('/k9/audit/{id}/project/{pid}');
    expect(AUDIT_API.k9.findings.remove.path).toBe('/k9/audit/{id}/project/{pid}/finding/{fid}');
    expect(AUDIT_API.uog.findings.show.path).toBe('/uog/audit/{id}/finding/{fid}');
    expect(AUDIT_API.uog.images.upload.path).toBe('/uog/finding/{id}/image');
    expect(AUDIT_API.ggh.mediaUrl.editForm.path).toBe('/ggh/audit-project/media-url/{id}/edit');
    expect(AUDIT_API.uog.mediaUrl.update.path).toBe('/uog/audit/media-url/{id}');
    expect(AUDIT_API.k9.search.path).toBe('/search/k9-audit');
    expect(fillPath(AUDIT_API.ggh.findings.list.path, { id: 'u-1', pid: 2 })).toBe('/ggh/audit/u-1/project/2/finding');
  });

  it('gate approvals by the family’s own permission names', () => {
    expect(AUDIT_API.uog.workflow.approveObserver.access).toEqual({ permission: 'observer-approve-uog-audit' });
    expect(AUDIT_API.k9.workflow.approve.access).toEqual({ anyOf: ['observer-approve-k9-audits', 'admin-approve-k9-audits'] });
    expect(AUDIT_API.uog.findings.list.access).toEqual({ permission: 'view-uog-audit-findings' });
    expect(AUDIT_API.ggh.audits.create.access).toEqual({ permission: 'view-ggh-audits' });
  });
});

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keysOf, keysUsedIn } from '@/lib/i18n/locale-check.test-support';
import en from '../../../locales/en/audits.json';
import tr from '../../../locales/tr/audits.json';
import { routes } from './routes';

/** Keys the screens build from names (fields.${name}, state.${state} …), which keysUsedIn cannot see. */
const BUILT_KEYS = [
  ...['audit_code', 'started_at', 'ended_at', 'start_date', 'start_time', 'end_date', 'end_time', 'title_id', 'rating_id', 'extra_rating',
    'report_status_id', 'primary_supervisor_id', 'optional_supervisor_id', 'security_projects', 'security_project_id', 'flight_code_id', 'media_url',
  ].map((f) => `fields.${f}`),
  ...['rating_id', 'title', 'personal_text', 'positions', 'selected_personals', 'selectedPersonals', 'personel_storage_type', 'started_at', 'ended_at'].map((f) => `fields.finding_${f}`),
  ...['draft', 'pending', 'approved', 'rejected'].map((s) => `state.${s}`),
  ...['submit_approval', 'approve_observer', 'approve_admin', 'approve', 'reject'].flatMap((a) => ['button', 'header', 'message', 'done'].map((p) => `workflow.${a}.${p}`)),
  'personnel.storage.table', 'personnel.storage.row', 'workflow.offline',
];

describe('audits texts', () => {
  const known = new Set(keysOf(tr));

  it('has every key the screens ask for, and those they build', () => {
    const used = keysUsedIn(fileURLToPath(new URL('.', import.meta.url)));
    expect(used.length).toBeGreaterThan(60);
    expect(used.filter((k) => !known.has(k) && !known.has(`${k}_one`))).toEqual([]);
    expect(BUILT_KEYS.filter((k) => !known.has(k))).toEqual([]);
  });

  it('says "Cihazda bekliyor" for records not yet sent, and has every key in English too', () => {
    expect(tr.device.onDevice).toBe('Cihazda bekliyor');
    expect(tr.workflow.offlineSubmit).toBe('Onaya göndermek için internet bağlantısı gerekir.');
    expect(keysOf(en).sort()).toEqual(keysOf(tr).sort());
  });
});

describe('audit screens', () => {
  const paths = new Set(routes.map((r) => r.path));

  it('answer every data-entry route of spec 2 §2 for the three families', () => {
    for (const f of ['ggh', 'k9', 'uog']) {
      for (const path of [`/${f}/audit/list`, `/${f}/auditStore`, `/${f}/auditStore/:auditId`]) expect(paths.has(path)).toBe(true);
    }
    for (const f of ['ggh', 'k9']) {
      for (const path of [`/${f}/audit/:auditId/projects`, `/${f}/audit/:auditId/projectStore`, `/${f}/audit/:auditId/projectStore/:projectId`]) expect(paths.has(path)).toBe(true);
    }
    expect(paths.has('/ggh/audit/:auditId/project/:projectId/finding')).toBe(true);
    expect(paths.has('/ggh/audit/:auditId/project/:projectId/findingStore/:findingId')).toBe(true);
    expect(paths.has('/k9/audit/:auditId/project/:projectId/findings')).toBe(true);
    expect(paths.has('/k9/audit/:auditId/project/:projectId/findingStore/:findingId')).toBe(true);
    expect(paths.has('/uog/audit/:auditId/finding')).toBe(true);
    expect(paths.has('/uog/audit/:auditId/findingStore/:findingId')).toBe(true);
    expect([...paths].some((p) => p.startsWith('/uog/audit/:auditId/project'))).toBe(false);
    expect(routes.find((r) => r.path === '/uog/audit/list')!.access).toEqual({ permission: 'view-uog-audits' });
  });
});

import { describe, expect, it } from 'vitest';
import { AUDIT_BODIES, FINDING_BODIES, auditProjectBody } from '@/contracts/audits/schemas';
import { requiredMessage } from '@/lib/forms/field-messages';
import { bodyFromValues, emptyAuditValues, minimumEndDate, splitDateTime, valuesFromBody } from './audit-values';
import { emptyFindingValues, findingBody, findingValuesFromBody, projectBody, splitNames } from './record-values';
import { serverFieldErrors, validateBody } from './validate';

const audit = { ...emptyAuditValues(7), start_date: '2026-03-10', end_date: '2026-03-10', end_time: '12:30', title_id: 3 };

describe('audit form values', () => {
  it('send date and time as one "yyyy-mm-dd HH:mm", times defaulting to 00:00 (spec 2 §3, §9)', () => {
    expect(bodyFromValues('k9', audit)).toMatchObject({ started_at: '2026-03-10 00:00', ended_at: '2026-03-10 12:30' });
    expect(splitDateTime('2026-03-10 08:15')).toEqual(['2026-03-10', '08:15']);
    expect(splitDateTime('2026-03-10')).toEqual(['2026-03-10', '00:00']);
  });

  it('uog sends its one project and omits an empty optional supervisor; ggh and k9 send projects and a report status', () => {
    const uog = bodyFromValues('uog', { ...audit, security_project_id: 4, flight_code_id: 9, media_url: ' ' });
    expect(uog).toMatchObject({ security_project_id: 4, flight_code_id: 9, media_url: null });
    expect('optional_supervisor_id' in uog).toBe(false);
    expect('security_projects' in uog).toBe(false);
    expect(bodyFromValues('uog', { ...audit, optional_supervisor_id: 8 }).optional_supervisor_id).toBe(8);
    expect(bodyFromValues('ggh', { ...audit, security_projects: [1, 2], report_status_id: 2 })).toMatchObject({ security_projects: [1, 2], report_status_id: 2, audit_code: '' });
  });

  it('round-trips a body saved on the device', () => {
    const values = { ...audit, security_projects: [1], audit_code: 'GGH-1' };
    expect(valuesFromBody(bodyFromValues('ggh', values))).toEqual(values);
  });

  it('the end-date minimum is the start date, as the contract refuses any end before the start (issue 9, spec 2 §5 corrected)', () => {
    expect(minimumEndDate('2026-03-01')).toBe('2026-03-01');
    const dayBefore = validateBody(AUDIT_BODIES.ggh, bodyFromValues('ggh', { ...audit, security_projects: [1], start_date: '2026-03-01', end_date: '2026-02-28' }), {});
    expect(dayBefore.ok).toBe(false);
    expect(minimumEndDate('10/03/20')).toBeNull();
  });

  it('are checked with the contract’s schema, fields named as the form names them', () => {
    const bad = validateBody(AUDIT_BODIES.ggh, bodyFromValues('ggh', { ...audit, end_date: '2026-03-09' }), { title_id: 'Başlık' }, { ended_at: 'end_date' });
    expect(bad).toEqual({ ok: false, errors: { end_date: 'Bitiş tarihi başlangıç tarihinden önce olamaz.', security_projects: 'Lütfen en az bir güvenlik projesi seçiniz.' } });
    const good = validateBody(AUDIT_BODIES.ggh, bodyFromValues('ggh', { ...audit, security_projects: [1] }), {});
    expect(good.ok).toBe(true);
    expect(serverFieldErrors({ errors: { started_at: ['x'], 'security_projects.0': ['y'] } }, { started_at: 'start_date' })).toEqual({ start_date: 'x', security_projects: 'y' });
  });
});

describe('project and finding values', () => {
  it('only ggh projects carry a media url', () => {
    const v = { security_project_id: 1, started_at: '08:00', ended_at: '09:00', media_url: 'https://m.example/1' };
    expect(projectBody('ggh', v).media_url).toBe('https://m.example/1');
    expect('media_url' in projectBody('k9', v)).toBe(false);
  });

  it('k9 keeps one kind of personnel: chosen positions (table) or typed names (row)', () => {
    const v = { ...emptyFindingValues(), rating_id: 2, title: 'Geç konuşlandı', positions: [5], personal_text: 'Ekip K-3' };
    expect(findingBody('k9', v)).toEqual({ rating_id: 2, title: 'Geç konuşlandı', personel_storage_type: 'table', selected_personals: [5] });
    expect(findingBody('k9', { ...v, personel_storage_type: 'row' })).toEqual({
      rating_id: 2, title: 'Geç konuşlandı', personel_storage_type: 'row', selected_personals: [], personal_text: 'Ekip K-3',
    });
    expect(validateBody(FINDING_BODIES.k9, findingBody('k9', { ...v, positions: [] }), {}, { selected_personals: 'positions' })).toEqual({
      ok: false, errors: { positions: 'Lütfen en az bir personel seçiniz.' },
    });
  });

  it('ggh and uog name their chosen positions in their own fields; uog names are comma separated', () => {
    const v = { ...emptyFindingValues(), rating_id: 1, title: 'x', positions: [3], started_at: '05:45', ended_at: '06:10', personal_text: 'Hasan Yılmaz, Fatma Kara' };
    expect(findingBody('ggh', v)).toMatchObject({ positions: [3], personal_text: 'Hasan Yılmaz, Fatma Kara' });
    expect(findingBody('uog', v)).toEqual({ started_at: '05:45', ended_at: '06:10', rating_id: 1, selectedPersonals: [3], personal_text: 'Hasan Yılmaz, Fatma Kara' });
    expect(findingValuesFromBody('uog', findingBody('uog', v))).toMatchObject({ positions: [3], started_at: '05:45' });
    expect(splitNames(' Hasan Yılmaz,,Fatma Kara ')).toEqual(['Hasan Yılmaz', 'Fatma Kara']);
  });
});

describe('empty times (issue 9)', () => {
  it('say the form kit\'s required message with the field\'s label, not the format message', () => {
    const v = { started_at: '', ended_at: '09:00', rating_id: 1, positions: [], personal_text: 'Ali' };
    const checked = validateBody(FINDING_BODIES.uog, findingBody('uog', v as never), { started_at: 'Başlangıç saati' });
    expect(checked).toMatchObject({ ok: false, errors: { started_at: requiredMessage('Başlangıç saati') } });
    const project = validateBody(auditProjectBody, projectBody('ggh', { security_project_id: 1, started_at: '08:00', ended_at: '', media_url: '' }), { ended_at: 'Bitiş saati' });
    expect(project).toMatchObject({ ok: false, errors: { ended_at: requiredMessage('Bitiş saati') } });
    const badly = validateBody(auditProjectBody, projectBody('ggh', { security_project_id: 1, started_at: '8', ended_at: '09:00', media_url: '' }), { started_at: 'Başlangıç saati' });
    expect(badly).toMatchObject({ ok: false, errors: { started_at: 'Saat SS:dd biçiminde olmalıdır.' } });
  });
});

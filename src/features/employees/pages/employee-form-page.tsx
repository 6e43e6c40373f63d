import { IonButton, IonInput } from '@ionic/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EMPLOYEE_MESSAGES as M } from '@/contracts/employees/messages';
import type { EmployeeBody } from '@/contracts/employees/schemas';
import { seasonalHireWindow, type TermType } from '@/contracts/employees/terms';
import { ApiError } from '@/lib/api/client';
import { DateInput } from '@/lib/forms/components/date-input';
import { SelectInput } from '@/lib/forms/components/select-input';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { checkMobile, useEmployeeForm, useRoles, useSaveEmployee } from '../api/form';
import '../components/employees.css';

type Values = Record<'first_name' | 'last_name' | 'national_id_number' | 'username' | 'email' | 'mobile_number' | 'role_id' | 'security_project_id'
  | 'term_type' | 'term_season_id' | 'hired_at' | 'term_end_date' | 'iban_no', string>;
const REQUIRED: (keyof Values)[] = ['first_name', 'last_name', 'national_id_number', 'username', 'role_id', 'term_type', 'hired_at'];

/** /gss/employee (create) and /gss/employee/{id}/employee-information/edit: the information form's main fields. */
export default function EmployeeFormPage() {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  const raw = useParams().id;
  const id = raw ? Number(raw) : undefined;
  const form = useEmployeeForm(id);
  const roles = useRoles();
  const save = useSaveEmployee(id);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [mobileNote, setMobileNote] = useState('');
  if (form.isPending || roles.isPending) return <Page title={t('form.title')}><Loading /></Page>;
  if (form.isError || roles.isError) return <Page title={t('form.title')}><LoadError onRetry={() => { void form.refetch(); void roles.refetch(); }} /></Page>;
  const e = form.data.employee;
  const current: Values = values ?? {
    first_name: e?.first_name ?? '', last_name: e?.last_name ?? '', national_id_number: e?.national_id_number ?? '', username: e?.user.name ?? '',
    email: e?.user.email ?? '', mobile_number: e?.user.mobile_number ?? '', role_id: e?.role ? String(e.role.id) : '',
    security_project_id: e?.security_project ? String(e.security_project.id) : '', term_type: e?.term_type ?? '',
    term_season_id: e?.term_season ? String(e.term_season.id) : '', hired_at: e?.hired_at ?? '', term_end_date: e?.term_end_date ?? '', iban_no: e?.iban_no ?? '',
  };
  const label = (k: keyof Values) => t(`fields.${k === 'term_season_id' ? 'season' : k === 'role_id' ? 'role' : k === 'security_project_id' ? 'security_project' : k}`);
  const set = (k: keyof Values) => (v: string) => {
    const next = { ...current, [k]: v };
    // Spec 1 §4: choosing a seasonal term (and its season) sets the hire date to the season start.
    const season = form.data.seasons.find((s) => String(s.id) === next.term_season_id);
    if ((k === 'term_type' || k === 'term_season_id') && next.term_type === 'seasonal_term' && season) next.hired_at = season.start_date;
    setValues(next);
  };
  const season = form.data.seasons.find((s) => String(s.id) === current.term_season_id);
  const field = (k: keyof Values, input: ReactNode) => (
    <div className="employees-field" key={k}>
      {input}
      {errors[k] && <p className="apron-error" role="alert" data-testid={`error-${k}`}>{errors[k]}</p>}
    </div>
  );
  const text = (k: keyof Values, extra: { maxlength?: number; onBlur?: () => void } = {}) => field(k,
    <IonInput label={label(k)} labelPlacement="stacked" value={current[k]} maxlength={extra.maxlength ?? 120} onIonBlur={extra.onBlur}
      onIonInput={(ev) => set(k)(String(ev.detail.value ?? ''))} data-testid={`employee-${k}`} />);

  const onSave = async () => {
    const missing = Object.fromEntries(REQUIRED.filter((k) => !current[k].trim()).map((k) => [k, M.required(label(k))]));
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const num = (v: string) => (v ? Number(v) : null);
    const body: EmployeeBody = {
      first_name: current.first_name, last_name: current.last_name, national_id_number: current.national_id_number, username: current.username,
      email: current.email || null, mobile_number: current.mobile_number || null, role_id: Number(current.role_id),
      security_project_id: num(current.security_project_id), term_type: current.term_type as TermType, term_season_id: num(current.term_season_id),
      hired_at: current.hired_at, term_end_date: current.term_end_date || null, iban_no: current.iban_no || null,
      ...(e ? {
        middle_name: e.middle_name, birth_date: e.birth_date, employee_type: e.employee_type as 'normal' | 'disabled', children: e.children, arm_info: e.arm_info as 0 | 1,
        apron_card_exists: e.apron_card_exists, apron_card_type_id: e.apron_card_type?.id ?? null, apron_card_validity_date: e.apron_card_validity_date,
        region_id: e.region?.id ?? null, shuttle_stop_id: e.shuttle_stop?.id ?? null, county_id: e.county_id, district_id: e.district_id,
        security_id: { is_tpss_exists: e.security_id.is_tpss_exists, exists: e.security_id.exists },
        scanner_personnel_certifications: e.scanner_personnel_certifications.map(({ tpss_document_type, tpss_validity_date }) => ({ tpss_document_type, tpss_validity_date })),
      } : {}),
    };
    try {
      const saved = await save.mutateAsync(body);
      toasts.show({ kind: 'success', message: id ? M.updated : M.created });
      navigate(`/gss/employee/${saved.data.id}/employee-information/show`, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const keyed = (error.body as { errors?: Record<string, string[]> } | null)?.errors ?? {};
      setErrors(Object.fromEntries(Object.entries(keyed).map(([k, v]) => [k, v[0] ?? M.problem(k)])));
    }
  };

  return (
    <Page title={id ? t('form.editTitle') : t('form.title')} backHref="/gss/employee/list">
      <div className="employees-form" data-testid="employee-form">
        {text('first_name')}
        {text('last_name')}
        {text('national_id_number', { maxlength: 11 })}
        {text('username', { maxlength: 64 })}
        {text('email', { maxlength: 255 })}
        {text('mobile_number', {
          maxlength: 20,
          onBlur: () => { if (current.mobile_number) void checkMobile(current.mobile_number, e?.user.id).then((r) => setMobileNote(r.message)).catch(() => setMobileNote('')); },
        })}
        {mobileNote && <p data-testid="mobile-lookup">{mobileNote}</p>}
        {field('role_id', <SelectInput label={label('role_id')} value={current.role_id} emptyOption={t('choose')} options={roles.data.map((r) => ({ value: r.id, label: `${r.department_name} - ${r.name}` }))} onChange={set('role_id')} testId="employee-role_id" />)}
        {field('security_project_id', <SelectInput label={label('security_project_id')} value={current.security_project_id} emptyOption={t('choose')} options={form.data.security_projects.map((p) => ({ value: p.id, label: p.name }))} onChange={set('security_project_id')} testId="employee-security_project_id" />)}
        {field('term_type', <SelectInput label={label('term_type')} value={current.term_type} emptyOption={t('choose')} options={form.data.term_types.filter((x) => x.allowed).map((x) => ({ value: x.value, label: t(`terms.${x.value}`) }))} onChange={set('term_type')} testId="employee-term_type" />)}
        {current.term_type === 'seasonal_term' && field('term_season_id', <SelectInput label={label('term_season_id')} value={current.term_season_id} emptyOption={t('choose')} options={form.data.seasons.map((s) => ({ value: s.id, label: s.name }))} onChange={set('term_season_id')} testId="employee-term_season_id" />)}
        {field('hired_at', <div data-testid="employee-hired_at"><DateInput label={label('hired_at')} labelPlacement="stacked" value={current.hired_at} onChange={set('hired_at')} name="hired_at" disabled={form.data.locks.term_dates}
          helperText={current.term_type === 'seasonal_term' && season ? t('form.seasonWindow', seasonalHireWindow(season.start_date)) : undefined} /></div>)}
        {field('term_end_date', <div data-testid="employee-term_end_date"><DateInput label={label('term_end_date')} labelPlacement="stacked" value={current.term_end_date} onChange={set('term_end_date')} name="term_end_date" disabled={form.data.locks.term_dates} /></div>)}
        {text('iban_no', { maxlength: 42 })}
        <IonButton onClick={() => void onSave()} disabled={save.isPending} data-testid="employee-save">{t('form.save')}</IonButton>
      </div>
    </Page>
  );
}

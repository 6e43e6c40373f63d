import { useTranslation } from 'react-i18next';
import type { Employee } from '@/contracts/employees/schemas';
import { formatDay } from './format';

/** The information tab (show): the card's fields of spec 1 §3, the IBAN masked. */
export function InformationShow({ employee: e }: { employee: Employee }) {
  const { t } = useTranslation('employees');
  const rows: [string, string | number | null | undefined][] = [
    [t('fields.full_name'), e.full_name], [t('fields.national_id_number'), e.national_id_number], [t('fields.username'), e.user.name],
    [t('fields.mobile_number'), e.user.mobile_number], [t('fields.email'), e.user.email],
    [t('fields.role'), e.role ? `${e.role.company} - ${e.role.department} - ${e.role.name}` : null],
    [t('fields.security_project'), e.security_project?.name], [t('fields.region'), e.region?.name], [t('fields.shuttle_stop'), e.shuttle_stop?.name],
    [t('fields.term_type'), e.term_type ? t(`terms.${e.term_type}`) : null], [t('fields.season'), e.term_season?.name],
    [t('fields.hired_at'), formatDay(e.hired_at)], [t('fields.term_end_date'), formatDay(e.term_end_date)],
    [t('fields.resignation_date'), formatDay(e.resignation_date)], [t('fields.exit_date'), formatDay(e.exit_date)],
    [t('fields.iban_no'), e.iban_no], [t('fields.employee_type'), t(`employeeTypes.${e.employee_type}`, { defaultValue: e.employee_type })],
    [t('fields.children'), e.children], [t('fields.arm_info'), e.arm_info ? t('yes') : t('no')],
    [t('fields.apron_card'), e.apron_card_exists ? `${e.apron_card_type?.name ?? ''} ${formatDay(e.apron_card_validity_date)}`.trim() : t('no')],
    [t('fields.tpss'), e.scanner_personnel_certifications.map((c) => `${c.tpss_document_type} (${formatDay(c.tpss_validity_date)})`).join(', ')],
    [t('fields.nickname'), e.nickname],
  ];
  return (
    <dl data-testid="employee-information">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

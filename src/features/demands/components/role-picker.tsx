import { IonButton } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyDepartments, departmentRoles } from '@/contracts/lookups';
import type { RoleDisplay } from '@/contracts/people';
import { data } from '@/lib/api/client';
import type { Company } from '../api/demand-types';
import './demands.css';

export interface RolePickerProps {
  companies: Company[];
  /** Called with the chosen role; the picker then clears its role choice. */
  onPick: (role: RoleDisplay) => void;
  /** Roles that cannot be picked again (already chosen). */
  exclude?: ReadonlySet<number>;
  buttonText: string;
  disabled?: boolean;
  testId: string;
}

/** Company → department → role, through the shared lookups (GET /generic/company/{id}/department, /department/{id}/role). */
export function RolePicker({ companies, onPick, exclude, buttonText, disabled, testId }: RolePickerProps) {
  const { t } = useTranslation('demands');
  const [companyId, setCompanyId] = useState<number | null>(companies.length === 1 ? companies[0]!.id : null);
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const [roleId, setRoleId] = useState<number | null>(null);
  const departments = useQuery({
    queryKey: ['lookups', 'company-departments', companyId],
    queryFn: () => data(companyDepartments, { params: { id: companyId! } }),
    enabled: companyId !== null,
    staleTime: 5 * 60_000,
  });
  const roles = useQuery({
    queryKey: ['lookups', 'department-roles', departmentId],
    queryFn: () => data(departmentRoles, { params: { id: departmentId! } }),
    enabled: departmentId !== null,
    staleTime: 5 * 60_000,
  });

  const pick = () => {
    const company = companies.find((c) => c.id === companyId);
    const department = departments.data?.find((d) => d.id === departmentId);
    const role = roles.data?.find((r) => r.id === roleId);
    if (!company || !department || !role) return;
    onPick({
      company: { id: company.id, name: company.name, deleted: false },
      department: { id: department.id, name: department.name, deleted: false },
      role: { id: role.id, name: role.name, deleted: false },
    });
    setRoleId(null);
  };

  const select = (label: string, value: number | null, options: { id: number; name: string }[], onChange: (id: number | null) => void, placeholder: string, name: string) => (
    <label className="apron-select-label">
      <span>{label}</span>
      <select
        className="apron-select"
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        data-testid={`${testId}-${name}`}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id} disabled={exclude?.has(o.id) && name === 'role'}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="demand-role-picker" data-testid={testId}>
      {select(t('fields.company'), companyId, companies, (id) => { setCompanyId(id); setDepartmentId(null); setRoleId(null); }, t('choose.company'), 'company')}
      {select(t('fields.department'), departmentId, departments.data ?? [], (id) => { setDepartmentId(id); setRoleId(null); }, t('choose.department'), 'department')}
      {select(t('fields.role'), roleId, roles.data ?? [], setRoleId, t('choose.role'), 'role')}
      <IonButton size="small" disabled={disabled || roleId === null || exclude?.has(roleId)} onClick={pick} data-testid={`${testId}-add`}>
        {buttonText}
      </IonButton>
    </div>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_FILTER_FIELDS } from '@/contracts/employees/filter-fields';
import type { QueryBuilderField } from '@/lib/query-builder';

/** The employee filter's fields for the query builder (term types labelled in the user's language). */
export function useEmployeeBuilderFields(): QueryBuilderField[] {
  const { t } = useTranslation('employees');
  return useMemo<QueryBuilderField[]>(() => EMPLOYEE_FILTER_FIELDS.map((f) => ({
    name: f.name, label: f.label, type: f.type,
    ...(f.values ? { options: f.values.map((v) => ({ value: v, label: t(`terms.${v}`, { defaultValue: v }) })) } : {}),
  })), [t]);
}

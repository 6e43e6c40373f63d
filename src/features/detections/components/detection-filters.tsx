import { IonInput } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DETECTION_REGISTER_DEFS, type DetectionFormData, type DetectionRegister } from '@/contracts/detections';
import { ownCompanyRoles } from '@/contracts/lookups';
import { trCompare } from '@/contracts/text';
import { data } from '@/lib/api/client';
import { SelectInput } from '@/lib/forms/components/select-input';
import { DateFilter } from '@/lib/list/date-filter';

export interface DetectionFiltersProps {
  register: DetectionRegister;
  filters: Record<string, string>;
  setFilters: (f: Record<string, string | undefined>) => void;
  formData?: DetectionFormData;
}

/** The role groups of the imposter list: the company's roles (docs/decisions/detections.md). */
function useRoleChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['detections', 'role-choices'],
    queryFn: async () => (await data(ownCompanyRoles, { query: {}, quiet: true }))
      .map((r) => ({ value: r.id, label: `${r.department_name} - ${r.name}` }))
      .sort((a, b) => trCompare(a.label, b.label)),
    enabled,
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}

/** Every filter of the register's list (spec 3 §2), kept in the URL. */
export function DetectionFilters({ register, filters, setFilters, formData }: DetectionFiltersProps) {
  const { t } = useTranslation('detections');
  const def = DETECTION_REGISTER_DEFS[register];
  const roles = useRoleChoices(def.roleFilter === 'detecter_role_group_id');
  const text = (name: string, label: string) => (
    <IonInput label={label} labelPlacement="stacked" debounce={400} value={filters[name] ?? ''} clearInput data-testid={`detection-filter-${name}`}
      onIonInput={(e) => setFilters({ [name]: String(e.detail.value ?? '').trim() || undefined })} />
  );
  return (
    <>
      <SelectInput label={t(`registers.${register}.item`)} value={filters[def.itemField]} emptyOption={t('choose.all')} testId="detection-filter-item"
        options={(formData?.items ?? []).map((i) => ({ value: i.id, label: i.name }))} onChange={(v) => setFilters({ [def.itemField]: v || undefined })} />
      {text('detecter_name', t('fields.detecter_name'))}
      {def.roleFilter === 'detecter_role_name' ? (
        text('detecter_role_name', t('fields.detecter_role_name'))
      ) : (
        <SelectInput label={t('fields.detecter_role_group_id')} value={filters.detecter_role_group_id} emptyOption={t('choose.all')} testId="detection-filter-detecter_role_group_id"
          options={roles.data ?? []} onChange={(v) => setFilters({ detecter_role_group_id: v || undefined })} />
      )}
      <SelectInput label={t('fields.detecter_project_id')} value={filters.detecter_project_id} emptyOption={t('choose.all')} testId="detection-filter-detecter_project_id"
        options={(formData?.projects ?? []).map((p) => ({ value: p.id, label: p.name }))} onChange={(v) => setFilters({ detecter_project_id: v || undefined })} />
      {text('reporter_name', t('fields.reporter_name'))}
      <DateFilter label={t('fields.created_at')} value={filters.created_at ?? ''} onChange={(v) => setFilters({ created_at: v })} testId="detection-filter-created_at" />
      <DateFilter label={t('fields.detected_at')} value={filters.detected_at ?? ''} onChange={(v) => setFilters({ detected_at: v })} testId="detection-filter-detected_at" />
    </>
  );
}

import type { TFunction } from 'i18next';
import { DRILL_RESULTS, DRILL_ROLE_NAMES, DRILL_STAGES, type DrillFormData } from '@/contracts/drills';
import type { QueryBuilderField } from '@/lib/query-builder';

/** The drill list's builder fields (the server's allow-list: DRILL_FIELDS), labelled in the user's language. */
export function drillFilterFields(t: TFunction<'drills'>, refs: DrillFormData | undefined): QueryBuilderField[] {
  const results = DRILL_RESULTS.map((r) => ({ value: r, label: t(`results.${r}`) }));
  return [
    { name: 'personal_name', label: t('filter.personal_name'), type: 'text' },
    { name: 'drill_date', label: t('fields.drill_date'), type: 'date' },
    { name: 'drill_code_id', label: t('fields.drill_code_id'), type: 'enum', options: (refs?.drill_codes ?? []).map((c) => ({ value: c.id, label: c.code })) },
    { name: 'security_project_id', label: t('fields.security_project_id'), type: 'enum', options: (refs?.security_projects ?? []).map((p) => ({ value: p.id, label: p.name })) },
    { name: 'status', label: t('fields.status'), type: 'enum', options: DRILL_ROLE_NAMES.map((r) => ({ value: r, label: r })) },
    { name: 'creator_name', label: t('filter.creator_name'), type: 'text' },
    { name: 'drill_result', label: t('fields.drill_result'), type: 'enum', options: results },
    { name: 'retest_drill_date', label: t('fields.retest_drill_date'), type: 'date' },
    { name: 'retest_drill_result', label: t('fields.retest_drill_result'), type: 'enum', options: results },
    { name: 'stage', label: t('fields.stage'), type: 'enum', operators: ['equals', 'not_equals', 'in'], options: DRILL_STAGES.map((s) => ({ value: s, label: t(`stages.${s}`) })) },
    { name: 'description', label: t('fields.description'), type: 'text' },
  ];
}

/** The planning list's builder fields (UNPERFORMED_FILTER_FIELDS). */
export function unperformedFilterFields(t: TFunction<'drills'>, refs: DrillFormData | undefined): QueryBuilderField[] {
  return [
    { name: 'full_name', label: t('filter.personal_name'), type: 'text' },
    { name: 'national_id_number', label: t('planning.national_id_number'), type: 'text', operators: ['equals', 'starts_with', 'contains', 'in'] },
    { name: 'role_name', label: t('fields.status'), type: 'enum', options: DRILL_ROLE_NAMES.map((r) => ({ value: r, label: r })) },
    { name: 'security_project_id', label: t('fields.security_project_id'), type: 'enum', options: (refs?.security_projects ?? []).map((p) => ({ value: p.id, label: p.name })) },
    { name: 'last_drill_date', label: t('planning.last_drill_date'), type: 'date' },
  ];
}

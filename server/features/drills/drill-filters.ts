import { sql } from 'drizzle-orm';
import { DRILL_RESULTS, DRILL_ROLE_NAMES, DRILL_SOURCE, DRILL_STAGES, UNPERFORMED_SOURCE } from '../../../src/contracts/drills';
import type { FilterFields } from '../../db/query-filter';
import { nameOfPosition, stageOf } from './drills.repository';
import { drillAudits } from './drills.table';

/**
 * The allow-lists of the two query builders (docs/decisions/query-filter.md): the drill list and
 * the planning list. Field names are those of DRILL_FILTER_FIELDS / UNPERFORMED_FILTER_FIELDS.
 */
export const DRILL_FIELDS: FilterFields = {
  [DRILL_SOURCE]: {
    drill_date: { column: drillAudits.drill_date, type: 'date', label: 'Tatbikat tarihi' },
    drill_code_id: { column: drillAudits.drill_code_id, type: 'enum', label: 'Tatbikat kodu' },
    security_project_id: { column: drillAudits.security_project_id, type: 'enum', label: 'Güvenlik projesi' },
    personal_name: { column: nameOfPosition('drill_personal_position_id'), type: 'text', label: 'Personel' },
    creator_name: { column: nameOfPosition('drill_creator_position_id'), type: 'text', label: 'Tatbikatı yapan' },
    status: { column: drillAudits.status, type: 'enum', values: DRILL_ROLE_NAMES, label: 'Görev' },
    drill_result: { column: drillAudits.drill_result, type: 'enum', values: DRILL_RESULTS, label: 'Tatbikat sonucu' },
    retest_drill_date: { column: drillAudits.retest_drill_date, type: 'date', label: 'Tekrar test tarihi' },
    retest_drill_result: { column: drillAudits.retest_drill_result, type: 'enum', values: DRILL_RESULTS, label: 'Tekrar test sonucu' },
    stage: { column: stageOf, type: 'enum', values: DRILL_STAGES, operators: ['equals', 'not_equals', 'in'], label: 'Aşama' },
    description: { column: drillAudits.description, type: 'text', label: 'Açıklama' },
  },
};

/** Columns of the planning query (server/features/drills/unperformed.repository.ts) by their SQL names. */
export const lastDrillDate = (until: string) =>
  sql`(select max(d.drill_date) from drill_audits d where d.deleted_at is null and d.drill_personal_position_id = spp.position_id
    and d.security_project_id = spp.security_project_id and d.drill_date <= ${until}::date)`;

export const unperformedFields = (until: string): FilterFields => ({
  [UNPERFORMED_SOURCE]: {
    full_name: { column: sql`concat_ws(' ', u.first_name, u.middle_name, u.last_name)`, type: 'text', label: 'Personel' },
    national_id_number: { column: sql`e.national_id_number`, type: 'text', operators: ['equals', 'starts_with', 'contains', 'in'], label: 'TC kimlik no' },
    role_name: { column: sql`r.name`, type: 'enum', values: DRILL_ROLE_NAMES, label: 'Görev' },
    security_project_id: { column: sql`spp.security_project_id`, type: 'enum', label: 'Güvenlik projesi' },
    last_drill_date: { column: lastDrillDate(until), type: 'date', label: 'Son tatbikat tarihi' },
  },
});

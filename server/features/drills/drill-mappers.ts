import { drillStage, finalResult, type DrillAudit, type DrillPosition, type UnperformedRow } from '../../../src/contracts/drills';
import type { DrillRow } from './drills.repository';
import type { UnperformedRecord } from './unperformed.repository';

const unknownPosition = (id: number): DrillPosition => ({ id, full_name: '', role_name: '' });

/** The positions a page of drills names, for one lookup. */
export const positionIdsOf = (rows: DrillRow[]) =>
  rows.flatMap(({ drill: d }) => [d.drill_creator_position_id, d.drill_personal_position_id, d.retest_drill_creator_position_id])
    .filter((id): id is number => id != null);

export function toDrill(row: DrillRow, people: ReadonlyMap<number, DrillPosition>): DrillAudit {
  const d = row.drill;
  const person = (id: number) => people.get(id) ?? unknownPosition(id);
  return {
    id: d.id,
    uuid: d.uuid,
    drill_code: { id: d.drill_code_id, code: row.code },
    security_project: { id: d.security_project_id, name: row.project_name, short_code: row.project_short_code },
    drill_date: d.drill_date,
    drill_creator_position_id: d.drill_creator_position_id,
    drill_creator: person(d.drill_creator_position_id),
    drill_personal_position_id: d.drill_personal_position_id,
    drill_personal: person(d.drill_personal_position_id),
    status: d.status,
    drill_result: d.drill_result ?? null,
    retest_drill_creator_position_id: d.retest_drill_creator_position_id ?? null,
    retest_drill_creator: d.retest_drill_creator_position_id == null ? null : person(d.retest_drill_creator_position_id),
    retest_drill_date: d.retest_drill_date ?? null,
    retest_drill_result: d.retest_drill_result ?? null,
    stage: drillStage(d),
    final_result: finalResult(d),
    description: d.description,
    created_by: { user_id: d.created_by_user_id, full_name: row.created_by_name },
    created_at: d.created_at.toISOString(),
    updated_at: d.updated_at.toISOString(),
  };
}

export function toUnperformedRow(r: UnperformedRecord): UnperformedRow {
  return {
    position_id: r.position_id,
    full_name: r.full_name,
    national_id_number: r.national_id_number,
    role_name: r.role_name,
    security_project: { id: r.project_id, name: r.project_name, short_code: r.project_short_code },
    last_drill_date: r.last_drill_date,
    last_drill_result: r.last_drill_result,
  };
}

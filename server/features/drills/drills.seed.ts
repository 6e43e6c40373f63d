import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DRILL_ROLE_NAMES, type DrillResult } from '../../../src/contracts/drills';
import type { Db } from '../../db/client';
import { positions, users } from '../auth/auth.table';
import { roles } from '../organisation/organisation.table';
import { referenceItemsRepository } from '../reference-lists/reference-items';
import { securityProjectPositions, securityProjects } from '../security-projects/security-projects.table';
import { drillAudits } from './drills.table';

/** After the reference lists (drill codes, order 110) and the demo organisation. */
export const order = 150;

type Outcome = { drill_result: DrillResult } | { retest: DrillResult | null } | null;
/** One drill per tested person, in turn: every stage a drill can be in. */
const OUTCOMES: Outcome[] = [
  { drill_result: 'successful' }, { retest: 'successful' }, { drill_result: 'unsuccessful' }, { retest: null }, null, { retest: 'unsuccessful' },
];
const NOTES = [
  'X-ray görüntüsünde yasaklı eşya zamanında tespit edildi.',
  'İlk denemede gözden kaçırıldı; eğitim sonrası tekrar test yapıldı.',
  'Sahte kimlik fark edilmedi; personel bilgilendirildi.',
  '',
];
const PER_PROJECT = 4;
const FIRST_DAY = Date.UTC(2026, 0, 12);

const day = (offset: number) => new Date(FIRST_DAY + offset * 86_400_000).toISOString().slice(0, 10);
/** A fixed UUIDv7-shaped id per seeded drill, so the demo data is the same on every machine. */
const uuidOf = (n: number) => `019bb0c1-5a40-7000-8000-${String(900000000000 + n)}`;

/** Demo drills: the first Airsider and Interviewer members of each active project, tested by the inspector. */
export async function seed(db: Db): Promise<void> {
  const codes = await referenceItemsRepository.all(db, 'drill-code');
  const [inspector] = await db.select({ user_id: users.id, position_id: positions.id }).from(users)
    .innerJoin(positions, and(eq(positions.user_id, users.id), eq(positions.is_primary, true))).where(eq(users.name, 'denetci')).limit(1);
  if (!codes.length || !inspector) return; // not the demo organisation
  const members = await db
    .select({ position_id: positions.id, role_name: roles.name, project_id: securityProjectPositions.security_project_id })
    .from(securityProjectPositions)
    .innerJoin(securityProjects, and(eq(securityProjects.id, securityProjectPositions.security_project_id), eq(securityProjects.enable, true)))
    .innerJoin(positions, and(eq(positions.id, securityProjectPositions.position_id), isNull(positions.deleted_at)))
    .innerJoin(roles, and(eq(roles.id, positions.role_id), inArray(roles.name, [...DRILL_ROLE_NAMES])))
    .orderBy(asc(securityProjectPositions.security_project_id), asc(positions.id));
  const taken = new Map<number, number>();
  const chosen = members.filter((m) => {
    const n = taken.get(m.project_id) ?? 0;
    taken.set(m.project_id, n + 1);
    return n < PER_PROJECT;
  });
  if (!chosen.length) return;
  await db.insert(drillAudits).values(chosen.map((m, i) => {
    const outcome = OUTCOMES[i % OUTCOMES.length]!;
    const drill_date = day(i * 7);
    const at = new Date(`${drill_date}T10:00:00Z`);
    const retest = outcome && 'retest' in outcome;
    return {
      uuid: uuidOf(i + 1), drill_code_id: codes[i % codes.length]!.id, security_project_id: m.project_id, drill_date,
      drill_creator_position_id: inspector.position_id, drill_personal_position_id: m.position_id, status: m.role_name,
      drill_result: outcome && 'drill_result' in outcome ? outcome.drill_result : null,
      retest_drill_creator_position_id: retest ? inspector.position_id : null,
      retest_drill_date: retest ? day(i * 7 + 14) : null,
      retest_drill_result: retest ? outcome.retest : null,
      description: NOTES[i % NOTES.length]!, created_by_user_id: inspector.user_id, created_at: at, updated_at: at,
    };
  }));
}

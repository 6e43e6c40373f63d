import { and, asc, eq, isNull } from 'drizzle-orm';
import type { WarningSubstance, WarningType } from '../../../src/contracts/warnings';
import type { Db } from '../../db/client';
import { positions, users } from '../auth/auth.table';
import { securityProjectPositions, securityProjects } from '../security-projects/security-projects.table';
import { psychoactiveWarnings } from './warnings.table';

export const order = 150;

const DEMO: { type: WarningType; substance?: WarningSubstance; on: string; note: string }[] = [
  { type: 'positive-result', substance: 'cannabinoids', on: '2026-02-09', note: 'Doğrulama testi laboratuvara gönderildi; personel görevden uzaklaştırıldı.' },
  { type: 'test-missed', on: '2026-03-16', note: 'Rastgele seçimde bildirildiği hâlde test saatinde gelmedi.' },
  { type: 'invalid-sample', on: '2026-04-22', note: 'Numune sıcaklığı kabul aralığının dışında; gözetimli tekrar alındı.' },
  { type: 'test-refused', on: '2026-06-03', note: 'Tutanak tutuldu, İK bilgilendirildi.' },
  { type: 'positive-result', substance: 'benzodiazepines', on: '2026-08-11', note: 'Reçeteli ilaç beyanı hekim onayı için bekleniyor.' },
  { type: 'other', on: '2026-10-05', note: 'Test öncesi beyan formu eksik dolduruldu.' },
];

/** Demo warnings about the first members of the psychoactive-substance projects, recorded by the supervisor. */
export async function seed(db: Db): Promise<void> {
  const [recorder] = await db.select({ user_id: users.id, position_id: positions.id }).from(users)
    .innerJoin(positions, and(eq(positions.user_id, users.id), eq(positions.is_primary, true))).where(eq(users.name, 'sef')).limit(1);
  if (!recorder) return; // not the demo organisation
  const members = await db.select({ position_id: securityProjectPositions.position_id, project_id: securityProjectPositions.security_project_id })
    .from(securityProjectPositions)
    .innerJoin(securityProjects, and(eq(securityProjects.id, securityProjectPositions.security_project_id), eq(securityProjects.type, 'psychoactive-substance')))
    .innerJoin(positions, and(eq(positions.id, securityProjectPositions.position_id), isNull(positions.deleted_at)))
    .orderBy(asc(securityProjectPositions.security_project_id), asc(positions.id))
    .limit(DEMO.length);
  if (!members.length) return;
  await db.insert(psychoactiveWarnings).values(DEMO.slice(0, members.length).map((d, i) => {
    const at = new Date(`${d.on}T12:00:00Z`);
    return {
      security_project_id: members[i]!.project_id, position_id: members[i]!.position_id, warning_type: d.type, substance: d.substance ?? null,
      occurred_on: d.on, description: d.note, recorded_by_user_id: recorder.user_id, recorded_by_position_id: recorder.position_id,
      created_at: at, updated_at: at,
    };
  }));
}

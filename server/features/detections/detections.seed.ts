import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DetectionRegister } from '../../../src/contracts/detections';
import type { Db } from '../../db/client';
import { positions, users } from '../auth/auth.table';
import { referenceItems } from '../reference-lists/reference-lists.table';
import { securityProjectPositions } from '../security-projects/security-projects.table';
import { detections } from './detections.table';

/** After the reference lists (110) and demands (120). */
export const order = 130;

interface DemoDetection {
  register: DetectionRegister;
  item: string;
  /** Who recorded it, and who made the detection (demo user names). */
  by: string;
  detecter: string;
  at: string;
  flight?: string;
  description: string;
  uuid: string;
}

const DEMO: DemoDetection[] = [
  { register: 'prohibited', item: 'Bıçak', by: 'sef', detecter: 'personel', at: '2026-01-14T06:20:00Z', flight: 'TK2104', uuid: '019bbb00-0000-7000-8000-00000000d001', description: 'Yolcu el bagajında katlanır bıçak; yolcu bilgilendirildi, bıçak teslim alındı.' },
  { register: 'prohibited', item: 'Yanıcı sıvı', by: 'sef', detecter: 'sef', at: '2026-02-02T13:45:00Z', flight: 'PC1882', uuid: '019c1e00-0000-7000-8000-00000000d002', description: 'Kabin bagajında 500 ml çakmak gazı.' },
  { register: 'prohibited', item: 'Tabanca', by: 'denetci', detecter: 'personel', at: '2026-03-05T09:10:00Z', flight: 'XQ903', uuid: '019cbd00-0000-7000-8000-00000000d003', description: 'Bagaj röntgeninde oyuncak tabanca; emniyet birimine haber verildi.' },
  { register: 'suspicious', item: 'Sahipsiz bagaj', by: 'sef', detecter: 'personel', at: '2026-01-22T17:30:00Z', uuid: '019be000-0000-7000-8000-00000000d004', description: 'B kapısı önünde sahipsiz sırt çantası; bomba imha ekibi çağrıldı.' },
  { register: 'suspicious', item: 'Tanımsız toz', by: 'denetci', detecter: 'sef', at: '2026-02-18T08:05:00Z', uuid: '019c6f00-0000-7000-8000-00000000d005', description: 'Kargo paketinde beyaz toz; numune alındı.' },
  { register: 'imposter', item: 'Sahte pasaport', by: 'sef', detecter: 'sef', at: '2026-01-30T21:40:00Z', flight: 'AJ7711', uuid: '019c0f00-0000-7000-8000-00000000d006', description: 'Fotoğraf sayfası değiştirilmiş pasaport; yolcu emniyete teslim edildi.' },
  { register: 'imposter', item: 'Sahte havalimanı giriş kartı', by: 'denetci', detecter: 'personel', at: '2026-03-02T05:55:00Z', uuid: '019cae00-0000-7000-8000-00000000d007', description: 'Personel girişinde süresi geçmiş kartın kopyası.' },
];

const LISTS: Record<DetectionRegister, string> = { prohibited: 'prohibited-substance', suspicious: 'suspicious-substance', imposter: 'imposter-document' };

/** A handful of detections per register, by the demo supervisor and inspector, of the demo users in their project. */
export async function seed(db: Db): Promise<void> {
  const people = await db
    .select({ user_id: users.id, name: users.name, position_id: positions.id, role_id: positions.role_id })
    .from(users)
    .innerJoin(positions, and(eq(positions.user_id, users.id), eq(positions.is_primary, true)))
    .where(inArray(users.name, ['sef', 'denetci', 'personel']));
  const person = (name: string) => people.find((p) => p.name === name);
  const items = await db.select({ id: referenceItems.id, list: referenceItems.list, label: referenceItems.label }).from(referenceItems)
    .where(and(inArray(referenceItems.list, Object.values(LISTS)), isNull(referenceItems.deleted_at)));
  const projectOf = async (positionId: number) => (await db.select({ id: securityProjectPositions.security_project_id }).from(securityProjectPositions)
    .where(eq(securityProjectPositions.position_id, positionId)).orderBy(asc(securityProjectPositions.security_project_id)).limit(1))[0]?.id;

  for (const d of DEMO) {
    const reporter = person(d.by);
    const detecter = person(d.detecter);
    const item = items.find((i) => i.list === LISTS[d.register] && i.label === d.item);
    const project = detecter && (await projectOf(detecter.position_id));
    if (!reporter || !detecter || !item || !project) return; // not the demo organisation
    const at = new Date(d.at);
    // Recorded some minutes after the detection.
    const recorded = new Date(at.getTime() + 25 * 60_000);
    await db.insert(detections).values({
      uuid: d.uuid, register: d.register, item_id: item.id, flight_number: d.flight ?? null, description: d.description, detected_at: at,
      detecter_position_id: detecter.position_id, detecter_role_id: detecter.role_id, detecter_project_id: project,
      reporter_user_id: reporter.user_id, reporter_position_id: reporter.position_id, created_at: recorded, updated_at: recorded,
    });
  }
}

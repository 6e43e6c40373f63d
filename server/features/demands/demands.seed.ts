import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { positions, users } from '../auth/auth.table';
import { roles } from '../organisation/organisation.table';
import { formatNumber, sequenceYear } from '../../db/numbering';
import { demandRequestsRepository as requests } from './demand-requests.repository';
import { demandResponsesRepository as steps } from './demand-responses.repository';
import { demandTypesRepository as types } from './demand-types.repository';

/** Demo demand types (receiving roles by name) and requests raised by the demo users (admin's own included). */
const TYPES = [
  { name: 'Ekipman talebi', roles: ['Talep Onaylayıcı'], sequence_yearly_reset: true },
  { name: 'Vardiya değişikliği dilekçesi', roles: ['Talep Onaylayıcı', 'Vardiya Şefi'], sequence_yearly_reset: true },
  { name: 'Yemek kartı', roles: ['Talep Onaylayıcı', 'İK Müdürü'], sequence_yearly_reset: false },
];

/** An answer (by `by`, else admin), or a redirection to a role by name. */
type Outcome = { answer: string; by?: string } | { redirectTo: string } | null;
const REQUESTS: { type: string; by: string; at: string; title: string; description: string; outcome: Outcome; uuid: string }[] = [
  {
    type: 'Ekipman talebi', by: 'personel', at: '2026-01-12T07:45:00Z', uuid: '019bb0c1-5a40-7000-8000-000000000001',
    title: 'Reflektörlü yelek değişimi', description: 'Yeleğimin fermuarı bozuldu; L beden yeni yelek rica ederim.', outcome: { answer: 'Depodan L beden yelek ayrıldı, vardiya başında teslim alabilirsiniz.' },
  },
  {
    type: 'Ekipman talebi', by: 'sef', at: '2026-01-20T11:10:00Z', uuid: '019bdbd6-1b30-7000-8000-000000000002',
    title: 'El dedektörü pili', description: 'B kapısındaki iki el dedektörü için yedek pil gerekiyor.', outcome: null,
  },
  {
    type: 'Vardiya değişikliği dilekçesi', by: 'personel', at: '2026-02-03T06:30:00Z', uuid: '019c2281-3e70-7000-8000-000000000003',
    title: '14 Şubat vardiya değişimi', description: '14 Şubat gece vardiyamı 15 Şubat gündüz vardiyası ile değiştirmek istiyorum.', outcome: { redirectTo: 'Yönetici' },
  },
  {
    type: 'Yemek kartı', by: 'denetci', at: '2026-02-10T09:00:00Z', uuid: '019c46a9-5780-7000-8000-000000000004',
    title: 'Yemek kartı yenileme', description: 'Kartımın manyetik şeridi okunmuyor.', outcome: null,
  },
  // admin's own request (his requests list and its details page), answered by İK.
  {
    type: 'Yemek kartı', by: 'admin', at: '2026-02-16T08:20:00Z', uuid: '019c6588-f380-7000-8000-000000000005',
    title: 'Misafir yemek kartı', description: 'Denetim haftası boyunca gelecek iki misafir denetçi için geçici yemek kartı rica ederim.',
    outcome: { answer: 'İki geçici yemek kartı hazırlandı; İK biriminden teslim alabilirsiniz.', by: 'ik.uzmani' },
  },
];

export const order = 120;

export async function seed(db: Db): Promise<void> {
  const roleRows = await db.select({ id: roles.id, name: roles.name }).from(roles).where(isNull(roles.deleted_at));
  const roleId = (name: string) => roleRows.find((r) => r.name === name)?.id;
  const typeIds = new Map<string, { id: number; code: string; role_ids: number[]; sequence_yearly_reset: boolean }>();
  for (const t of TYPES) {
    const role_ids = t.roles.map(roleId).filter((id): id is number => id !== undefined);
    if (!role_ids.length) return; // not the demo organisation
    const row = await types.insert(db, { name: t.name, sequence_yearly_reset: t.sequence_yearly_reset });
    await types.setRoles(db, row.id, role_ids);
    typeIds.set(t.name, { id: row.id, code: row.code, role_ids, sequence_yearly_reset: t.sequence_yearly_reset });
  }

  const people = await db
    .select({ user_id: users.id, name: users.name, position_id: positions.id })
    .from(users)
    .innerJoin(positions, and(eq(positions.user_id, users.id), eq(positions.is_primary, true)))
    .where(inArray(users.name, ['personel', 'sef', 'denetci', 'admin', 'ik.uzmani']));
  const person = (name: string) => people.find((p) => p.name === name);
  const admin = person('admin');

  for (const r of REQUESTS) {
    const type = typeIds.get(r.type)!;
    const by = person(r.by);
    if (!by || !admin) continue;
    const at = new Date(r.at);
    const year = sequenceYear(type.sequence_yearly_reset, at);
    const number = await types.nextNumber(db, type.id, year);
    const id = await requests.insert(db, {
      uuid: r.uuid, demand_type_id: type.id, requester_user_id: by.user_id, requester_position_id: by.position_id,
      sequence_year: year, sequence_number: number, number: formatNumber(type.code, at, number),
      title: r.title, description: r.description, created_at: at, updated_at: at,
    });
    const stepId = await steps.insert(db, id, type.role_ids, at);
    if (!r.outcome) continue;
    const later = new Date(at.getTime() + 5 * 3600_000);
    if ('answer' in r.outcome) {
      const responder = person(r.outcome.by ?? 'admin') ?? admin;
      const actor = { responder_user_id: responder.user_id, responder_position_id: responder.position_id };
      await steps.close(db, stepId, { status: 'answered', response: r.outcome.answer, ...actor }, later);
      await requests.setStatus(db, id, 'answered', later);
    } else {
      const actor = { responder_user_id: admin.user_id, responder_position_id: admin.position_id };
      const target = roleId(r.outcome.redirectTo)!;
      await steps.close(db, stepId, { status: 'redirected', redirect_role_id: target, ...actor }, later);
      await steps.insert(db, id, [target], later);
    }
  }
}

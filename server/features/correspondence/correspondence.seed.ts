import { sql } from 'drizzle-orm';
import type { AudienceInput } from '../../../src/contracts/correspondence/audience';
import { turkeyDate } from '../../../src/contracts/dashboard';
import type { Db } from '../../db/client';
import { formatNumber, sequenceYear, uniqueTypeCode } from '../../db/numbering';
import { audienceRepository } from './audience.repository';
import { correspondenceRepository as repo } from './correspondence.repository';

/**
 * Demo correspondence types (a running-numbered announcement and a yearly-numbered security
 * directive) and a few items, so every box has something to open: İK's note to admin (admin's
 * inbox), admin's announcement to the Personel role (admin's outbox, personel's inbox), admin's
 * draft, and a supervisor's directive waiting for approval (admin approves). None is mandatory:
 * a mandatory item would stop the receiver at sign-in.
 */
export const order = 130;

const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as { rows: T[] }).rows;

interface SeedItem {
  by: string;
  type: 'Genel Duyuru' | 'Güvenlik Talimatı';
  status: 'draft' | 'pending' | 'approved';
  daysAgo: number;
  subject: string;
  body: string;
  /** Who it is addressed to: a demo user's primary position, or a role by name. */
  to: { user: string } | { role: string };
}

const ITEMS: SeedItem[] = [
  {
    by: 'ik.uzmani', type: 'Genel Duyuru', status: 'approved', daysAgo: 3, to: { user: 'admin' },
    subject: '2026 yıllık izin planlaması',
    body: '<p>Merhaba,</p><p>Birimlerin 2026 yıllık izin planlarını ay sonuna kadar İnsan Kaynakları\'na iletmesini rica ederiz.</p><p>Elif Şahin</p>',
  },
  {
    by: 'admin', type: 'Genel Duyuru', status: 'approved', daysAgo: 2, to: { role: 'Personel' },
    subject: 'Yeni reflektörlü yelek dağıtımı',
    body: '<p>Değerli çalışma arkadaşlarımız,</p><p>Yeni reflektörlü yelekler bu hafta vardiya başlarında depodan dağıtılacaktır. Eski yeleklerinizi teslim etmeyi unutmayınız.</p>',
  },
  {
    by: 'admin', type: 'Genel Duyuru', status: 'draft', daysAgo: 1, to: { role: 'Vardiya Şefi' },
    subject: 'Bayram dönemi vardiya planı (taslak)',
    body: '<p>Bayram dönemi için vardiya şeflerinin ek personel ihtiyacını bildirmesi istenecek.</p>',
  },
  {
    by: 'sef', type: 'Güvenlik Talimatı', status: 'pending', daysAgo: 0, to: { role: 'Personel' },
    subject: 'B kapısında ikinci tarama uygulaması',
    body: '<p>Yarından itibaren B kapısından geçen tüm el bagajlarına ikinci tarama uygulanacaktır.</p>',
  },
];

export async function seed(db: Db): Promise<void> {
  const types = new Map<string, { id: number; code: string; yearly: boolean }>();
  for (const [name, yearly] of [['Genel Duyuru', false], ['Güvenlik Talimatı', true]] as const) {
    const code = await uniqueTypeCode(db, 'correspondence_types', name);
    const [row] = await rowsOf<{ id: number }>(db.execute(sql`insert into correspondence_types (name, code, sequence_yearly_reset) values (${name}, ${code}, ${yearly}) returning id`));
    types.set(name, { id: Number(row!.id), code, yearly });
  }

  const people = await rowsOf<{ name: string; user_id: number; position_id: number }>(db.execute(sql`select u.name, u.id as user_id, p.id as position_id
    from users u join positions p on p.user_id = u.id and p.is_primary where u.name in ('admin', 'ik.uzmani', 'sef')`));
  const roles = await rowsOf<{ id: number; name: string }>(db.execute(sql`select id, name from roles where deleted_at is null`));
  const person = (name: string) => people.find((p) => p.name === name);
  if (people.length < 3) return; // not the demo organisation

  const now = Date.now();
  for (const item of ITEMS) {
    const by = person(item.by)!;
    const type = types.get(item.type)!;
    const at = new Date(now - item.daysAgo * 86_400_000 - 3600_000);
    const day = turkeyDate(at);
    const to: AudienceInput = 'user' in item.to
      ? { type: 'position_with_user', id: Number(person(item.to.user)!.position_id) }
      : { type: 'role', id: Number(roles.find((r) => r.name === (item.to as { role: string }).role)!.id) };
    const [row] = await rowsOf<{ id: number }>(db.execute(sql`insert into correspondences
      (correspondence_type_id, owner_user_id, owner_position_id, send_as, subject, body, is_mandatory, send_to_everyone, status, sent_at, created_at, updated_at)
      values (${type.id}, ${by.user_id}, ${by.position_id}, 'position', ${item.subject}, ${item.body}, false, false, 'draft',
        ${item.status === 'draft' ? null : day}, ${at}, ${at}) returning id`));
    const id = Number(row!.id);
    await audienceRepository.replace(db, id, [to], []);
    if (item.status === 'draft') continue;
    // Sent as the service sends: numbered per type (and year); approved items are delivered at once.
    const year = sequenceYear(type.yearly, at);
    const number = await repo.nextNumber(db, type.id, year);
    const approved = item.status === 'approved';
    await db.execute(sql`update correspondences set status = ${item.status}, reference_code = ${formatNumber(type.code, at, number)},
      sequence_year = ${year}, sequence_number = ${number}, decided_by_user_id = ${approved ? by.user_id : null}, decided_at = ${approved ? at : null},
      delivered_at = ${approved ? at : null} where id = ${id}`);
    if (approved) await audienceRepository.deliver(db, id, false, at);
  }
}

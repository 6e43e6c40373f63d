import { sql } from 'drizzle-orm';
import { smsDisplayCount, smsSegments } from '../../../src/contracts/sms/segments';
import type { SmsReceiver } from '../../../src/contracts/sms/sms';
import type { Db } from '../../db/client';
import { audiencePeopleSql } from '../correspondence/audience.repository';
import { NETGSM_STATUS } from './gateway';
import { SMS_CLIENTS } from './sms.service';

/**
 * One bulk SMS that admin sent yesterday to the dog trainers (Köpek Eğitmeni), as /sms-store sends
 * it: one log row per person with a mobile, already through the development gateway — delivered,
 * and one failed, so the detail and the transaction log show both outcomes. Nothing is left queued:
 * the send job has nothing to pick up.
 */
export const order = 130;

const BODY = 'Yarın 06:00\'da K9 ekipleri için patlayıcı arama tatbikatı yapılacaktır. Lütfen köpeklerinizle D kapısında hazır bulununuz.';
const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as { rows: T[] }).rows;

export async function seed(db: Db): Promise<void> {
  const [admin] = await rowsOf<{ user_id: number; position_id: number }>(db.execute(sql`select u.id as user_id, p.id as position_id
    from users u join positions p on p.user_id = u.id and p.is_primary where u.name = 'admin'`));
  const [role] = await rowsOf<{ id: number; name: string; department: string }>(db.execute(sql`select r.id, r.name, d.name as department
    from roles r join departments d on d.id = r.department_id where r.name = 'Köpek Eğitmeni' and r.deleted_at is null`));
  if (!admin || !role) return; // not the demo organisation

  const at = new Date(Date.now() - 86_400_000);
  const delivered = new Date(at.getTime() + 40_000);
  const segments = smsSegments(BODY).segments;
  const receivers: SmsReceiver[] = [{ type: 'role', id: Number(role.id), name: `${role.name} (${role.department})`, role_id: Number(role.id), role_name: role.name }];
  const [msg] = await rowsOf<{ id: number }>(db.execute(sql`insert into short_messages (body, sender_user_id, sender_position_id, receivers,
      additional_receivers, receiver_count, segment_count, display_count, created_at, updated_at)
    values (${BODY}, ${admin.user_id}, ${admin.position_id}, ${JSON.stringify(receivers)}::jsonb, '[]'::jsonb, 0, ${segments}, ${smsDisplayCount(BODY)}, ${at}, ${at})
    returning id`));
  const id = Number(msg!.id);
  await db.execute(sql`insert into sms_transaction_logs (reference_code, short_message_id, client_id, user_id, position_id, sender_user_id,
      full_name, national_id_number, gsm, body, segments, gateway, gateway_job_id, status, sent_at, delivered_at, checked_at, created_at, updated_at)
    select 'SM' || ${id}::text || '-' || people.user_id::text, ${id}, ${SMS_CLIENTS.bulk}, people.user_id, people.position_id, ${admin.user_id},
      trim(u.first_name || ' ' || u.last_name), e.national_id_number, '90' || u.mobile_number, ${BODY}, ${segments}, 'development', ${`DEV-${id}`},
      'delivered', ${at}, ${delivered}, ${delivered}, ${at}, ${at}
    from (${audiencePeopleSql([{ type: 'role', id: Number(role.id) }], admin.user_id)}) people
    join users u on u.id = people.user_id
    left join (select user_id, min(national_id_number) as national_id_number from employees group by user_id) e on e.user_id = people.user_id
    where u.mobile_number ~ '^[5-9][0-9]{9}$'`);
  // The gateway could not reach one number (its report's reason, as the status refresh writes it).
  await db.execute(sql`update sms_transaction_logs set status = 'failed', status_code = 3, status_reason = ${NETGSM_STATUS[3]!}, delivered_at = null
    where id = (select min(id) from sms_transaction_logs where short_message_id = ${id})`);
  await db.execute(sql`update short_messages set receiver_count = (select count(*) from sms_transaction_logs where short_message_id = ${id}) where id = ${id}`);
}

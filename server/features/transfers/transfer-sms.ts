import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smsSegments, smsDisplayCount } from '../../../src/contracts/sms/segments';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { SMS_CLIENTS, SMS_SEND_JOB } from '../sms/sms.service';

export interface ShiftSmsPerson {
  national_id_number: string;
  full_name: string;
  phone: string | null;
  pickup_time: string;
  stop_name: string;
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as Rows<T>).rows;
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The message a person gets when their pickup time or stop changed (Turkish, one SMS long). */
export const shiftSmsBody = (date: string, p: Pick<ShiftSmsPerson, 'pickup_time' | 'stop_name'>) =>
  `${day(date)} servis bilginiz değişti: alış saati ${p.pickup_time}, durak ${p.stop_name}.`;

/**
 * Queues the SMS of an applied import through the bulk-SMS feature's own queue (short_messages +
 * sms_transaction_logs with status 'queued', then its `sms.send` job), inside the import's
 * transaction: a rolled-back import sends nothing. People with the same text share one message
 * (the SMS sender hands one body per message to the gateway). The number is the file's phone, else
 * the person's mobile in Apron; those with neither are answered, to be told another way.
 */
export async function queueShiftSms(app: FastifyInstance, tx: Executor, date: string, people: readonly ShiftSmsPerson[], auth: AuthContext) {
  const notReached: { national_id_number: string; full_name: string }[] = [];
  if (!people.length) return { queued: 0, notReached };
  const missing = people.filter((p) => !p.phone).map((p) => p.national_id_number);
  const mobiles = new Map<string, string>();
  for (let i = 0; i < missing.length; i += 1000) {
    const ids = sql.join(missing.slice(i, i + 1000).map((n) => sql`${n}`), sql`, `);
    for (const r of await rowsOf<{ nid: string; mobile: string }>(tx.execute(sql`select e.national_id_number as nid, min(u.mobile_number) as mobile
      from employees e join users u on u.id = e.user_id where e.national_id_number in (${ids}) and u.mobile_number ~ '^5[0-9]{9}$' group by 1`))) {
      mobiles.set(r.nid, r.mobile);
    }
  }
  const byBody = new Map<string, { full_name: string; national_id_number: string; gsm: string }[]>();
  for (const p of people) {
    const phone = p.phone ?? mobiles.get(p.national_id_number);
    if (!phone) {
      notReached.push({ national_id_number: p.national_id_number, full_name: p.full_name });
      continue;
    }
    const body = shiftSmsBody(date, p);
    (byBody.get(body) ?? byBody.set(body, []).get(body)!).push({ full_name: p.full_name, national_id_number: p.national_id_number, gsm: `90${phone}` });
  }
  const now = app.deps.clock();
  let queued = 0;
  for (const [body, to] of byBody) {
    const segments = smsSegments(body).segments;
    const [msg] = await rowsOf<{ id: number }>(tx.execute(sql`insert into short_messages (body, sender_user_id, sender_position_id, receivers,
      additional_receivers, receiver_count, segment_count, display_count, created_at, updated_at)
      values (${body}, ${auth.userId}, ${auth.positionId}, '[]'::jsonb, ${JSON.stringify(to.map((t) => ({ full_name: t.full_name, mobile_number: t.gsm })))}::jsonb,
      ${to.length}, ${segments}, ${smsDisplayCount(body)}, ${now}, ${now}) returning id`));
    const id = Number(msg!.id);
    const values = to.map((t, i) => sql`(${`SM${id}-T${i + 1}`}, ${id}, ${SMS_CLIENTS.bulk}, ${auth.userId}, ${t.full_name}, ${t.national_id_number}, ${t.gsm},
      ${body}, ${segments}, '', 'queued', ${now}, ${now})`);
    await tx.execute(sql`insert into sms_transaction_logs (reference_code, short_message_id, client_id, sender_user_id, full_name, national_id_number, gsm, body,
      segments, gateway, status, created_at, updated_at) values ${sql.join(values, sql`, `)}`);
    if (app.jobs.boss) await app.jobs.send(SMS_SEND_JOB, { short_message_id: id }, { tx });
    queued += to.length;
  }
  return { queued, notReached };
}

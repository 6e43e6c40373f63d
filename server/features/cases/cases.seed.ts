import type { Db } from '../../db/client';
import { sql } from 'drizzle-orm';
import { builtinProcessPort } from './builtin.adapter';
import { pmDynaforms, pmProcesses } from './cases.table';
import { DEMO_PROCESSES } from './demo-processes';

/**
 * The two demo processes (equipment request with a manager approval gateway, lost badge) and their
 * dynaforms, and two lost-badge cases run through the built-in engine as the screens run them:
 * Elif Şahin (ik.uzmani) reported her staff card and sent it to admin to cancel (admin's inbox);
 * admin reported his apron card and sent it to İsmail Güneş (sef) (admin's participated list).
 */
export async function seed(db: Db): Promise<void> {
  for (const p of DEMO_PROCESSES) {
    await db.insert(pmProcesses).values({ prj_uid: p.prj_uid, prj_name: p.prj_name, prj_description: p.prj_description, prj_status: 'ACTIVE', bpmn: p.bpmn, definition: p.definition });
    await db.insert(pmDynaforms).values(p.dynaforms.map((d) => ({ ...d, prj_uid: p.prj_uid, dyn_description: d.dyn_description ?? null })));
  }

  const result = await db.execute(sql`select id, name from users where name in ('admin', 'ik.uzmani', 'sef') and deleted_at is null`);
  const users = (result as unknown as { rows: { id: number; name: string }[] }).rows;
  const userId = (name: string) => users.find((u) => u.name === name)?.id;
  const [admin, hr, sef] = [userId('admin'), userId('ik.uzmani'), userId('sef')];
  if (!admin || !hr || !sef) return; // not the demo organisation

  const port = builtinProcessPort({ database: { db }, clock: () => new Date() });
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const reports = [
    { by: hr, to: admin, values: { badge_type: 'staff', lost_on: `${day(1)} 18:30`, places: ['locker', 'shuttle'], terminal: 'T1', details: 'Personel kartımı servis dönüşü kaybettim; dolabımda ve serviste bulamadım.' } },
    { by: admin, to: sef, values: { badge_type: 'apron', lost_on: `${day(2)} 09:15`, places: ['terminal'], terminal: 'T2', details: 'Apron kartım dış hatlar terminalinde düşmüş olabilir.' } },
  ];
  for (const r of reports) {
    const caller = { userId: r.by };
    const started = await port.start(caller, 'lost-badge', 'report');
    await port.executeTrigger(caller, started.app_uid, started.del_index, 'stamp-report');
    await port.saveVariables(caller, started.app_uid, started.del_index, 'lost-badge-form', r.values);
    await port.route(caller, started.app_uid, started.del_index, { cancel_badge: String(r.to) });
  }
}

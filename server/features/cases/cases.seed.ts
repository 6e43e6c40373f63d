import type { Db } from '../../db/client';
import { pmDynaforms, pmProcesses } from './cases.table';
import { DEMO_PROCESSES } from './demo-processes';

/** The two demo processes (equipment request with a manager approval gateway, lost badge) and their dynaforms. */
export async function seed(db: Db): Promise<void> {
  for (const p of DEMO_PROCESSES) {
    await db.insert(pmProcesses).values({ prj_uid: p.prj_uid, prj_name: p.prj_name, prj_description: p.prj_description, prj_status: 'ACTIVE', bpmn: p.bpmn, definition: p.definition });
    await db.insert(pmDynaforms).values(p.dynaforms.map((d) => ({ ...d, prj_uid: p.prj_uid, dyn_description: d.dyn_description ?? null })));
  }
}

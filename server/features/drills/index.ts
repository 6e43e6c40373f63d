import type { FastifyInstance } from 'fastify';
import {
  DRILL_MESSAGES as M, createDrillAudit, deleteDrillAudit, drillAuditForm, getDrillAudit,
  listDrillAudits, listDrillMembers, listUnperformedDrills, reportDrillAudits, reportUnperformedDrills, searchDrillAudits, updateDrillAudit,
} from '../../../src/contracts/drills';
import { route } from '../../plugins/endpoints';
import { sendDrills, sendUnperformed } from './drill-export';
import { drillsService } from './drills.service';
import { planningService } from './planning.service';

/** Drills (spec 2 §7 "Drills"); drill codes are the reference-lists feature's. */
export default async function drillsFeature(app: FastifyInstance) {
  const drills = drillsService(app);
  const planning = planningService(app);

  route(app, listDrillAudits, async ({ query, auth }) => drills.list(auth, query));
  route(app, drillAuditForm, async ({ auth }) => ({ data: await planning.formData(auth) }));
  route(app, getDrillAudit, async ({ params, auth }) => ({ data: await drills.get(params.id, auth) }));
  route(app, createDrillAudit, async ({ body, auth }) => {
    const { data, created } = await drills.create(body, auth);
    return { data, status: created ? 201 : 200, helper: { message: M.created } };
  });
  route(app, updateDrillAudit, async ({ params, body, auth }) => ({ data: await drills.update(params.id, body, auth), helper: { message: M.updated } }));
  route(app, deleteDrillAudit, async ({ params, auth }) => {
    await drills.remove(params.id, auth);
    return { data: { message: M.deleted } };
  });

  route(app, searchDrillAudits, async ({ query, body, auth }) => drills.search(auth, body, query));
  route(app, reportDrillAudits, async ({ body, auth, reply }) => sendDrills(reply, await drills.exportPages(auth, body)));

  route(app, listUnperformedDrills, async ({ query, body, auth }) => planning.unperformed(auth, body, query));
  route(app, reportUnperformedDrills, async ({ body, auth, reply }) =>
    sendUnperformed(reply, await planning.unperformedExport(auth, body)));
  route(app, listDrillMembers, async ({ query, auth }) => ({ data: await planning.members(auth, query.security_project_id) }));
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CASE_MESSAGES as M, cancelInterrupted, executeTrigger, getCase, getCounters, getDynaform, getNextStep, getVariables, listDraft, listInbox,
  listInterrupted, listLightSteps, listParticipated, listProjects, listSteps, listUnassigned, resumeInterrupted, routeCase, saveVariables,
  startCase, startingTasks, type CaseList, CASE_DOCUMENT_MESSAGES as DM, caseDocumentFields, caseDocumentFile, listCaseDocuments, uploadCaseDocument,
} from '../../../src/contracts/cases';
import type { AuthContext } from '../../plugins/auth';
import { issuesToErrors, route } from '../../plugins/endpoints';
import { HttpError, invalid, invalidField } from '../../plugins/http-errors';
import { contentDisposition } from '../files/file-safety';
import { filesService } from '../files/files.service';
import { readFieldsAndOneFile } from '../files/one-file-form';
import { builtinProcessPort } from './builtin.adapter';
import { casesConfig, cookieValue } from './config';
import { processMakerPort } from './processmaker.adapter';
import type { Caller, Paged } from './process-port';

/** Cases (spec 3 §4, §6, §7 Process API) served under /api/pm by the configured process port. */
export default async function casesFeature(app: FastifyInstance) {
  const config = casesConfig();
  const builtin = builtinProcessPort({ database: app.deps.database, clock: app.deps.clock, fileStore: app.fileStore });
  const port = config.engine === 'processmaker' ? processMakerPort(config.processMaker!) : builtin;
  const caller = (auth: AuthContext, request: FastifyRequest): Caller => ({ userId: auth.userId, bearer: cookieValue(request.headers.cookie, config.cookieName) });

  const list = (endpoint: typeof listInbox, kind: CaseList) => route(app, endpoint, async ({ query, auth, request }) => {
    const { rows, total } = await port.list(caller(auth, request), kind, query as Paged);
    return { data: rows, meta: { total, page: Math.floor((query.start - 1) / query.limit) + 1, perpage: query.limit, last_page: Math.max(1, Math.ceil(total / query.limit)) }, helper: { start: query.start, limit: query.limit } };
  });
  list(listInbox, 'inbox');
  list(listDraft, 'draft');
  list(listParticipated, 'participated');
  list(listUnassigned, 'unassigned');
  route(app, getCounters, async ({ auth, request }) => ({ data: await port.counters(caller(auth, request)) }));

  route(app, listProjects, async ({ auth, request }) => ({ data: await port.projects(caller(auth, request)) }));
  route(app, startingTasks, async ({ params, auth, request }) => ({ data: await port.startingTasks(caller(auth, request), params.prj_uid) }));
  route(app, listSteps, async ({ params, auth, request }) => ({ data: await port.steps(caller(auth, request), params.prj_uid, params.act_uid) }));
  route(app, getDynaform, async ({ params, auth, request }) => ({ data: await port.dynaform(caller(auth, request), params.prj_uid, params.dyn_uid) }));
  route(app, listLightSteps, async ({ params, auth, request }) => {
    const who = caller(auth, request);
    const steps = await port.steps(who, params.prj_uid, params.act_uid);
    const data = await Promise.all(steps.map(async (step) => ({
      step, dynaform: step.step_type_obj === 'DYNAFORM' ? await port.dynaform(who, params.prj_uid, step.step_uid_obj) : null,
    })));
    return { data };
  });

  route(app, startCase, async ({ query, auth, request }) => ({ data: await port.start(caller(auth, request), query.pro_uid, query.tas_uid), status: 201 }));
  route(app, getCase, async ({ params, auth, request }) => ({ data: await port.getCase(caller(auth, request), params.app_uid) }));
  route(app, getVariables, async ({ params, auth, request }) => ({ data: await port.variables(caller(auth, request), params.app_uid) }));
  route(app, saveVariables, async ({ params, query, body, auth, request }) => ({
    data: await port.saveVariables(caller(auth, request), params.app_uid, query.del_index, query.dyn_uid, body), helper: { message: M.saved },
  }));
  route(app, executeTrigger, async ({ params, query, auth, request }) => ({
    data: await port.executeTrigger(caller(auth, request), params.app_uid, query.del_index, params.tri_uid), helper: { message: M.triggerDone },
  }));
  route(app, getNextStep, async ({ params, query, auth, request }) => ({ data: await port.nextStep(caller(auth, request), params.app_uid, query.del_index) }));
  route(app, routeCase, async ({ params, body, auth, request }) => ({
    data: await port.route(caller(auth, request), params.app_uid, body.del_index, body.assignees), helper: { message: M.saved },
  }));

  // A dynaform's file control: one file a request, into my open task; read by whoever may see the case.
  route(app, listCaseDocuments, async ({ params, auth, request }) => ({ data: await port.documents(caller(auth, request), params.app_uid) }));
  route(app, uploadCaseDocument, async ({ params, auth, request }) => {
    const { fields, file } = await readFieldsAndOneFile(request, 'form');
    const parsed = caseDocumentFields.safeParse(fields);
    if (!parsed.success) throw invalid(issuesToErrors(parsed.error.issues));
    if (!file) throw invalidField('form', DM.missingFile);
    return { data: await port.addDocument(caller(auth, request), params.app_uid, parsed.data, file), status: 201, helper: { message: DM.uploaded } };
  });
  route(app, caseDocumentFile, async ({ params, auth, request, reply }) => {
    const found = await port.documentFile(caller(auth, request), params.app_uid, params.app_doc_uid);
    if ('row' in found) {
      await filesService(app).sendFile(found.row, request, reply);
      return;
    }
    reply.header('content-type', found.file.mime).header('content-disposition', contentDisposition(found.file.name)).header('cache-control', 'private, no-store');
    await reply.send(found.file.bytes);
  });

  // Interrupted cases exist only where Apron runs the engine.
  const builtinOnly = () => {
    if (port.kind !== 'builtin') throw new HttpError(404, { message: 'Kesintiye uğrayan vakalar yalnız yerleşik süreç motorunda izlenir.' });
  };
  route(app, listInterrupted, async () => {
    builtinOnly();
    const rows = await builtin.interrupted();
    return { data: rows.map((r) => ({ ...r, app_number: Number(r.app_number), routing_started_at: new Date(r.routing_started_at).toISOString() })) };
  });
  route(app, resumeInterrupted, async ({ params }) => {
    builtinOnly();
    await builtin.resume(params.app_uid);
    return { data: { message: M.resumed } };
  });
  route(app, cancelInterrupted, async ({ params }) => {
    builtinOnly();
    await builtin.cancel(params.app_uid);
    return { data: { message: M.cancelled } };
  });
}

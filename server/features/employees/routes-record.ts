import type { FastifyInstance } from 'fastify';
import { workpaper } from '../../../src/contracts/employees/list';
import { EMPLOYEE_MESSAGES as M } from '../../../src/contracts/employees/messages';
import { EXIT_MESSAGES } from '../../../src/contracts/employees/exit';
import * as R from '../../../src/contracts/employees/record';
import { EMPLOYEE_FILE_SLOTS } from '../../../src/contracts/employees/schemas';
import { route } from '../../plugins/endpoints';
import { employeeActionsService } from './employee-actions.service';
import { employeeFilesService } from './employee-files.service';
import { employeeSyncService } from './employee-sync.service';
import { employeesService } from './employees.service';

/** Spec 1 §7 "Employee record": the card and form, lookups, files, exit, restore, sync, histories. */
export function recordRoutes(app: FastifyInstance) {
  const service = employeesService(app);
  const actions = employeeActionsService(app);
  const files = employeeFilesService(app);
  const sync = employeeSyncService(app);

  route(app, R.showEmployee, async ({ params }) => ({ data: await service.show(params.id) }));
  route(app, R.editEmployeeForm, async ({ params, auth }) => ({ data: await service.formData(auth, params.id) }));
  route(app, R.createEmployeeForm, async ({ auth }) => ({ data: await service.formData(auth, null) }));
  route(app, R.createEmployee, async ({ body, auth }) => ({ data: await service.create(body, auth), status: 201, helper: { message: M.created } }));
  route(app, R.updateEmployee, async ({ params, body, auth }) => ({ data: await service.update(params.id, body, auth), helper: { message: M.updated } }));
  route(app, R.lookupMobile, async ({ query }) => ({ data: await service.lookup('mobile', query.q, query.user_id) }));
  route(app, R.lookupEmail, async ({ query }) => ({ data: await service.lookup('email', query.q, query.user_id) }));
  route(app, R.lookupUsername, async ({ query }) => ({ data: await service.lookup('name', query.q, query.user_id) }));

  route(app, R.uploadPhoto, async ({ params, request, auth }) => ({ data: await files.photo(params.id, request, auth.userId) }));
  for (const slot of EMPLOYEE_FILE_SLOTS) {
    route(app, R.slotUploads[slot], async ({ params, request, auth }) => ({ data: await files.upload(params.id, slot, request, auth.userId), status: 201 }));
  }
  route(app, R.listDocuments, async ({ params }) => ({ data: await files.all(params.id) }));
  route(app, R.uploadDocument, async ({ params, request, auth }) => ({ data: await files.upload(params.id, params.type, request, auth.userId), status: 201 }));
  route(app, R.deleteSlotFile, async ({ params, auth }) => {
    await files.removeSlot(params.id, params.name, auth.userId);
    return { data: { message: M.removed } };
  });
  route(app, R.deleteDocument, async ({ params, auth }) => {
    await files.removeDocument(params.id, params.type, params.fileId, auth.userId);
    return { data: { message: M.removed } };
  });
  route(app, workpaper, async ({ params, reply }) => {
    await files.workpaper(params.id, reply);
    return undefined;
  });

  route(app, R.exitForm, async ({ params }) => ({ data: await actions.exitForm(params.id) }));
  route(app, R.saveExit, async ({ params, body, auth }) => ({ data: await actions.saveExit(params.id, body, auth.userId), helper: { message: EXIT_MESSAGES.saved } }));
  route(app, R.cancelExit, async ({ params, auth }) => ({ data: await actions.cancelExit(params.id, auth.userId), helper: { message: EXIT_MESSAGES.cancelled } }));
  route(app, R.restoreInfo, async ({ params }) => ({ data: await actions.restoreInfo(params.id) }));
  route(app, R.restoreEmployee, async ({ params, auth }) => ({ data: await actions.restore(params.id, auth.userId), helper: { message: M.restored } }));

  route(app, R.listSync, async ({ params, query }) => sync.runs(params.id, query));
  route(app, R.runSync, async ({ params, body, auth }) => ({ data: await sync.run(params.id, body, auth.userId), status: 201 }));
  route(app, R.updateExternalIds, async ({ params, body, auth }) => ({ data: await actions.updateExternalIds(params.id, body, auth.userId), helper: { message: M.updated } }));
  route(app, R.listActivity, async ({ query }) => actions.activity(query.target_id, query));
  route(app, R.performanceHistory, async ({ params, query }) => sync.performanceHistory(params.id, query));
  route(app, R.histories, async ({ params, query }) => actions.activity(params.id, query));
  route(app, R.registry, async ({ params }) => ({ data: await actions.registry(params.id) }));
}

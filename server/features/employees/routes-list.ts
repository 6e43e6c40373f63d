import type { FastifyInstance } from 'fastify';
import * as L from '../../../src/contracts/employees/list';
import { EMPLOYEE_MESSAGES as M } from '../../../src/contracts/employees/messages';
import { route } from '../../plugins/endpoints';
import { employeeActionsService } from './employee-actions.service';
import { employeeListService } from './employee-list.service';

/** Spec 1 §7 "Employee list and actions". */
export function listRoutes(app: FastifyInstance) {
  const list = employeeListService(app);
  const actions = employeeActionsService(app);

  route(app, L.listEmployees, async ({ query }) => list.list(query));
  route(app, L.searchForm, async ({ query }) => ({ data: list.searchForm(query.type) }));
  route(app, L.searchEmployees, async ({ query, body }) => list.search(body, query));
  route(app, L.filterQueryForm, async () => ({ data: { types: Object.entries(L.SAVED_FILTER_TYPES).map(([value, label]) => ({ value, label })) } }));
  route(app, L.listFilterQueries, async ({ query, auth }) => ({ data: await list.savedFilters(auth.userId, query.report_type) }));
  route(app, L.createFilterQuery, async ({ body, auth }) => ({ data: await list.saveFilter(body, auth.userId), status: 201, helper: { message: M.filterSaved } }));
  route(app, L.deleteFilterQuery, async ({ params, auth }) => {
    await list.deleteFilter(params.id, auth.userId);
    return { data: { message: M.filterDeleted } };
  });
  route(app, L.getNickname, async ({ params }) => ({ data: await actions.nickname(params.id) }));
  route(app, L.updateNickname, async ({ params, body, auth }) => ({ data: await actions.setNickname(params.id, body.nickname, auth.userId), helper: { message: M.nicknameSaved } }));
  route(app, L.deleteEmployee, async ({ params, auth }) => {
    await actions.remove(params.id, auth.userId);
    return { data: { message: M.deleted } };
  });
  route(app, L.downloadEmployees, async ({ body, reply, auth }) => {
    await list.download(reply, auth, body);
    return undefined;
  });
  route(app, L.changeRoleSearch, async ({ query, body }) => list.changeRoleSearch(body, query));
  route(app, L.changeRole, async ({ body, auth }) => {
    const result = await list.changeRole(body, auth.userId);
    return { data: result, helper: { message: result.message } };
  });
}

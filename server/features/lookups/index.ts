import type { FastifyInstance } from 'fastify';
import {
  basicSearch, companyDepartments, companyRoles, departmentContactCards, departmentRoles, ownCompanyRoles,
  regionShuttleStops, rolePositions, searchEmployees, searchUsers, securityProjectRegions,
} from '../../../src/contracts/lookups';
import { route } from '../../plugins/endpoints';
import { lookupsService } from './lookups.service';

/** The shell's searches and the organisation lists behind form dropdowns (spec 1 §7, session and shared). */
export default async function lookupsFeature(app: FastifyInstance) {
  const service = lookupsService(app);

  route(app, basicSearch, async ({ query, auth }) => ({ data: await service.basic(query.q, auth) }));
  route(app, searchUsers, async ({ query }) => ({ data: await service.users(query.q) }));
  route(app, searchEmployees, async ({ query }) => ({ data: await service.employees(query.q) }));

  route(app, departmentContactCards, async ({ params }) => ({ data: await service.contactCards(params.id) }));
  route(app, rolePositions, async ({ params, query }) => service.positionsOfRole(params.id, query));
  route(app, companyDepartments, async ({ params }) => ({ data: await service.departmentsOfCompany(params.id) }));
  route(app, departmentRoles, async ({ params, query }) => ({ data: await service.rolesOfDepartment(params.id, query.exceptId) }));
  // A static segment wins over a parameter in fastify's router, so /company/self/role reaches this
  // handler whatever the order; the {id} route validates its id as a number in any case.
  route(app, ownCompanyRoles, async ({ query, auth }) => ({ data: await service.rolesOfOwnCompany(auth, query.name) }));
  route(app, companyRoles, async ({ params, query }) => ({ data: await service.rolesOfCompany(params.id, query.name) }));
  route(app, securityProjectRegions, async ({ params }) => ({ data: await service.regionsOfProject(params.id) }));
  route(app, regionShuttleStops, async ({ params }) => ({ data: await service.stopsOfRegion(params.id) }));
}

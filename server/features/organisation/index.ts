import type { FastifyInstance } from 'fastify';
import { IMAGE_MIME_TYPES } from '../../../src/contracts/files';
import { permissionHolders, userPermissions } from '../../../src/contracts/organisation/access';
import { ORGANISATION_MESSAGES as M } from '../../../src/contracts/organisation/common';
import * as D from '../../../src/contracts/organisation/departments';
import * as G from '../../../src/contracts/organisation/position-groups';
import * as L from '../../../src/contracts/organisation/places';
import * as C from '../../../src/contracts/organisation/credentials';
import * as S from '../../../src/contracts/organisation/support';
import * as P from '../../../src/contracts/organisation/positions';
import * as R from '../../../src/contracts/organisation/roles';
import * as O from '../../../src/contracts/organisation/onbase';
import { route } from '../../plugins/endpoints';
import { filesService } from '../files/files.service';
import { accessService } from './access.service';
import { registerAdminRoutes } from './admin.routes';
import { departmentsService } from './departments.service';
import { credentialsService } from './credentials.service';
import { onbaseService } from './onbase.service';
import { placesService } from './places.service';
import { supportService } from './support.service';
import { positionGroupsService } from './position-groups.service';
import { positionsService } from './positions.service';
import { rolesService } from './roles.service';

export default async function organisationFeature(app: FastifyInstance) {
  const departments = departmentsService(app);
  const roles = rolesService(app);
  const positions = positionsService(app);
  const groups = positionGroupsService(app);
  const access = accessService(app);
  const files = filesService(app);
  registerAdminRoutes(app);

  // Departments
  route(app, D.listDepartments, async ({ query, auth }) => departments.list(auth.positionId, query));
  route(app, D.createDepartmentForm, async ({ auth }) => ({ data: await departments.form(auth.positionId) }));
  route(app, D.editDepartmentForm, async ({ params, auth }) => ({ data: await departments.form(auth.positionId, params.id) }));
  route(app, D.createDepartment, async ({ body, auth }) => ({ data: await departments.create(auth.positionId, body, auth.userId), status: 201, helper: { message: M.departmentCreated } }));
  route(app, D.updateDepartment, async ({ params, body, auth }) => ({ data: await departments.update(auth.positionId, params.id, body, auth.userId), helper: { message: M.departmentUpdated } }));
  route(app, D.deleteDepartment, async ({ params, auth }) => {
    await departments.remove(auth.positionId, params.id, auth.userId);
    return { data: { message: M.departmentDeleted } };
  });
  route(app, D.uploadDepartmentLogo, async ({ params, auth, request }) => {
    await departments.find(params.id);
    const file = await files.receive(request, { field: 'logo', accept: IMAGE_MIME_TYPES, ownerUserId: auth.userId });
    return { data: await departments.setLogo(params.id, `/api/files/${file.id}`, auth.userId), helper: { message: M.logoSaved } };
  });
  route(app, D.deleteDepartmentLogo, async ({ params, auth }) => ({ data: await departments.setLogo(params.id, null, auth.userId), helper: { message: M.logoDeleted } }));

  // Roles (and their company-scoped twins)
  route(app, R.listRoles, async ({ query, auth }) => roles.list(auth.positionId, query));
  for (const e of [R.createRoleForm, R.createCompanyRoleForm]) route(app, e, async ({ query, auth }) => ({ data: await roles.form(auth.positionId, undefined, query.department_id) }));
  for (const e of [R.editRoleForm, R.editCompanyRoleForm]) route(app, e, async ({ params, query, auth }) => ({ data: await roles.form(auth.positionId, params.id, query.department_id) }));
  for (const e of [R.createRole, R.createCompanyRole]) route(app, e, async ({ body, auth }) => ({ data: await roles.create(auth.positionId, body, auth.userId), status: 201, helper: { message: M.roleCreated } }));
  for (const e of [R.updateRole, R.updateCompanyRole]) route(app, e, async ({ params, body, auth }) => ({ data: await roles.update(auth.positionId, params.id, body, auth.userId), helper: { message: M.roleUpdated } }));
  for (const e of [R.deleteRole, R.deleteCompanyRole]) {
    route(app, e, async ({ params, auth }) => {
      await roles.remove(auth.positionId, params.id, auth.userId);
      return { data: { message: M.roleDeleted } };
    });
  }
  route(app, R.distinctRoleReport, async ({ auth, reply }) => roles.report(auth.positionId, reply));
  route(app, R.roleImpact, async ({ params, body, auth }) => ({ data: await roles.impact(auth.positionId, params.id, body) }));

  // Positions (and their company-scoped twins)
  for (const e of [P.listPositions, P.listCompanyPositions]) route(app, e, async ({ query, auth }) => positions.list(auth.positionId, query));
  for (const e of [P.createPositionForm, P.createCompanyPositionForm]) route(app, e, async ({ query, auth }) => ({ data: await positions.form(auth.positionId, undefined, query) }));
  for (const e of [P.editPositionForm, P.editCompanyPositionForm]) route(app, e, async ({ params, query, auth }) => ({ data: await positions.form(auth.positionId, params.id, query) }));
  for (const e of [P.createPosition, P.createCompanyPosition]) route(app, e, async ({ body, auth }) => ({ data: await positions.create(auth.positionId, body, auth.userId), status: 201, helper: { message: M.positionCreated } }));
  for (const e of [P.updatePosition, P.updateCompanyPosition]) route(app, e, async ({ params, body, auth }) => ({ data: await positions.update(auth.positionId, params.id, body, auth.userId), helper: { message: M.positionUpdated } }));
  for (const e of [P.deletePosition, P.deleteCompanyPosition]) {
    route(app, e, async ({ params, auth }) => {
      await positions.remove(auth.positionId, params.id, auth.userId);
      return { data: { message: M.positionDeleted } };
    });
  }
  route(app, P.duplicateCandidates, async ({ query, auth }) => positions.list(auth.positionId, query));
  route(app, P.duplicatePosition, async ({ params, body, auth }) => ({ data: await positions.duplicate(auth.positionId, params.id, body, auth.userId), status: 201, helper: { message: M.positionDuplicated } }));
  route(app, P.listPrimaryPositions, async ({ query }) => positions.primaries(query));
  route(app, P.userPrimaryPosition, async ({ params }) => ({ data: await positions.userPrimary(params.id) }));
  route(app, P.setUserPrimaryPosition, async ({ params, body, auth }) => ({ data: await positions.setUserPrimary(params.id, body.position_id, auth.userId), helper: { message: M.primaryPositionSaved } }));

  // Position groups
  route(app, G.listPositionGroups, async ({ query }) => groups.list(query));
  route(app, G.searchPositionGroups, async ({ query }) => groups.list(query));
  route(app, G.createPositionGroupForm, async () => ({ data: await groups.form() }));
  route(app, G.editPositionGroupForm, async ({ params }) => ({ data: await groups.form(params.id) }));
  route(app, G.createPositionGroup, async ({ body, auth }) => ({ data: await groups.create(body, auth.userId), status: 201, helper: { message: M.groupCreated } }));
  route(app, G.updatePositionGroup, async ({ params, body, auth }) => ({ data: await groups.update(params.id, body, auth.userId), helper: { message: M.groupUpdated } }));
  route(app, G.deletePositionGroup, async ({ params, auth }) => {
    await groups.remove(params.id, auth.userId);
    return { data: { message: M.groupDeleted } };
  });
  route(app, G.listGroupMembers, async ({ params, query }) => groups.members(params.id, query));
  route(app, G.addGroupMember, async ({ params, body, auth }) => ({ data: await groups.addMember(params.id, body.position, auth.userId), status: 201, helper: { message: M.memberAdded } }));
  route(app, G.removeGroupMember, async ({ params, auth }) => {
    await groups.removeMember(params.id, params.positionId, auth.userId);
    return { data: { message: M.memberRemoved } };
  });
  route(app, G.listGroupMails, async ({ params, query }) => groups.mails(params.id, query));
  route(app, G.getGroupMail, async ({ params }) => ({ data: await groups.mail(params.id, params.mailId) }));
  route(app, G.addGroupMail, async ({ params, body, auth }) => ({ data: await groups.addMail(params.id, body.email, auth.userId), status: 201, helper: { message: M.mailAdded } }));
  route(app, G.removeGroupMail, async ({ params, auth }) => {
    await groups.removeMail(params.id, params.mailId, auth.userId);
    return { data: { message: M.mailRemoved } };
  });

  // Who can do what
  route(app, userPermissions, async ({ params }) => ({ data: await access.ofUser(params.id) }));
  route(app, permissionHolders, async ({ query }) => access.holders(query.permission, query));

  await registerPlaces(app);
  await registerCredentials(app);
  await registerSupport(app);
  await registerOnbase(app);
}

export async function registerPlaces(app: FastifyInstance) {
  const places = placesService(app);
  const ok = (message: string) => ({ data: { message } });
  route(app, L.listRegions, async ({ query }) => places.regions(query));
  route(app, L.createRegionForm, async () => ({ data: await places.regionForm() }));
  route(app, L.editRegionForm, async ({ params }) => ({ data: await places.regionForm(params.id) }));
  route(app, L.createRegion, async ({ body, auth }) => ({ data: await places.createRegion(body, auth.userId), status: 201, helper: { message: L.PLACE_MESSAGES.regionCreated } }));
  route(app, L.updateRegion, async ({ params, body, auth }) => ({ data: await places.updateRegion(params.id, body, auth.userId), helper: { message: L.PLACE_MESSAGES.regionUpdated } }));
  route(app, L.deleteRegion, async ({ params, auth }) => (await places.deleteRegion(params.id, auth.userId), ok(L.PLACE_MESSAGES.regionDeleted)));

  route(app, L.listShuttleStops, async ({ query }) => places.stops(query));
  route(app, L.createShuttleStopForm, async ({ query }) => ({ data: await places.stopForm(undefined, query.security_project_id) }));
  route(app, L.editShuttleStopForm, async ({ params, query }) => ({ data: await places.stopForm(params.id, query.security_project_id) }));
  route(app, L.createShuttleStop, async ({ body, auth }) => ({ data: await places.createStop(body, auth.userId), status: 201, helper: { message: L.PLACE_MESSAGES.stopCreated } }));
  route(app, L.updateShuttleStop, async ({ params, body, auth }) => ({ data: await places.updateStop(params.id, body, auth.userId), helper: { message: L.PLACE_MESSAGES.stopUpdated } }));
  route(app, L.deleteShuttleStop, async ({ params, auth }) => (await places.deleteStop(params.id, auth.userId), ok(L.PLACE_MESSAGES.stopDeleted)));

  route(app, L.listFacilities, async ({ query }) => places.facilities(query));
  route(app, L.createFacilityForm, async () => ({ data: await places.facilityForm() }));
  route(app, L.editFacilityForm, async ({ params }) => ({ data: await places.facilityForm(params.id) }));
  route(app, L.createFacility, async ({ body, auth }) => ({ data: await places.createFacility(body, auth.userId), status: 201, helper: { message: L.PLACE_MESSAGES.facilityCreated } }));
  route(app, L.updateFacility, async ({ params, body, auth }) => ({ data: await places.updateFacility(params.id, body, auth.userId), helper: { message: L.PLACE_MESSAGES.facilityUpdated } }));
  route(app, L.deleteFacility, async ({ params, auth }) => (await places.deleteFacility(params.id, auth.userId), ok(L.PLACE_MESSAGES.facilityDeleted)));
}

async function registerCredentials(app: FastifyInstance) {
  const users = credentialsService(app);
  route(app, C.listUsers, async ({ query }) => users.list(query));
  route(app, C.createUserForm, async () => ({ data: { user: null } }));
  route(app, C.editUserForm, async ({ params }) => ({ data: { user: await users.find(params.id) } }));
  route(app, C.createUser, async ({ body, auth }) => ({ data: await users.create(body, auth.userId), status: 201, helper: { message: C.CREDENTIAL_MESSAGES.created } }));
  route(app, C.updateUser, async ({ params, body, auth }) => ({ data: await users.update(params.id, body, auth.userId), helper: { message: C.CREDENTIAL_MESSAGES.updated } }));
  route(app, C.deleteUser, async ({ params, auth }) => (await users.remove(params.id, auth.userId), { data: { message: C.CREDENTIAL_MESSAGES.deleted } }));
  route(app, C.userLogs, async ({ params, query }) => users.logs(params.id, query));
}

async function registerSupport(app: FastifyInstance) {
  const support = supportService(app);
  const M = S.SUPPORT_MESSAGES;
  route(app, S.listUserEmails, async ({ params }) => ({ data: await support.emails(params.id) }));
  route(app, S.createUserEmailForm, async ({ params }) => ({ data: await support.emailForm(params.id) }));
  route(app, S.editUserEmailForm, async ({ params }) => ({ data: await support.emailForm(params.id, params.emailId) }));
  route(app, S.createUserEmail, async ({ params, body, auth }) => ({ data: await support.createEmail(params.id, body, auth.userId), status: 201, helper: { message: M.emailCreated } }));
  route(app, S.updateUserEmail, async ({ params, body, auth }) => ({ data: await support.updateEmail(params.id, params.emailId, body, auth.userId), helper: { message: M.emailUpdated } }));
  route(app, S.deleteUserEmail, async ({ params, auth }) => (await support.deleteEmail(params.id, params.emailId, auth.userId), { data: { message: M.emailDeleted } }));
  route(app, S.listEmailDomains, async ({ query }) => support.domains(query));
  route(app, S.createEmailDomainForm, async () => ({ data: { domain: null } }));
  route(app, S.createEmailDomain, async ({ body, auth }) => ({ data: await support.createDomain(body.name, auth.userId), status: 201, helper: { message: M.domainCreated } }));
  route(app, S.deleteEmailDomain, async ({ params, auth }) => (await support.deleteDomain(params.id, auth.userId), { data: { message: M.domainDeleted } }));
  route(app, S.supportUserGroups, async ({ params }) => ({ data: await support.userGroups(params.id) }));
  route(app, S.myPositionGroups, async ({ auth }) => ({ data: await support.myGroups(auth.positionId) }));
}

async function registerOnbase(app: FastifyInstance) {
  const onbase = onbaseService(app);
  const M = O.ONBASE_MESSAGES;
  route(app, O.listOnbaseRoles, async ({ query }) => onbase.roles(query));
  route(app, O.createOnbaseRoleForm, async () => ({ data: await onbase.roleForm() }));
  route(app, O.editOnbaseRoleForm, async ({ params }) => ({ data: await onbase.roleForm(params.id) }));
  route(app, O.createOnbaseRole, async ({ body, auth }) => ({ data: await onbase.createRole(body, auth.userId), status: 201, helper: { message: M.codeCreated } }));
  route(app, O.updateOnbaseRole, async ({ params, body, auth }) => ({ data: await onbase.updateRole(params.id, body, auth.userId), helper: { message: M.codeUpdated } }));
  route(app, O.deleteOnbaseRole, async ({ params, auth }) => (await onbase.deleteRole(params.id, auth.userId), { data: { message: M.codeDeleted } }));
  route(app, O.listUserOnbaseRoles, async ({ params }) => ({ data: await onbase.grants(params.id) }));
  route(app, O.createUserOnbaseRoleForm, async ({ params }) => ({ data: await onbase.grantForm(params.id) }));
  route(app, O.grantUserOnbaseRole, async ({ params, body, auth }) => ({ data: await onbase.grant(params.id, body, auth.userId), status: 201, helper: { message: M.granted } }));
  route(app, O.revokeUserOnbaseRole, async ({ params, auth }) => (await onbase.revoke(params.id, params.roleId, auth.userId), { data: { message: M.revoked } }));
}

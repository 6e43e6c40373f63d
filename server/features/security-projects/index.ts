import type { FastifyInstance } from 'fastify';
import { SECURITY_PROJECT_TYPES } from '../../../src/contracts/security-project-types';
import {
  SECURITY_PROJECT_MESSAGES as M, addProjectMember, createSecurityProject, createSecurityProjectForm, deleteSecurityProject,
  editSecurityProjectForm, getProjectMember, listProjectMembers, removeProjectMember, searchSecurityProjects, updateSecurityProject,
} from '../../../src/contracts/security-projects';
import { route } from '../../plugins/endpoints';
import { securityProjectsService } from './security-projects.service';

export default async function securityProjectsFeature(app: FastifyInstance) {
  const service = securityProjectsService(app);
  const types = [...SECURITY_PROJECT_TYPES];

  route(app, searchSecurityProjects, async ({ query }) => service.search(query));
  route(app, createSecurityProjectForm, async () => ({ data: { project: null, types } }));
  route(app, editSecurityProjectForm, async ({ params }) => ({ data: { project: await service.get(params.id), types } }));
  route(app, createSecurityProject, async ({ body, auth }) => ({
    data: await service.create(body, auth.userId), status: 201, helper: { message: M.created },
  }));
  route(app, updateSecurityProject, async ({ params, body, auth }) => ({
    data: await service.update(params.id, body, auth.userId), helper: { message: M.updated },
  }));
  route(app, deleteSecurityProject, async ({ params, auth }) => {
    await service.remove(params.id, auth.userId);
    return { data: { message: M.deleted } };
  });
  route(app, listProjectMembers, async ({ params, query }) => service.members(params.id, query));
  route(app, getProjectMember, async ({ params }) => ({ data: await service.member(params.id, params.pid) }));
  route(app, addProjectMember, async ({ params, body, auth }) => ({
    data: await service.addMember(params.id, body.position, auth.userId), status: 201, helper: { message: M.memberAdded },
  }));
  route(app, removeProjectMember, async ({ params, auth }) => {
    await service.removeMember(params.id, params.pid, auth.userId);
    return { data: { message: M.memberRemoved } };
  });
}

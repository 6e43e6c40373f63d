import { z } from 'zod';
import { endpoint, id, listQuery, text } from './http';
import { positionItem } from './people';
import { SECURITY_PROJECT_TYPES } from './security-project-types';

const access = { permission: 'view-security-projects' } as const;

export const securityProject = z.object({
  id: z.number(),
  name: z.string(),
  short_code: z.string(),
  type: z.enum(SECURITY_PROJECT_TYPES),
  enable: z.boolean(),
  schedule_id: z.number().nullable(),
  sgk_workplace_no: z.string().nullable(),
  members_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SecurityProject = z.infer<typeof securityProject>;

/** Latin upper-case code (spec 1 §5): the form kit converts typed Turkish letters before sending. */
export const SHORT_CODE_PATTERN = /^[A-Z0-9]{2,16}$/;

export const securityProjectBody = z.object({
  name: text(255).min(2),
  short_code: z.string().trim().regex(SHORT_CODE_PATTERN, 'Kısa kod 2-16 büyük Latin harf veya rakam olmalıdır.'),
  type: z.enum(SECURITY_PROJECT_TYPES),
  enable: z.boolean(),
  schedule_id: z.number().int().positive().nullable().optional(),
  sgk_workplace_no: z.string().trim().regex(/^\d{0,26}$/, 'SGK işyeri numarası yalnızca rakam içerebilir.').nullable().optional(),
});
export type SecurityProjectBody = z.input<typeof securityProjectBody>;

const formData = z.object({
  project: securityProject.nullable(),
  types: z.array(z.enum(SECURITY_PROJECT_TYPES)),
});

export const searchSecurityProjects = endpoint({
  method: 'GET',
  path: '/search/security-projects',
  access,
  summary: 'Security projects by keyword (name or short code) and type, paged.',
  query: listQuery.extend({ keyword: text(100).optional(), type: z.enum(SECURITY_PROJECT_TYPES).optional() }),
  data: z.array(securityProject),
});

export const createSecurityProjectForm = endpoint({
  method: 'GET', path: '/security/projects/create', access, summary: 'Create form data.', data: formData,
});

export const editSecurityProjectForm = endpoint({
  method: 'GET', path: '/security/projects/{id}/edit', access, summary: 'Edit form data.', params: z.object({ id }), data: formData,
});

export const createSecurityProject = endpoint({
  method: 'POST', path: '/security/projects', access, summary: 'Creates a security project.', body: securityProjectBody, data: securityProject,
});

export const updateSecurityProject = endpoint({
  method: 'PUT', path: '/security/projects/{id}', access, summary: 'Updates a security project.',
  params: z.object({ id }), body: securityProjectBody, data: securityProject,
});

export const deleteSecurityProject = endpoint({
  method: 'DELETE', path: '/security/projects/{id}', access, summary: 'Deletes a security project.',
  params: z.object({ id }), data: z.object({ message: z.string() }),
});

export const projectMember = positionItem.extend({ member_id: z.number(), added_at: z.string() });
export type ProjectMember = z.infer<typeof projectMember>;

export const listProjectMembers = endpoint({
  method: 'GET', path: '/security/projects/{id}/positions', access, summary: 'Member positions of a project, paged.',
  params: z.object({ id }), query: listQuery.extend({ keyword: text(100).optional() }), data: z.array(projectMember),
});

export const getProjectMember = endpoint({
  method: 'GET', path: '/security/projects/{id}/positions/{pid}', access, summary: 'One member position.',
  params: z.object({ id, pid: id }), data: projectMember,
});

export const addProjectMember = endpoint({
  method: 'POST', path: '/security/projects/{id}/positions', access, summary: 'Adds a position to the project.',
  params: z.object({ id }), body: z.object({ position: id }), data: projectMember,
});

export const removeProjectMember = endpoint({
  method: 'DELETE', path: '/security/projects/{id}/positions/{pid}', access, summary: 'Removes a member position.',
  params: z.object({ id, pid: id }), data: z.object({ message: z.string() }),
});

export const SECURITY_PROJECT_MESSAGES = {
  created: 'Güvenlik projesi oluşturuldu.',
  updated: 'Güvenlik projesi güncellendi.',
  deleted: 'Güvenlik projesi silindi.',
  memberAdded: 'Pozisyon projeye eklendi.',
  memberRemoved: 'Pozisyon projeden çıkarıldı.',
  duplicateMember: 'Bu pozisyon zaten projenin üyesi.',
  duplicateCode: 'Bu kısa kod başka bir projede kullanılıyor.',
} as const;

import { z } from 'zod';
import { endpoint, id, idParams, listQuery, okMessage, text } from '../http';

const access = { permission: 'view-departments' } as const;

export const contactNumberBody = z.object({
  number: z.string().trim().regex(/^\d{7,15}$/, 'Telefon numarası 7-15 rakam olmalıdır.'),
  ext: z.string().trim().regex(/^\d{0,10}$/, 'Dahili numara yalnızca rakam içerebilir.').nullable().optional(),
  type: z.literal('normal').default('normal'),
});
export const contactCardBody = z.object({
  address_id: id.nullable().optional(),
  primary: z.boolean().default(false),
  numbers: z.array(contactNumberBody).max(10).default([]),
});

export const departmentBody = z.object({
  name: text(255).min(2),
  parent_id: id.nullable().optional(),
  is_project: z.boolean().default(false),
  manager_user_id: id.nullable().optional(),
  contact_cards: z.array(contactCardBody).max(10).default([]),
});
export type DepartmentBody = z.input<typeof departmentBody>;

export const department = z.object({
  id: z.number(),
  company_id: z.number(),
  parent_id: z.number().nullable(),
  parent_name: z.string().nullable(),
  name: z.string(),
  is_project: z.boolean(),
  manager_user_id: z.number().nullable(),
  manager_name: z.string().nullable(),
  logo_url: z.string().nullable(),
  positions_count: z.number(),
  contact_cards: z.array(z.object({
    id: z.number(), address_id: z.number().nullable(), primary: z.boolean(),
    numbers: z.array(z.object({ number: z.string(), ext: z.string().nullable(), type: z.string() })),
  })),
  created_at: z.string(),
});
export type Department = z.infer<typeof department>;

const choice = z.object({ id: z.number(), name: z.string() });
/** `addresses`: the organisation addresses (/addresses/list) a contact card can name. */
const formData = z.object({ department: department.nullable(), parents: z.array(choice), addresses: z.array(choice) });

export const listDepartments = endpoint({
  method: 'GET', path: '/company/self/department', access, summary: "Departments of the active position's company, paged; filters parent_id, name.",
  query: listQuery.extend({ parent_id: id.optional(), name: text(120).optional() }), data: z.array(department),
});
export const createDepartmentForm = endpoint({ method: 'GET', path: '/company/self/department/create', access, summary: 'Create form data.', data: formData });
export const editDepartmentForm = endpoint({ method: 'GET', path: '/company/self/department/{id}/edit', access, summary: 'Edit form data.', params: idParams, data: formData });
export const createDepartment = endpoint({ method: 'POST', path: '/company/self/department', access, summary: 'Creates a department.', body: departmentBody, data: department });
export const updateDepartment = endpoint({ method: 'PUT', path: '/company/self/department/{id}', access, summary: 'Updates a department (a parent cycle is refused).', params: idParams, body: departmentBody, data: department });
export const deleteDepartment = endpoint({ method: 'DELETE', path: '/company/self/department/{id}', access, summary: 'Deletes a department no position, employee or child uses.', params: idParams, data: okMessage });
export const uploadDepartmentLogo = endpoint({
  method: 'POST', path: '/department/{id}/logo', access, summary: 'Department logo (multipart field logo): images only, at most 8 MB, stored by content hash.',
  params: idParams, multipart: true, data: department,
});
export const deleteDepartmentLogo = endpoint({ method: 'DELETE', path: '/department/{id}/logo', access, summary: 'Removes the department logo.', params: idParams, data: department });

import { lazy } from 'react';
import type { AppRoute } from '@/lib/routing';

const departments = { permission: 'view-departments' } as const;
const roles = { permission: 'view-roles' } as const;
const positions = { permission: 'view-positions' } as const;
const groups = { permission: 'view-position-groups' } as const;
const departmentEdit = lazy(() => import('./pages/department-edit-page'));
const roleEdit = lazy(() => import('./pages/role-edit-page'));
const positionEdit = lazy(() => import('./pages/position-edit-page'));
const groupEdit = lazy(() => import('./pages/group-edit-page'));
const stops = { permission: 'view-stops' } as const;
const onbase = { permission: 'view-onbase-groups' } as const;
const onbaseRoleEdit = lazy(() => import('./pages/onbase-role-code-edit-page'));
const regionEdit = lazy(() => import('./pages/region-edit-page'));
const stopEdit = lazy(() => import('./pages/shuttle-stop-edit-page'));
const facilityEdit = lazy(() => import('./pages/facility-edit-page'));
const userGroups = lazy(() => import('./pages/user-groups-page'));
const users = { permission: 'view-users' } as const;
const adminUserEdit = lazy(() => import('./pages/admin-user-edit-page'));
const havasList = lazy(() => import('./pages/havas-list-page'));

export const routes: AppRoute[] = [
  { path: '/company-department/list', component: lazy(() => import('./pages/departments-page')), access: departments },
  { path: '/company-department/create', component: departmentEdit, access: departments },
  { path: '/company-department/:id/edit', component: departmentEdit, access: departments },
  { path: '/company-role/list', component: lazy(() => import('./pages/roles-page')), access: roles },
  { path: '/company-role/create', component: roleEdit, access: roles },
  { path: '/company-role/:id/edit', component: roleEdit, access: roles },
  { path: '/company-position/list', component: lazy(() => import('./pages/positions-page')), access: positions },
  { path: '/company-position/create', component: positionEdit, access: positions },
  { path: '/company-position/:id/edit', component: positionEdit, access: positions },
  { path: '/positions-duplicate', component: lazy(() => import('./pages/positions-duplicate-page')), access: positions },
  { path: '/primary-position/list', component: lazy(() => import('./pages/primary-positions-page')), access: groups },
  { path: '/position-group', component: lazy(() => import('./pages/position-groups-page')), access: groups },
  { path: '/group-edit', component: groupEdit, access: groups },
  { path: '/group-edit/:id', component: groupEdit, access: groups },
  { path: '/group-users/:id', component: lazy(() => import('./pages/group-users-page')), access: groups },
  { path: '/group-emails/:id', component: lazy(() => import('./pages/group-emails-page')), access: groups },
  { path: '/regions', component: lazy(() => import('./pages/regions-page')), access: stops },
  { path: '/regions/create', component: regionEdit, access: stops },
  { path: '/regions/:id/edit', component: regionEdit, access: stops },
  { path: '/shuttle-stops', component: lazy(() => import('./pages/shuttle-stops-page')), access: stops },
  { path: '/shuttle-stops/create', component: stopEdit, access: stops },
  { path: '/shuttle-stops/:id/edit', component: stopEdit, access: stops },
  { path: '/facilities', component: lazy(() => import('./pages/facilities-page')), access: departments },
  { path: '/facility/create', component: facilityEdit, access: departments },
  { path: '/facility/:id/edit', component: facilityEdit, access: departments },
  { path: '/onbase-role-codes', component: lazy(() => import('./pages/onbase-role-codes-page')), access: onbase },
  { path: '/onbase-role-codes/create', component: onbaseRoleEdit, access: onbase },
  { path: '/onbase-role-codes/:id/edit', component: onbaseRoleEdit, access: onbase },
  // The list is of users (GET /user): view-users; a user's roles need view-onbase-groups.
  { path: '/onbase-roles', component: lazy(() => import('./pages/onbase-roles-page')), access: { permission: 'view-users' } },
  { path: '/onbase-roles/user/:id', component: lazy(() => import('./pages/onbase-user-roles-page')), access: onbase },
  { path: '/credentials/list', component: lazy(() => import('./pages/credentials-page')), access: { permission: 'view-users' } },
  { path: '/credentials/detail/:id', component: lazy(() => import('./pages/credentials-detail-page')), access: { permission: 'view-users' } },
  { path: '/support/user/list', component: lazy(() => import('./pages/support-users-page')), access: { permission: 'view-users' } },
  { path: '/support/user-email/:id/list', component: lazy(() => import('./pages/support-user-emails-page')), access: { permission: 'view-users' } },
  { path: '/support/email-domain/list', component: lazy(() => import('./pages/email-domains-page')), access: { permission: 'view-email-domains' } },
  { path: '/user/groups/:id', component: userGroups, access: { permission: 'view-users' } },
  { path: '/user/my-groups', component: userGroups, access: 'signed-in', accountMenu: 'my-groups' },
  { path: '/admin-users', component: lazy(() => import('./pages/admin-users-page')), access: users },
  { path: '/admin-user/create', component: adminUserEdit, access: users },
  { path: '/admin-user/:id/edit', component: adminUserEdit, access: users },
  { path: '/failed-jobs', component: lazy(() => import('./pages/failed-jobs-page')), access: users },
  { path: '/reports', component: lazy(() => import('./pages/reports-page')), access: users },
  // Any signed-in user books their own doctor appointments.
  { path: '/appointments', component: lazy(() => import('./pages/appointments-page')), access: 'signed-in', accountMenu: 'appointments' },
  { path: '/appointment/new', component: lazy(() => import('./pages/appointment-new-page')), access: 'signed-in' },
  { path: '/havas-list', component: havasList, access: users },
  { path: '/havas-list/:page', component: havasList, access: users },
];

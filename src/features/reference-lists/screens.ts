import type { ReferenceListKey } from '@/contracts/reference-list-defs';

/** Where each list's screens live (spec 2 §2, spec 3 §2); the store path without an id creates. */
export interface ReferenceScreens {
  list: string;
  store: string;
  /** The store route's id parameter as the spec names it. */
  idParam: string;
  /** Lists of spec 1 §2 use '<list>/list/{page}', '<list>/create' and '<list>/{id}/edit' instead of a store route. */
  crud?: true;
  /** Lists whose screens the spec names one by one (spec 1 §2 management panel): the route patterns. */
  routes?: { list: string; edit: string; detail?: string };
}

/** Spec 1 §2 management lists: explicit list, create and edit routes (list routes may carry a page). */
const named = (list: string, listRoute: string, store: string, edit: string, detail?: string): ReferenceScreens => ({
  list, store, idParam: 'id', routes: { list: listRoute, edit, ...(detail ? { detail } : {}) },
});

/** Spec 1 §2 HR pattern: /<key>/list/{page}, /<key>/create, /<key>/{id}/edit. */
const hr = (key: string): ReferenceScreens => ({ list: `/${key}/list/1`, store: `/${key}/create`, idParam: 'id', crud: true });

/** Where the create and edit screens of a list are. */
export const createHref = (s: ReferenceScreens) => s.store;
export const editHref = (s: ReferenceScreens, id: number) => (s.routes ? s.routes.edit.replace(':id', String(id)) : s.crud ? s.store.replace(/\/create$/, `/${id}/edit`) : `${s.store}/${id}`);

export const REFERENCE_SCREENS: Record<ReferenceListKey, ReferenceScreens> = {
  'ggh-title': { list: '/ggh/title/list', store: '/ggh/title/store', idParam: 'titleId' },
  'k9-title': { list: '/k9/title/list', store: '/k9/title/store', idParam: 'titleId' },
  'uog-title': { list: '/uog/title/list', store: '/uog/title/store', idParam: 'titleId' },
  'uog-flight-code': { list: '/uog/flight-code/list', store: '/uog/flight-code/store', idParam: 'flightCodeId' },
  'drill-code': { list: '/drill-code/list', store: '/drill-code/store', idParam: 'drillCodeId' },
  // Spec 3 §2: "Create and edit forms exist for each. Their paths are not shown."
  'prohibited-substance': { list: '/prohibited-substance', store: '/prohibited-substance/store', idParam: 'id' },
  'suspicious-substance': { list: '/suspicious-substance', store: '/suspicious-substance/store', idParam: 'id' },
  'imposter-document': { list: '/imposter-document', store: '/imposter-document/store', idParam: 'id' },
  'apron-card-type': hr('apron-card-type'),
  'employee-training-type': hr('employee-training-type'),
  'employee-training-name': hr('employee-training-name'),
  // Spec 3 §2 lists /training-list only; its create and edit forms follow the detection lists' store pattern.
  'performance-training': { list: '/training-list', store: '/training-list/store', idParam: 'id' },
  'organisation-address': named('/addresses/list', '/addresses/list', '/address/create', '/address/:id/edit'),
  workgroup: named('/workgroups', '/workgroups', '/workgroups/create', '/workgroups/:id/edit'),
  office: named('/offices/list/1', '/offices/list/:page', '/office/create', '/office/:id/edit', '/offices/:id/detail'),
  'onbase-group': named('/onbase-group/list', '/onbase-group/list', '/onbase-group/create', '/onbase-group/:id/edit'),
};

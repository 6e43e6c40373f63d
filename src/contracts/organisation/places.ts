import { z } from 'zod';
import { endpoint, id, idParams, listQuery, okMessage, text } from '../http';

const stops = { permission: 'view-stops' } as const;
/** Facilities name no permission in the spec: they are organisation structure (docs/decisions/organisation.md). */
const facilitiesAccess = { permission: 'view-departments' } as const;

export const PLACE_MESSAGES = {
  regionCreated: 'Bölge oluşturuldu.', regionUpdated: 'Bölge güncellendi.', regionDeleted: 'Bölge silindi.',
  stopCreated: 'Servis durağı oluşturuldu.', stopUpdated: 'Servis durağı güncellendi.', stopDeleted: 'Servis durağı silindi.',
  facilityCreated: 'Tesis oluşturuldu.', facilityUpdated: 'Tesis güncellendi.', facilityDeleted: 'Tesis silindi.',
  projectNotFound: 'Güvenlik projesi bulunamadı.',
  regionNotFound: 'Bölge bulunamadı.',
  regionNotInProject: 'Bölge seçilen güvenlik projesine ait değil.',
  duplicateStopNo: 'Bu durak numarası bu projede kullanılıyor.',
} as const;

export function placeInUse(what: 'region' | 'stop' | 'facility', counts: { stops?: number; employees?: number; children?: number }): string {
  const noun = { region: 'Bu bölge', stop: 'Bu servis durağı', facility: 'Bu tesis' }[what];
  const parts: string[] = [];
  if (counts.stops !== undefined) parts.push(`${counts.stops} servis durağı`);
  if (counts.employees !== undefined) parts.push(`${counts.employees} personel`);
  if (counts.children !== undefined) parts.push(`${counts.children} alt tesis`);
  return `${noun} kullanımda olduğu için silinemez: ${parts.join(', ')}.`;
}

const project = z.object({ id: z.number(), name: z.string(), short_code: z.string() });

// Regions -------------------------------------------------------------------------------
export const regionBody = z.object({ security_project_id: id, name: text(255).min(2) });
export type RegionBody = z.input<typeof regionBody>;
export const region = z.object({
  id: z.number(), security_project_id: z.number().nullable(), security_project_name: z.string().nullable(), name: z.string(),
  stops_count: z.number(), created_at: z.string(),
});
export type Region = z.infer<typeof region>;
const regionForm = z.object({ region: region.nullable(), security_projects: z.array(project) });

export const listRegions = endpoint({
  method: 'GET', path: '/regions', access: stops, summary: 'Regions, paged; filters security_project_id, name.',
  query: listQuery.extend({ security_project_id: id.optional(), name: text(120).optional() }), data: z.array(region),
});
export const createRegionForm = endpoint({ method: 'GET', path: '/regions/create', access: stops, summary: 'Create form data.', data: regionForm });
export const editRegionForm = endpoint({ method: 'GET', path: '/regions/{id}/edit', access: stops, summary: 'Edit form data.', params: idParams, data: regionForm });
export const createRegion = endpoint({ method: 'POST', path: '/regions', access: stops, summary: 'Creates a region.', body: regionBody, data: region });
export const updateRegion = endpoint({ method: 'PUT', path: '/regions/{id}', access: stops, summary: 'Updates a region.', params: idParams, body: regionBody, data: region });
export const deleteRegion = endpoint({ method: 'DELETE', path: '/regions/{id}', access: stops, summary: 'Deletes a region no stop or employee uses.', params: idParams, data: okMessage });

// Shuttle stops -------------------------------------------------------------------------
export const shuttleStopBody = z.object({
  security_project_id: id, region_id: id,
  stop_no: z.string().trim().regex(/^[0-9A-Za-z-]{1,32}$/, 'Durak numarası harf, rakam veya tire olmalıdır.'),
  stop_name: text(255).min(2),
});
export type ShuttleStopBody = z.input<typeof shuttleStopBody>;
export const shuttleStop = z.object({
  id: z.number(), security_project_id: z.number().nullable(), security_project_name: z.string().nullable(),
  region_id: z.number().nullable(), region_name: z.string().nullable(), stop_no: z.string(), stop_name: z.string(), created_at: z.string(),
});
export type ShuttleStop = z.infer<typeof shuttleStop>;
const stopForm = z.object({
  stop: shuttleStop.nullable(), security_projects: z.array(project),
  /** Regions of the chosen project (query security_project_id). */
  regions: z.array(z.object({ id: z.number(), name: z.string() })),
});

export const listShuttleStops = endpoint({
  method: 'GET', path: '/shuttle-stops', access: stops, summary: 'Shuttle stops, paged; filters security_project_id, region_id, name.',
  query: listQuery.extend({ security_project_id: id.optional(), region_id: id.optional(), name: text(120).optional() }), data: z.array(shuttleStop),
});
const stopFormQ = z.object({ security_project_id: id.optional() });
export const createShuttleStopForm = endpoint({ method: 'GET', path: '/shuttle-stops/create', access: stops, summary: 'Create form data.', query: stopFormQ, data: stopForm });
export const editShuttleStopForm = endpoint({ method: 'GET', path: '/shuttle-stops/{id}/edit', access: stops, summary: 'Edit form data.', params: idParams, query: stopFormQ, data: stopForm });
export const createShuttleStop = endpoint({ method: 'POST', path: '/shuttle-stops', access: stops, summary: 'Creates a shuttle stop.', body: shuttleStopBody, data: shuttleStop });
export const updateShuttleStop = endpoint({ method: 'PUT', path: '/shuttle-stops/{id}', access: stops, summary: 'Updates a shuttle stop.', params: idParams, body: shuttleStopBody, data: shuttleStop });
export const deleteShuttleStop = endpoint({ method: 'DELETE', path: '/shuttle-stops/{id}', access: stops, summary: 'Deletes a shuttle stop no employee uses.', params: idParams, data: okMessage });

// Facilities ------------------------------------------------------------------------------
export const facilityBody = z.object({ parent_id: id.nullable().optional(), name: text(255).min(2) });
export type FacilityBody = z.input<typeof facilityBody>;
export const facility = z.object({
  id: z.number(), parent_id: z.number().nullable(), parent_name: z.string().nullable(), name: z.string(),
  /** Names from the root down to this facility. */
  path: z.array(z.string()), children_count: z.number(), created_at: z.string(),
});
export type Facility = z.infer<typeof facility>;
const facilityForm = z.object({ facility: facility.nullable(), parents: z.array(z.object({ id: z.number(), name: z.string(), path: z.array(z.string()) })) });

export const listFacilities = endpoint({
  method: 'GET', path: '/gss/facility', access: facilitiesAccess, summary: 'Facilities as a tree (ordered by path), paged; payload filters by name.',
  query: listQuery.extend({ payload: text(120).optional(), parent_id: id.optional() }), data: z.array(facility),
});
export const createFacilityForm = endpoint({ method: 'GET', path: '/gss/facility/create', access: facilitiesAccess, summary: 'Create form data.', data: facilityForm });
export const editFacilityForm = endpoint({ method: 'GET', path: '/gss/facility/{id}/edit', access: facilitiesAccess, summary: 'Edit form data.', params: idParams, data: facilityForm });
export const createFacility = endpoint({ method: 'POST', path: '/gss/facility', access: facilitiesAccess, summary: 'Creates a facility.', body: facilityBody, data: facility });
export const updateFacility = endpoint({ method: 'PUT', path: '/gss/facility/{id}', access: facilitiesAccess, summary: 'Updates a facility (parent cycle refused).', params: idParams, body: facilityBody, data: facility });
export const deleteFacility = endpoint({ method: 'DELETE', path: '/gss/facility/{id}', access: facilitiesAccess, summary: 'Deletes a facility without children.', params: idParams, data: okMessage });

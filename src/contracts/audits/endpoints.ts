import { z } from 'zod';
import { endpoint, listQuery, okMessage, type Access } from '../http';
import { AUDIT_FAMILY_CONFIG, type AuditFamily, type ProjectFamily } from './families';
import {
  AUDIT_BODIES, FINDING_BODIES, auditFindingParams, auditFormData, auditItem, auditParams, auditProjectBody, auditProjectFormData,
  auditProjectItem, findingFormData, findingImage, findingItem, imageParams, imagesJsonBody, projectFindingParams, projectParams,
} from './schemas';
import { auditSearchQuery, mediaUrlBody, mediaUrlItem } from './search';

/**
 * The audit API of spec 2 §7 for the three families, from one factory per resource.
 * Path parameters, the same in every family (the client's fillPath fills by name):
 *   {id}      the audit (numeric id or uuid); for images the finding; for media urls the ggh
 *             audit project or the uog audit
 *   {pid}     the audit project (ggh, k9; the spec's k9 {projectId})
 *   {fid}     the finding (the spec's k9 {findingId})
 *   {imageId} the finding image
 * Use as AUDIT_API.ggh.audits.list, AUDIT_API.k9.projects.create, AUDIT_API.uog.findings.list …
 * Responses carry helper_data.message on every write (Turkish, AUDIT_MESSAGES).
 */
const viewOf = (f: AuditFamily): Access => ({ permission: AUDIT_FAMILY_CONFIG[f].permissions.view });
const findingsAccessOf = (f: AuditFamily): Access => ({ permission: AUDIT_FAMILY_CONFIG[f].permissions.viewFindings });

const auditPath = (f: AuditFamily) => `/${f}/audit`;
const findingsPath = (f: AuditFamily) => (f === 'uog' ? '/uog/audit/{id}/finding' : `/${f}/audit/{id}/project/{pid}/finding`);

export function auditEndpoints<F extends AuditFamily>(family: F) {
  const access = viewOf(family);
  const base = auditPath(family);
  const body = AUDIT_BODIES[family] as (typeof AUDIT_BODIES)[F];
  return {
    /** helper_data: { ratings, extra_ratings, report_statuses } for the list's labels. */
    list: endpoint({
      method: 'GET', path: base, access, summary: `${family} audits the position may see, paged.`, query: listQuery, data: z.array(auditItem),
    }),
    createForm: endpoint({ method: 'GET', path: `${base}/create`, access, summary: `${family} audit create form data.`, data: auditFormData }),
    show: endpoint({ method: 'GET', path: `${base}/{id}`, access, summary: `One ${family} audit.`, params: auditParams, data: auditItem }),
    editForm: endpoint({
      method: 'GET', path: `${base}/{id}/edit`, access, summary: `${family} audit edit form data (with the lock).`, params: auditParams, data: auditFormData,
    }),
    /** JSON (online form or outbox with `id` = the device's UUIDv7; again = 200 with the same record). */
    create: endpoint({ method: 'POST', path: base, access, summary: `Creates a ${family} audit.`, body, data: auditItem }),
    update: endpoint({ method: 'PUT', path: `${base}/{id}`, access, summary: `Updates a ${family} audit.`, params: auditParams, body, data: auditItem }),
    remove: endpoint({ method: 'DELETE', path: `${base}/{id}`, access, summary: `Deletes a ${family} audit.`, params: auditParams, data: okMessage }),
  };
}

export function workflowEndpoints(family: AuditFamily) {
  const p = AUDIT_FAMILY_CONFIG[family].permissions;
  const base = `${auditPath(family)}/{id}`;
  const put = (path: string, access: Access, summary: string) =>
    endpoint({ method: 'PUT', path: `${base}${path}`, access, summary, params: auditParams, data: auditItem });
  return {
    submitApproval: put('/submit-approval', viewOf(family), `Sends a ${family} audit for approval (every project has findings).`),
    approveObserver: put('/approve/observer', { permission: p.observerApprove }, `Observer approval of a ${family} audit (stamps submitter_position_id).`),
    approveAdmin: put('/approve/admin', { permission: p.adminApprove }, `Admin approval of a ${family} audit (stamps reviewer_position_id).`),
    approve: put('/approve', { anyOf: [p.observerApprove, p.adminApprove] }, `Records every approval of a ${family} audit the position may give.`),
    reject: put('/reject', { anyOf: [p.observerApprove, p.adminApprove, p.administrate] }, `Rejects a ${family} audit waiting for approval.`),
  };
}

export function projectEndpoints(family: ProjectFamily) {
  const access = viewOf(family);
  const base = `${auditPath(family)}/{id}/project`;
  return {
    /** helper_data.audit: the audit (with its lock and actions). */
    list: endpoint({
      method: 'GET', path: base, access, summary: `Projects of a ${family} audit, paged.`, params: auditParams, query: listQuery, data: z.array(auditProjectItem),
    }),
    createForm: endpoint({ method: 'GET', path: `${base}/create`, access, summary: 'Audit project create form data.', params: auditParams, data: auditProjectFormData }),
    show: endpoint({ method: 'GET', path: `${base}/{pid}`, access, summary: 'One audit project.', params: projectParams, data: auditProjectItem }),
    editForm: endpoint({ method: 'GET', path: `${base}/{pid}/edit`, access, summary: 'Audit project edit form data.', params: projectParams, data: auditProjectFormData }),
    create: endpoint({
      method: 'POST', path: base, access, summary: 'Adds a project to the audit.', params: auditParams, body: auditProjectBody, data: auditProjectItem,
    }),
    update: endpoint({
      method: 'PUT', path: `${base}/{pid}`, access, summary: 'Updates an audit project.', params: projectParams, body: auditProjectBody, data: auditProjectItem,
    }),
    remove: endpoint({
      method: 'DELETE', path: `${base}/{pid}`, access, summary: 'Deletes an audit project with its findings.', params: projectParams, data: okMessage,
    }),
  };
}

export function findingEndpoints<F extends AuditFamily>(family: F) {
  const access = findingsAccessOf(family);
  const base = findingsPath(family);
  const listParams = family === 'uog' ? auditParams : projectParams;
  const oneParams = family === 'uog' ? auditFindingParams : projectFindingParams;
  const body = FINDING_BODIES[family] as (typeof FINDING_BODIES)[F];
  return {
    /** helper_data: { audit, project } (project null for uog). */
    list: endpoint({
      method: 'GET', path: base, access, summary: `Findings of a ${family} audit${family === 'uog' ? '' : ' project'}, paged.`,
      params: listParams, query: listQuery, data: z.array(findingItem),
    }),
    createForm: endpoint({ method: 'GET', path: `${base}/create`, access, summary: 'Finding create form data.', params: listParams, data: findingFormData }),
    show: endpoint({ method: 'GET', path: `${base}/{fid}`, access, summary: 'One finding with its images.', params: oneParams, data: findingItem }),
    editForm: endpoint({ method: 'GET', path: `${base}/{fid}/edit`, access, summary: 'Finding edit form data.', params: oneParams, data: findingFormData }),
    /** Multipart (fields + photos[i]) or JSON (outbox: `id` UUIDv7, photo_hashes of uploaded blobs). */
    create: endpoint({
      method: 'POST', path: base, access, summary: 'Adds a finding (multipart photos[i] or JSON photo_hashes).',
      params: listParams, body, multipart: true, data: findingItem,
    }),
    /** JSON; photo_hashes add photos (existing ones stay: remove them one by one). */
    update: endpoint({
      method: 'PUT', path: `${base}/{fid}`, access, summary: 'Updates a finding.', params: oneParams, body, data: findingItem,
    }),
    remove: endpoint({
      method: 'DELETE', path: `${base}/{fid}`, access, summary: 'Deletes a finding with its images.', params: oneParams, data: okMessage,
    }),
  };
}

export function imageEndpoints(family: AuditFamily) {
  const access = findingsAccessOf(family);
  const base = `/${family}/finding/{id}/image`;
  return {
    show: endpoint({ method: 'GET', path: `${base}/{imageId}`, access, summary: 'A finding image (blob).', params: imageParams, file: true }),
    /** Multipart photos[i], or JSON { photo_hashes, photo_names } naming uploaded blobs. */
    upload: endpoint({
      method: 'POST', path: base, access, summary: 'Adds images to a finding.', params: z.object({ id: auditParams.shape.id }),
      body: imagesJsonBody, multipart: true, data: z.array(findingImage),
    }),
    remove: endpoint({ method: 'DELETE', path: `${base}/{imageId}`, access, summary: 'Removes a finding image.', params: imageParams, data: okMessage }),
  };
}

/** GET /search/{family}-audit; download=true answers an Excel file (at most 2000 rows). helper_data: auditSearchHelperData when with_helper_data. */
export function auditSearchEndpoint(family: AuditFamily) {
  return endpoint({
    method: 'GET', path: `/search/${family}-audit`, access: viewOf(family),
    summary: `Searches ${family} audits; download=true returns an Excel file.`, query: auditSearchQuery, data: z.array(auditItem),
  });
}

/** ggh: an audit project's media url; uog: the audit's. */
export function mediaUrlEndpoints(family: 'ggh' | 'uog') {
  const access = viewOf(family);
  const base = family === 'ggh' ? '/ggh/audit-project/media-url/{id}' : '/uog/audit/media-url/{id}';
  return {
    show: endpoint({ method: 'GET', path: base, access, summary: 'The media url.', params: auditParams, data: mediaUrlItem }),
    editForm: endpoint({ method: 'GET', path: `${base}/edit`, access, summary: 'The media url edit form.', params: auditParams, data: mediaUrlItem }),
    update: endpoint({ method: 'PUT', path: base, access, summary: 'Changes the media url.', params: auditParams, body: mediaUrlBody, data: mediaUrlItem }),
  };
}

function familyApi<F extends AuditFamily>(family: F) {
  return {
    audits: auditEndpoints(family),
    workflow: workflowEndpoints(family),
    findings: findingEndpoints(family),
    images: imageEndpoints(family),
    search: auditSearchEndpoint(family),
  };
}

export const AUDIT_API = {
  ggh: { ...familyApi('ggh'), projects: projectEndpoints('ggh'), mediaUrl: mediaUrlEndpoints('ggh') },
  k9: { ...familyApi('k9'), projects: projectEndpoints('k9') },
  uog: { ...familyApi('uog'), mediaUrl: mediaUrlEndpoints('uog') },
} as const;
export type AuditApi = typeof AUDIT_API;

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUDIT_API } from '../../../src/contracts/audits/endpoints';
import { AUDIT_FAMILIES, AUDIT_MESSAGES as M, type AuditFamily } from '../../../src/contracts/audits/families';
import { FINDING_BODIES, imagesJsonBody } from '../../../src/contracts/audits/schemas';
import { route } from '../../plugins/endpoints';
import { auditFindingsService, type FindingInput } from './audit-findings.service';
import { auditImagesService } from './audit-images.service';
import { auditMediaService } from './audit-media.service';
import { auditProjectsService } from './audit-projects.service';
import { auditSearchService } from './audit-search.service';
import { parsed, readPhotoForm, type NewPhotos } from './audit-uploads';
import { auditWorkflowService, type WorkflowAction } from './audit-workflow.service';
import { auditsService, type AuditInput } from './audits.service';

/**
 * The three audit families (spec 2 §2–§9): audits, their workflow, projects (ggh, k9), findings
 * with photos, the search with its Excel export, media urls. Every family's routes come from the
 * same contract factories (src/contracts/audits/endpoints.ts) and the same services.
 */
export default async function auditsFeature(app: FastifyInstance) {
  const audits = auditsService(app);
  const workflow = auditWorkflowService(app);
  const projects = auditProjectsService(app);
  const findings = auditFindingsService(app);
  const images = auditImagesService(app);
  const search = auditSearchService(app);
  const media = auditMediaService(app);

  /** A finding from the spec's multipart form (fields + photos[i]) or the outbox's JSON (photo_hashes). */
  async function newFindingOf(family: AuditFamily, request: FastifyRequest): Promise<{ body: FindingInput; photos: NewPhotos }> {
    const schema = FINDING_BODIES[family];
    if (request.isMultipart()) {
      const form = await readPhotoForm(app, request);
      return { body: parsed(schema, form.fields), photos: { received: form.photos } };
    }
    const body = parsed(schema, request.body ?? {});
    return { body, photos: { hashes: body.photo_hashes, names: body.photo_names } };
  }

  async function newPhotosOf(request: FastifyRequest): Promise<NewPhotos> {
    if (request.isMultipart()) return { received: (await readPhotoForm(app, request)).photos };
    const body = parsed(imagesJsonBody, request.body ?? {});
    return { hashes: body.photo_hashes, names: body.photo_names };
  }

  for (const family of AUDIT_FAMILIES) {
    const api = AUDIT_API[family];

    route(app, api.audits.list, async ({ query, auth }) => audits.list(family, auth, query));
    route(app, api.audits.createForm, async ({ auth }) => ({ data: await audits.createForm(family, auth) }));
    route(app, api.audits.show, async ({ params, auth }) => ({ data: await audits.show(family, params.id, auth) }));
    route(app, api.audits.editForm, async ({ params, auth }) => ({ data: await audits.editForm(family, params.id, auth) }));
    route(app, api.audits.create, async ({ body, auth }) => {
      const { data, created } = await audits.create(family, body as AuditInput, auth);
      return { data, status: created ? 201 : 200, helper: { message: M.created } };
    });
    route(app, api.audits.update, async ({ params, body, auth }) => ({
      data: await audits.update(family, params.id, body as AuditInput, auth), helper: { message: M.updated },
    }));
    route(app, api.audits.remove, async ({ params, auth }) => {
      await audits.remove(family, params.id, auth);
      return { data: { message: M.deleted }, helper: { message: M.deleted } };
    });

    const steps: [keyof typeof api.workflow, WorkflowAction][] = [
      ['submitApproval', 'submit'], ['approveObserver', 'observer'], ['approveAdmin', 'admin'], ['approve', 'approve'], ['reject', 'reject'],
    ];
    for (const [name, action] of steps) {
      route(app, api.workflow[name], async ({ params, auth }) => {
        const { data, message } = await workflow.act(family, params.id, action, auth);
        return { data, helper: { message } };
      });
    }

    route(app, api.findings.list, async ({ params, query, auth }) => findings.list(family, params, auth, query));
    route(app, api.findings.createForm, async ({ params, auth }) => ({ data: await findings.createForm(family, params, auth) }));
    route(app, api.findings.show, async ({ params, auth }) => ({ data: await findings.show(family, params, auth) }));
    route(app, api.findings.editForm, async ({ params, auth }) => ({ data: await findings.editForm(family, params, auth) }));
    route(app, api.findings.create, async ({ params, request, auth }) => {
      const { body, photos } = await newFindingOf(family, request);
      const { data, created } = await findings.create(family, params, body, photos, auth);
      return { data, status: created ? 201 : 200, helper: { message: M.findingCreated } };
    });
    route(app, api.findings.update, async ({ params, body, auth }) => ({
      data: await findings.update(family, params, body as FindingInput, auth), helper: { message: M.findingUpdated },
    }));
    route(app, api.findings.remove, async ({ params, auth }) => {
      await findings.remove(family, params, auth);
      return { data: { message: M.findingDeleted }, helper: { message: M.findingDeleted } };
    });

    route(app, api.images.show, async ({ params, auth, request, reply }) => {
      await images.send(family, params.id, params.imageId, auth, request, reply);
    });
    route(app, api.images.upload, async ({ params, request, auth }) => ({
      data: await images.add(family, params.id, await newPhotosOf(request), auth), status: 201, helper: { message: M.imagesAdded },
    }));
    route(app, api.images.remove, async ({ params, auth }) => {
      await images.remove(family, params.id, params.imageId, auth);
      return { data: { message: M.imageDeleted }, helper: { message: M.imageDeleted } };
    });

    route(app, api.search, async ({ query, auth, reply }) => {
      if (!query.download) return search.search(family, auth, query);
      await search.download(family, auth, query, reply);
    });
  }

  for (const family of ['ggh', 'k9'] as const) {
    const api = AUDIT_API[family].projects;
    route(app, api.list, async ({ params, query, auth }) => projects.list(family, params.id, auth, query));
    route(app, api.createForm, async ({ params, auth }) => ({ data: await projects.createForm(family, params.id, auth) }));
    route(app, api.show, async ({ params, auth }) => ({ data: await projects.show(family, params.id, params.pid, auth) }));
    route(app, api.editForm, async ({ params, auth }) => ({ data: await projects.editForm(family, params.id, params.pid, auth) }));
    route(app, api.create, async ({ params, body, auth }) => {
      const { data, created } = await projects.create(family, params.id, body, auth);
      return { data, status: created ? 201 : 200, helper: { message: M.projectCreated } };
    });
    route(app, api.update, async ({ params, body, auth }) => ({
      data: await projects.update(family, params.id, params.pid, body, auth), helper: { message: M.projectUpdated },
    }));
    route(app, api.remove, async ({ params, auth }) => {
      await projects.remove(family, params.id, params.pid, auth);
      return { data: { message: M.projectDeleted }, helper: { message: M.projectDeleted } };
    });
  }

  for (const family of ['ggh', 'uog'] as const) {
    const api = AUDIT_API[family].mediaUrl;
    route(app, api.show, async ({ params, auth }) => ({ data: await media.show(family, params.id, auth) }));
    route(app, api.editForm, async ({ params, auth }) => ({ data: await media.show(family, params.id, auth) }));
    route(app, api.update, async ({ params, body, auth }) => ({
      data: await media.update(family, params.id, body.media_url, auth), helper: { message: M.mediaUrlUpdated },
    }));
  }
}

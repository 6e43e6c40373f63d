import type { FastifyInstance } from 'fastify';
import { downloadExportJob, getExportJob } from '../../../src/contracts/exports/export-jobs';
import { route } from '../../plugins/endpoints';
import { exportJobsService } from './export-jobs.service';

/** An export job's status and file, for its requester only (the export routes themselves start the jobs). */
export default async function exportsFeature(app: FastifyInstance) {
  const jobs = exportJobsService(app);
  route(app, getExportJob, async ({ params, auth }) => ({ data: await jobs.status(params.id, auth) }));
  route(app, downloadExportJob, async ({ params, auth, request, reply }) => {
    await jobs.download(params.id, auth, request, reply);
  });
}

import type { FastifyInstance } from 'fastify';
import * as A from '../../../src/contracts/organisation/admin-users';
import * as P from '../../../src/contracts/organisation/advertising-partners';
import * as D from '../../../src/contracts/organisation/appointments';
import * as F from '../../../src/contracts/organisation/failed-jobs';
import * as R from '../../../src/contracts/organisation/reports';
import { route } from '../../plugins/endpoints';
import { adminUsersService } from './admin-users.service';
import { advertisingPartnersService } from './advertising-partners.service';
import { appointmentsService } from './appointments.service';
import { failedJobsService } from './failed-jobs.service';
import { reportsService } from './reports.service';

/** Admin users, failed jobs, reports, doctor appointments and the advertising partners (issue 11). */
export function registerAdminRoutes(app: FastifyInstance) {
  const admins = adminUsersService(app);
  route(app, A.listAdminUsers, async ({ query }) => admins.list(query));
  route(app, A.createAdminUserForm, async () => ({ data: await admins.form() }));
  route(app, A.editAdminUserForm, async ({ params }) => ({ data: await admins.form(params.id) }));
  route(app, A.createAdminUser, async ({ body, auth }) => ({ data: await admins.create(body, auth), status: 201, helper: { message: A.ADMIN_USER_MESSAGES.created } }));
  route(app, A.updateAdminUser, async ({ params, body, auth }) => ({ data: await admins.update(params.id, body, auth), helper: { message: A.ADMIN_USER_MESSAGES.updated } }));
  route(app, A.deleteAdminUser, async ({ params, auth }) => {
    await admins.remove(params.id, auth);
    return { data: { message: A.ADMIN_USER_MESSAGES.deleted } };
  });
  route(app, A.restoreAdminUser, async ({ params, auth }) => ({ data: await admins.restore(params.id, auth), helper: { message: A.ADMIN_USER_MESSAGES.restored } }));

  const failed = failedJobsService(app);
  route(app, F.listFailedJobs, async ({ query }) => failed.list(query));
  route(app, F.createFailedJobForm, async () => ({ data: await failed.form() }));
  route(app, F.retryFailedJobs, async ({ body, auth }) => ({ data: await failed.retryAll(body.payload, auth.userId) }));
  route(app, F.editFailedJob, async ({ params }) => ({ data: await failed.find(params.id) }));
  route(app, F.retryFailedJob, async ({ params, body, auth }) => ({ data: await failed.retry(params.id, body.queue, auth.userId) }));
  route(app, F.deleteFailedJob, async ({ params, auth }) => {
    await failed.remove(params.id, auth.userId);
    return { data: { message: F.FAILED_JOB_MESSAGES.deleted } };
  });

  const reports = reportsService(app);
  route(app, R.listReports, async ({ query, auth }) => reports.list(query, auth));
  route(app, R.createReportForm, async () => ({ data: reports.form() }));
  route(app, R.createReport, async ({ body, auth }) => ({ data: await reports.create(body.type, auth), status: 201, helper: { message: R.REPORT_MESSAGES.queued } }));
  route(app, R.downloadReport, async ({ params, auth, request, reply }) => reports.download(params.id, auth, request, reply));

  const appointments = appointmentsService(app);
  route(app, D.listAppointments, async ({ query, auth }) => appointments.list(query, auth));
  route(app, D.createAppointment, async ({ body, auth }) => ({ data: await appointments.create(body, auth), status: 201, helper: { message: D.APPOINTMENT_MESSAGES.created } }));

  const partners = advertisingPartnersService(app);
  route(app, P.listPartners, async ({ query }) => partners.list(query));
  route(app, P.partnerPdf, async ({ params, reply }) => partners.pdf(params.id, reply));
  route(app, P.partnersExcel, async ({ query, reply }) => partners.excel(query, reply));
}

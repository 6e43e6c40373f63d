import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  AUDIT_REPORT_API, AUDIT_REPORT_MESSAGES as M, cipProjectFields, cipReportPreview, cipReportSend, cipSendingFile, cipSendings,
  searchCipProjects,
} from '../../../src/contracts/audit-reports';
import { AUDIT_FAMILIES } from '../../../src/contracts/audits/families';
import { route } from '../../plugins/endpoints';
import { contentDisposition } from '../files/file-safety';
import { filesService } from '../files/files.service';
import { auditReportsService } from './audit-reports.service';
import { cipService } from './cip.service';

/** A freshly rendered PDF: never cached (the findings may change a minute later). */
function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string, disposition: 'attachment' | 'inline' = 'attachment') {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', pdf.length)
    .header('content-disposition', contentDisposition(fileName, disposition))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}

/** Audit report PDFs of every family and the ggh CIP view (spec 2 §2, §5, §7). */
export default async function auditReportsFeature(app: FastifyInstance) {
  const reports = auditReportsService(app);
  const cip = cipService(app);

  for (const family of AUDIT_FAMILIES) {
    route(app, AUDIT_REPORT_API[family].audit, async ({ params, auth, reply }) => {
      const { pdf, fileName } = await reports.auditReport(family, params.id, auth);
      await sendPdf(reply, pdf, fileName);
    });
  }
  for (const family of ['ggh', 'k9'] as const) {
    route(app, AUDIT_REPORT_API[family].project, async ({ params, query, auth, reply }) => {
      const { pdf, fileName } = await reports.projectReport(family, params.id, params.projectId, query.audit_finding_ids, auth, 'audit_finding_ids');
      await sendPdf(reply, pdf, fileName);
    });
  }

  route(app, searchCipProjects, async ({ query, body, auth }) => cip.search(auth, body, query));
  route(app, cipProjectFields, async ({ auth }) => ({ data: await cip.fields(auth) }));
  route(app, cipReportPreview, async ({ params, body, auth, reply }) => {
    const { pdf, fileName } = await cip.preview(params.auditId, params.auditProjectId, body.selectedFindigs, auth);
    await sendPdf(reply, pdf, fileName, 'inline');
  });
  route(app, cipReportSend, async ({ params, body, auth }) => ({
    data: await cip.send(params.auditId, params.auditProjectId, body.selectedFindigs, auth), status: 201, helper: { message: M.sent },
  }));
  route(app, cipSendings, async ({ params, auth }) => ({ data: await cip.sendings(params.auditId, params.auditProjectId, auth) }));
  route(app, cipSendingFile, async ({ params, auth, request, reply }) => {
    await filesService(app).sendFile(await cip.sendingFile(params.auditId, params.auditProjectId, params.sendingId, auth), request, reply);
  });
}

import type { FastifyInstance } from 'fastify';
import {
  createPayrollForm, editPayrollSetting, getPayroll, getPayrollImport, getPayrollSms, importFields, listPayrollImports, PAYROLL_MESSAGES,
  sendPayrollSms, updatePayrollSetting, uploadPayrollImport, verifyPayrollCode,
} from '../../../src/contracts/payroll';
import { issuesToErrors, route } from '../../plugins/endpoints';
import { HttpError, invalid, invalidField, notFound } from '../../plugins/http-errors';
import { readFileForm } from '../../plugins/uploads';
import { payrollService } from './payroll.service';

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export default async function payrollFeature(app: FastifyInstance) {
  const service = payrollService(app);
  route(app, getPayrollSms, async ({ query, auth }) => ({ data: await service.smsStep(query.user_id, auth) }));
  route(app, sendPayrollSms, async ({ body, auth }) => ({ data: await service.sendCode(body.user_id, auth) }));
  route(app, verifyPayrollCode, async ({ body, auth }) => ({ data: await service.verify(body.user_id, body.code, auth) }));
  route(app, getPayroll, async ({ query, auth, request, reply }) => {
    const userId = await service.tokenUser(request, auth);
    if (query.month !== undefined || query.year !== undefined) {
      if (query.month === undefined || query.year === undefined) throw invalid({ month: ['Ay ve yıl birlikte seçilmelidir.'] });
      await service.slipPdf(userId, auth, query.year, query.month, query.download ?? false, request, reply);
      return;
    }
    return { data: await service.months(userId) };
  });
  route(app, createPayrollForm, async ({ auth, request }) => ({ data: await service.formChoices(await service.tokenUser(request, auth)) }));
  route(app, editPayrollSetting, async () => ({ data: await service.setting() }));
  route(app, updatePayrollSetting, async ({ body, auth }) => ({ data: await service.updateSetting(body.day_of_payroll_viewing, auth) }));
  route(app, listPayrollImports, async () => ({ data: await service.imports() }));
  route(app, getPayrollImport, async ({ params }) => {
    const [row] = await service.imports(params.id);
    if (!row) throw notFound();
    return { data: row };
  });
  route(app, uploadPayrollImport, async ({ request, auth }) => {
    const { fields, file } = await readFileForm(request, () => invalidField('file', 'Bir Excel (.xlsx) dosyası seçiniz.'));
    const parsed = importFields.safeParse(fields);
    if (!parsed.success) throw new HttpError(422, { errors: issuesToErrors(parsed.error.issues) });
    if (!file || !file.bytes.subarray(0, 4).equals(XLSX_MAGIC) || !/\.xlsx$/i.test(file.name)) throw invalidField('file', 'Bir Excel (.xlsx) dosyası seçiniz.');
    const { sha256, size } = await app.fileStore.put(file.bytes);
    const id = await service.queueImport({ ...parsed.data, fileName: file.name, sha256, size }, auth);
    const [row] = await service.imports(id);
    return { data: { ...row!, message: PAYROLL_MESSAGES.importQueued }, status: 202 };
  });
}

import type { FastifyInstance } from 'fastify';
import {
  applyShiftImport, changeShiftDriver, createDriver, createManualShift, createTransfer, dailyReport, deleteDriver, deleteDriverShift,
  deleteShiftsByDate, deleteTransfer, driversByShift, getDriver, getPlan, getTransfer, importDriverShifts, listDriverShifts, listDrivers,
  listTransfers, rangeReport, shiftImportFields, TRANSFER_MESSAGES as M, TRANSFER_TYPES, transferForm, updateDriver, updateTransfer,
} from '../../../src/contracts/transfers/transfers';
import { issuesToErrors, route } from '../../plugins/endpoints';
import { HttpError, invalidField } from '../../plugins/http-errors';
import { readFileForm } from '../../plugins/uploads';
import { sendWorkbook } from '../files/workbook';
import { driversService } from './drivers.service';
import { planService } from './plan.service';
import { dailyWorkbook, rangeWorkbook } from './reports';
import { requestsService } from './requests.service';
import { XLSX_MAGIC } from './shift-file';
import { shiftImportService } from './shift-import.service';
import { shiftsService } from './shifts.service';

/** Transfers (spec 3 §2–§9): drivers, driver shifts and their import, transfer requests, plan and reports. */
export default async function transfersFeature(app: FastifyInstance) {
  const drivers = driversService(app);
  const shifts = shiftsService(app);
  const imports = shiftImportService(app);
  const requests = requestsService(app);
  const plan = planService(app);
  // Days are Türkiye's days: a transfer "today" is today in Istanbul.
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(app.deps.clock());

  route(app, listDrivers, async ({ query }) => drivers.list(query));
  route(app, getDriver, async ({ params }) => ({ data: await drivers.one(params.id) }));
  route(app, createDriver, async ({ body }) => ({ data: await drivers.create(body), status: 201, helper: { message: M.driverCreated } }));
  route(app, updateDriver, async ({ params, body }) => ({ data: await drivers.update(params.id, body), helper: { message: M.driverUpdated } }));
  route(app, deleteDriver, async ({ params }) => (await drivers.remove(params.id, today()), { data: { message: M.driverDeleted } }));
  route(app, driversByShift, async ({ query }) => ({ data: await drivers.byShift(query.release_date, query.release_time) }));

  route(app, listDriverShifts, async ({ query }) => shifts.list(query));
  route(app, changeShiftDriver, async ({ body }) => ({ data: await shifts.changeDriver(body.driver_shift_id, body.new_driver_id), helper: { message: M.shiftDriverChanged } }));
  route(app, createManualShift, async ({ body, auth }) => ({ data: await shifts.manual(body, auth), status: 201, helper: { message: M.shiftCreated } }));
  route(app, deleteDriverShift, async ({ params }) => (await shifts.remove(params.id), { data: { message: M.shiftDeleted } }));
  route(app, deleteShiftsByDate, async ({ query }) => {
    const deleted = await shifts.removeDate(query.shift_date);
    return { data: { message: M.shiftsDeleted(deleted), deleted } };
  });

  route(app, importDriverShifts, async ({ request, auth }) => {
    const { fields, file } = await readFileForm(request, () => invalidField('file', M.fileRequired));
    const parsed = shiftImportFields.safeParse(fields);
    if (!parsed.success) throw new HttpError(422, { errors: issuesToErrors(parsed.error.issues) });
    const isXlsx = !!file && file.bytes.subarray(0, 4).equals(XLSX_MAGIC) && /\.xlsx$/i.test(file.name);
    if (!file || (!isXlsx && !/\.(csv|txt)$/i.test(file.name))) throw invalidField('file', M.fileRequired);
    const preview = await imports.preview({ ...file, isXlsx }, parsed.data.shift_date, auth);
    return { data: preview, helper: { message: M.importPreviewed } };
  });
  route(app, applyShiftImport, async ({ params, auth }) => {
    const { import: done, sms } = await imports.apply(params.id, auth);
    return { data: done, helper: { message: M.importApplied, sms_queued: sms.queued } };
  });

  route(app, transferForm, async () => ({ data: { ...(await requests.formChoices()), transfer_types: [...TRANSFER_TYPES] } }));
  route(app, listTransfers, async ({ query }) => requests.list(query, today()));
  route(app, getTransfer, async ({ params }) => ({ data: await requests.one(params.id) }));
  route(app, createTransfer, async ({ body, auth }) => ({ data: await requests.create(body, auth), status: 201, helper: { message: M.transferCreated } }));
  route(app, updateTransfer, async ({ params, body }) => ({ data: await requests.update(params.id, body), helper: { message: M.transferUpdated } }));
  route(app, deleteTransfer, async ({ params }) => (await requests.remove(params.id), { data: { message: M.transferDeleted } }));

  route(app, getPlan, async ({ query }) => ({ data: await plan.plan(query.transfer_date) }));
  route(app, dailyReport, async ({ query, reply }) => {
    await sendWorkbook(reply, `transfer-gunluk-${query.transfer_date}.xlsx`, await dailyWorkbook(plan, query.transfer_date));
  });
  route(app, rangeReport, async ({ query, reply }) => {
    await sendWorkbook(reply, `transfer-ozet-${query.start_date}-${query.end_date}.xlsx`, await rangeWorkbook(plan, query.start_date, query.end_date));
  });
}

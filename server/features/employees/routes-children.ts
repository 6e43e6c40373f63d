import type { FastifyInstance } from 'fastify';
import * as C from '../../../src/contracts/employees/children';
import { EMPLOYEE_MESSAGES as M } from '../../../src/contracts/employees/messages';
import * as RP from '../../../src/contracts/employees/reward-penalty';
import * as T from '../../../src/contracts/employees/training';
import { route } from '../../plugins/endpoints';
import { invalid } from '../../plugins/http-errors';
import { issuesToErrors } from '../../plugins/endpoints';
import { filesService } from '../files/files.service';
import { employeeChildrenService } from './employee-children.service';
import { readFieldsAndFile } from './employee-uploads';
import { rewardPenaltyService } from './reward-penalty.service';
import { rewardPenaltyTypesService } from './reward-penalty-types';
import { sendWorkbook, turkishDay, workbook } from '../files/workbook';
import { trainingsService } from './trainings.service';

/** Notes, overwork, languages, reward/penalty records and trainings of one employee. */
export function childRoutes(app: FastifyInstance) {
  const children = employeeChildrenService(app);
  const rp = rewardPenaltyService(app);
  const rpTypes = rewardPenaltyTypesService(app);
  const training = trainingsService(app);
  const files = filesService(app);
  const ok = (message: string) => ({ data: { message } });

  route(app, C.listNotes, async ({ params, query }) => children.notes(params.id, query));
  route(app, C.noteCreateForm, async () => ({ data: { warning: M.noteCreateWarning } }));
  route(app, C.noteEditForm, async ({ params }) => children.refuseNoteEdit(params.id, params.noteId));
  route(app, C.showNote, async ({ params }) => ({ data: await children.note(params.id, params.noteId) }));
  route(app, C.createNote, async ({ params, body, auth }) => ({ data: await children.createNote(params.id, body.note, auth.userId), status: 201, helper: { message: M.noteCreated } }));
  route(app, C.updateNote, async ({ params }) => children.refuseNoteEdit(params.id, params.noteId));
  route(app, C.deleteNote, async ({ params, auth }) => {
    await children.deleteNote(params.id, params.noteId, auth.userId);
    return ok(M.noteDeleted);
  });

  route(app, C.listOverwork, async ({ params, query }) => children.overworks(params.id, query));
  route(app, C.overworkCreateForm, async () => ({ data: { earliest_petition_date: children.earliestPetitionDate(), item: null } }));
  route(app, C.overworkEditForm, async ({ params }) => ({ data: { earliest_petition_date: children.earliestPetitionDate(), item: await children.overwork(params.id, params.oid) } }));
  route(app, C.showOverwork, async ({ params }) => ({ data: await children.overwork(params.id, params.oid) }));
  route(app, C.createOverwork, async ({ params, request, auth }) => {
    const { fields, file } = await readFieldsAndFile(app, request, 'overwork_petition_file', auth.userId);
    const parsed = C.overworkBody.safeParse(fields);
    if (!parsed.success) throw invalid(issuesToErrors(parsed.error.issues));
    return { data: await children.createOverwork(params.id, parsed.data, file?.id ?? null, auth.userId), status: 201, helper: { message: M.saved } };
  });
  route(app, C.updateOverwork, async ({ params, body, auth }) => ({ data: await children.updateOverwork(params.id, params.oid, body, auth.userId), helper: { message: M.saved } }));
  route(app, C.deleteOverwork, async ({ params, auth }) => {
    await children.deleteOverwork(params.id, params.oid, auth.userId);
    return ok(M.removed);
  });
  route(app, C.overworkFile, async ({ params, request, auth }) => {
    const file = await files.receive(request, { field: 'overwork_petition_file', ownerUserId: auth.userId });
    return { data: await children.attachOverworkFile(params.id, file.id, auth.userId), helper: { message: M.saved } };
  });

  const levels = [...C.LANGUAGE_LEVELS];
  route(app, C.listLanguages, async ({ params, query }) => children.languages(params.id, query));
  route(app, C.languageCreateForm, async () => ({ data: { levels, item: null } }));
  route(app, C.languageEditForm, async ({ params }) => ({ data: { levels, item: await children.language(params.id, params.lid) } }));
  route(app, C.showLanguage, async ({ params }) => ({ data: await children.language(params.id, params.lid) }));
  route(app, C.createLanguage, async ({ params, body, auth }) => ({ data: await children.createLanguage(params.id, body, auth.userId), status: 201, helper: { message: M.saved } }));
  route(app, C.updateLanguage, async ({ params, body, auth }) => ({ data: await children.updateLanguage(params.id, params.lid, body, auth.userId), helper: { message: M.saved } }));
  route(app, C.deleteLanguage, async ({ params, auth }) => {
    await children.deleteLanguage(params.id, params.lid, auth.userId);
    return ok(M.removed);
  });

  route(app, RP.listRewardPenalty, async ({ params, query }) => rp.list(params.id, query));
  route(app, RP.rewardPenaltyCreateForm, async ({ params }) => ({ data: await rp.form(params.id) }));
  route(app, RP.rewardPenaltyEditForm, async ({ params }) => ({ data: await rp.form(params.id, params.rid) }));
  route(app, RP.createRewardPenalty, async ({ params, body, auth }) => ({ data: await rp.create(params.id, body, auth.userId), status: 201, helper: { message: M.saved } }));
  route(app, RP.updateRewardPenalty, async ({ params, body, auth }) => ({ data: await rp.update(params.id, params.rid, body, auth.userId), helper: { message: M.saved } }));
  route(app, RP.deleteRewardPenalty, async ({ params, auth }) => {
    await rp.remove(params.id, params.rid, auth.userId);
    return ok(M.removed);
  });
  route(app, RP.evaluateRewardPenalty, async ({ params, body, auth }) => ({ data: await rp.setEvaluated(params.id, params.rid, body.evaluated, auth.userId) }));
  route(app, RP.changeRewardPenaltyReason, async ({ params, body, auth }) => ({ data: await rp.changeReason(params.id, params.rid, body.reason_guid, auth.userId) }));
  route(app, RP.checkRewardPenaltyConflict, async ({ params, body }) => ({ data: await rp.checkConflict(params.id, body) }));
  route(app, RP.downloadRewardPenalty, async ({ params, query, reply }) => {
    const rows = await rp.all(params.id, query.type_id);
    const buffer = await workbook('Ödül-Ceza', [
      { header: 'Tip', key: 'type_name', width: 22 }, { header: 'Neden', key: 'reason_name', width: 30 }, { header: 'Açıklama', key: 'reason', width: 40 },
      { header: 'Olay Tarihi', key: 'event_at', width: 12 }, { header: 'Rapor Bitiş', key: 'report_finish_date', width: 12 }, { header: 'Değerlendirildi', key: 'evaluated', width: 14 },
    ], rows.map((r) => ({ ...r, event_at: turkishDay(r.event_at), report_finish_date: turkishDay(r.report_finish_date), evaluated: r.evaluated ? 'Evet' : 'Hayır' })));
    await sendWorkbook(reply, `odul-ceza-${params.id}.xlsx`, buffer);
    return undefined;
  });
  route(app, RP.rewardPenaltyTypeList, async ({ params }) => ({ data: await rpTypes.sameKind(params.typeId) }));
  route(app, RP.rewardPenaltyTypeReasons, async ({ params }) => ({ data: (await rpTypes.get(params.typeId)).reasons }));
  route(app, RP.rewardPenaltyTypeReasonsAll, async ({ params }) => ({ data: await rpTypes.get(params.typeId, true) }));

  route(app, T.listTrainings, async ({ params, query }) => training.list(params.id, query));
  route(app, T.createTraining, async ({ params, body, auth }) => ({ data: await training.create(params.id, body, auth.userId), status: 201, helper: { message: M.saved } }));
  route(app, T.showTraining, async ({ params }) => ({ data: await training.show(params.id, params.trainingId) }));
  route(app, T.updateTraining, async ({ params, body, auth }) => ({ data: await training.update(params.id, params.trainingId, body, auth.userId), helper: { message: M.saved } }));
  route(app, T.deleteTraining, async ({ params, auth }) => {
    await training.remove(params.id, params.trainingId, auth.userId);
    return ok(M.removed);
  });
  route(app, T.downloadTrainings, async ({ params, auth, reply }) => {
    await training.download(reply, auth, params.id);
    return undefined;
  });
  route(app, T.trainingCreateForm, async () => ({ data: await training.form() }));
  route(app, T.trainingNames, async ({ query }) => ({ data: await training.names(query.trainingTypeId) }));
  route(app, T.trainingManagement, async ({ query }) => training.management(query));
  route(app, T.trainingManagementForm, async ({ query }) => ({ data: training.managementForm(query.type) }));
  route(app, T.searchTrainingManagement, async ({ query, body, reply, auth }) => training.search(body, query, reply, auth));
}

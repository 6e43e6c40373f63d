import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applyContentRules, type AudienceEntry, type AudienceInput } from '../../../src/contracts/correspondence/audience';
import {
  CORRESPONDENCE_MESSAGES as M, FILES_MAX, type CorrespondenceDetails,
} from '../../../src/contracts/correspondence/correspondence';
import { turkeyDate } from '../../../src/contracts/dashboard';
import type { Executor } from '../../db/client';
import { pageMeta } from '../../db/sql';
import type { AuthContext } from '../../plugins/auth';
import { info, invalidField, notFound } from '../../plugins/http-errors';
import { activityLogRepository } from '../activity-log/activity-log.repository';
import { sanitiseBody } from '../dashboard/sanitise';
import { formatNumber, sequenceYear } from '../../db/numbering';
import type { FileRow } from '../files/files.repository';
import { insertReceived, type ReceivedFile } from '../files/record-files';
import { liveSurveys, surveyContent } from '../surveys/survey-content';
import { audienceRepository } from './audience.repository';
import { toDetails, toItem } from './correspondence.mappers';
import { correspondenceRepository as repo, type BoxSearch, type ItemRow } from './correspondence.repository';
import { correspondenceTypesService } from './correspondence-types.service';
import { deliveryService } from './delivery.service';

const TABLE = 'correspondences';
const rowsOf = async <T>(p: Promise<unknown>) => ((await p) as { rows: T[] }).rows;

export interface SaveInput {
  subject: string;
  body: string;
  correspondence_type_id: number;
  is_mandatory: boolean;
  is_draft: boolean;
  send_as: 'position' | 'user';
  send_to_everyone: boolean;
  expiration_at?: string | null;
  sent_at?: string | null;
  receivers: AudienceInput[];
  viewers: AudienceInput[];
  keep_file_ids?: number[];
  survey_id?: number | null;
  video_id?: number | null;
}

export function correspondenceService(app: FastifyInstance) {
  const { database, clock } = app.deps;
  const db = database.db;
  const types = correspondenceTypesService(app);
  const delivery = deliveryService(app);
  const today = () => turkeyDate(clock());

  async function details(row: ItemRow, _userId?: number): Promise<CorrespondenceDetails> {
    const [files, rule, counts] = await Promise.all([repo.files(db, row.id), audienceRepository.of(db, row.id), repo.counts(db, row.id)]);
    const { entries } = await audienceRepository.describe(db, rule.map(({ type, id }) => ({ type, id })), Number(row.owner_user_id));
    const named = (role: string) => rule.filter((r) => r.role === role)
      .map((r) => entries.find((e) => e.type === r.type && e.id === r.id) ?? { type: r.type, id: r.id, name: '—', role_id: null, role_name: null } as AudienceEntry);
    const survey = row.survey_id === null ? null : await surveyContent(db, Number(row.survey_id));
    const video = row.video_file_id === null ? undefined : await repo.fileById(db, Number(row.video_file_id));
    return toDetails(row, files, { receivers: named('receiver'), viewers: named('viewer') }, counts,
      survey && { id: survey.id, name: survey.name, questions: survey.questions }, video);
  }

  /**
   * Who may read an item: its sender, the people it reached, approvers while it waits, and managers.
   * Anyone else gets 404, so ids cannot be probed.
   */
  async function readable(id: number, auth: AuthContext): Promise<ItemRow> {
    const row = await repo.find(db, id, auth.userId);
    if (!row) throw notFound();
    if (Number(row.owner_user_id) === auth.userId || auth.isSuper || auth.permissions.has('manage-correspondences')) return row;
    if (row.status === 'pending' && auth.permissions.has('approve-correspondences')) return row;
    if (row.status !== 'draft' && (await repo.recipient(db, id, auth.userId))) {
      if (row.expiration_at && row.expiration_at < today()) throw notFound();
      return row;
    }
    throw notFound();
  }

  async function own(id: number, auth: AuthContext): Promise<ItemRow> {
    const row = await repo.find(db, id, auth.userId);
    if (!row || Number(row.owner_user_id) !== auth.userId) throw notFound();
    return row;
  }

  /** Checks what the form sent against the rules of §5 and the sender's rights; answers the cleaned values. */
  /** A chosen video: one of the sender's own items' videos (any item's for managers). */
  async function chosenVideo(videoId: number, auth: AuthContext): Promise<number> {
    const all = auth.isSuper || auth.permissions.has('manage-correspondences');
    const usable = await repo.videos(db, auth.userId, all);
    if (!usable.some((f) => Number(f.id) === videoId)) throw invalidField('video_id', M.videoNotFound);
    return videoId;
  }

  async function validated(input: SaveInput, auth: AuthContext, video?: ReceivedFile) {
    const usable = await types.usableBy(auth);
    const type = usable.find((t) => t.id === input.correspondence_type_id);
    if (!type) throw invalidField('correspondence_type_id', M.typeNotFound);
    // A survey type's item carries a live survey; no other item does (docs/decisions/correspondence.md).
    if (type.is_survey && !input.survey_id && !input.is_draft) throw invalidField('survey_id', M.surveyRequired);
    if (!type.is_survey && input.survey_id) throw invalidField('survey_id', M.surveyNotAllowed);
    if (input.survey_id && !(await surveyContent(db, input.survey_id))) throw invalidField('survey_id', M.surveyNotFound);
    if (video && input.video_id) throw invalidField('video', M.videoOne);
    const videoId = input.video_id ? await chosenVideo(input.video_id, auth) : null;
    const content = applyContentRules({ body: input.body, is_mandatory: input.is_mandatory, viewers: input.viewers }, { survey: type.is_survey, video: !!(video || videoId) });
    const body = sanitiseBody(content.body);
    for (const [field, list] of [['receivers', input.receivers], ['viewers', content.viewers]] as const) {
      if (list.some((e) => e.type === 'group')) throw invalidField(field, M.groupUnavailable);
      const { missing } = await audienceRepository.describe(db, list, auth.userId);
      if (missing.length) throw invalidField(field, M.receiverNotFound);
    }
    const sendDay = input.sent_at ?? today();
    if (!input.is_draft) {
      if (!input.send_to_everyone && !input.receivers.length) throw invalidField('receivers', M.noReceivers);
      if (sendDay < today()) throw invalidField('sent_at', M.pastDate);
    }
    if (sendDay > today() && !auth.permissions.has('send-correspondences-future-date')) throw invalidField('sent_at', M.futureDate);
    if (input.expiration_at && input.expiration_at < sendDay) throw invalidField('expiration_at', M.expired);
    return {
      type, body, viewers: content.viewers, is_mandatory: content.is_mandatory, sendDay, survey_id: type.is_survey ? input.survey_id ?? null : null,
      clearFiles: content.clearFiles, videoId,
    };
  }

  /** A sent item: numbered per type (and year); approved at once when the sender may approve. */
  async function send(tx: Executor, id: number, typeId: number, auth: AuthContext, now: Date) {
    const [type] = await rowsOf<{ code: string; sequence_yearly_reset: boolean }>(tx.execute(sql`select code, sequence_yearly_reset from correspondence_types where id = ${typeId}`));
    const year = sequenceYear(type!.sequence_yearly_reset, now);
    const number = await repo.nextNumber(tx, typeId, year);
    const selfApproved = auth.permissions.has('approve-correspondences');
    await tx.execute(sql`update correspondences set status = ${selfApproved ? 'approved' : 'pending'},
      reference_code = ${formatNumber(type!.code, now, number)}, sequence_year = ${year}, sequence_number = ${number},
      decided_by_user_id = ${selfApproved ? auth.userId : null}, decided_at = ${selfApproved ? now : null}, created_at = ${now}
      where id = ${id}`);
    if (selfApproved) await delivery.enqueue(tx, id);
  }

  async function attach(tx: Executor, id: number, received: ReceivedFile[], auth: AuthContext, now: Date, keep?: number[]) {
    if (keep) await repo.keepFiles(tx, id, keep);
    const rows: FileRow[] = await insertReceived(tx, received, auth.userId, now);
    await repo.attachFiles(tx, id, rows.map((f) => f.id));
    const [{ n }] = (await rowsOf<{ n: number }>(tx.execute(sql`select count(*)::int as n from correspondence_files where correspondence_id = ${id}`))) as [{ n: number }];
    if (Number(n) > FILES_MAX) throw invalidField('files', M.tooManyFiles);
    return rows.map((f) => f.id);
  }

  /** The item's video file id: an uploaded video is stored now (owned by the sender), a chosen one is reused. */
  async function videoFileOf(tx: Executor, v: { videoId: number | null }, video: ReceivedFile | undefined, auth: AuthContext, now: Date) {
    if (!video) return v.videoId;
    const [row] = await insertReceived(tx, [video], auth.userId, now);
    return Number(row!.id);
  }

  return {
    details,
    readable,

    videos: async (auth: AuthContext) => (await repo.videos(db, auth.userId, auth.isSuper || auth.permissions.has('manage-correspondences'))).map((f) => ({
      id: Number(f.id), original_name: f.original_name, mime_type: f.mime_type, size: Number(f.size), created_at: new Date(f.created_at).toISOString(),
    })),

    async videoForReading(id: number, auth: AuthContext): Promise<FileRow> {
      const row = await readable(id, auth);
      const file = row.video_file_id === null ? undefined : await repo.fileById(db, Number(row.video_file_id));
      if (!file) throw notFound();
      return { ...file, created_at: new Date(file.created_at) };
    },

    async createForm(auth: AuthContext) {
      return {
        correspondence_types: await types.usableBy(auth),
        send_as: ['position', 'user'] as ('position' | 'user')[],
        can_send_future_date: auth.permissions.has('send-correspondences-future-date'),
        surveys_available: true,
        surveys: await liveSurveys(db),
      };
    },

    async create(input: SaveInput, received: ReceivedFile[], auth: AuthContext, video?: ReceivedFile) {
      const v = await validated(input, auth, video);
      const now = clock();
      const id = await db.transaction(async (tx) => {
        const [row] = await rowsOf<{ id: number }>(tx.execute(sql`insert into correspondences
          (correspondence_type_id, owner_user_id, owner_position_id, send_as, subject, body, is_mandatory, send_to_everyone, survey_id, status, sent_at, expiration_at, created_at, updated_at)
          values (${v.type.id}, ${auth.userId}, ${auth.positionId}, ${input.send_as}, ${input.subject}, ${v.body}, ${v.is_mandatory}, ${input.send_to_everyone}, ${v.survey_id},
            'draft', ${input.is_draft ? input.sent_at ?? null : v.sendDay}, ${input.expiration_at ?? null}, ${now}, ${now}) returning id`));
        const newId = Number(row!.id);
        const videoFileId = await videoFileOf(tx, v, video, auth, now);
        if (videoFileId) await tx.execute(sql`update correspondences set video_file_id = ${videoFileId} where id = ${newId}`);
        await audienceRepository.replace(tx, newId, input.receivers, v.viewers);
        const fileIds = await attach(tx, newId, v.clearFiles ? [] : received, auth, now);
        if (!input.is_draft) await send(tx, newId, v.type.id, auth, now);
        await activityLogRepository.record(tx, {
          table_name: TABLE, target_id: newId, action: 'created', causer_id: auth.userId,
          attributes: { subject: input.subject, correspondence_type_id: v.type.id, is_draft: input.is_draft, is_mandatory: v.is_mandatory, receivers: input.receivers, viewers: v.viewers, send_to_everyone: input.send_to_everyone, file_ids: fileIds, video_file_id: videoFileId },
        });
        return newId;
      });
      return details((await repo.find(db, id, auth.userId))!, auth.userId);
    },

    /**
     * A draft is edited (and sent when is_draft turns false). An own pending item is edited in
     * place. An own approved item is revised: revision + 1, everyone's reading is cleared (a
     * mandatory item is asked again) and the audience is resolved again for people who joined.
     */
    async update(id: number, input: SaveInput, received: ReceivedFile[], auth: AuthContext, video?: ReceivedFile) {
      const before = await own(id, auth);
      if (before.status === 'rejected') throw info(M.notEditable);
      const draft = before.status === 'draft';
      const v = await validated({ ...input, is_draft: draft ? input.is_draft : false }, auth, video);
      const now = clock();
      await db.transaction(async (tx) => {
        await tx.execute(sql`update correspondences set correspondence_type_id = ${draft ? v.type.id : before.correspondence_type_id},
          subject = ${input.subject}, body = ${v.body}, is_mandatory = ${v.is_mandatory}, send_as = ${input.send_as},
          send_to_everyone = ${input.send_to_everyone}, expiration_at = ${input.expiration_at ?? null}, survey_id = ${v.survey_id},
          sent_at = ${draft && input.is_draft ? input.sent_at ?? null : before.status === 'approved' ? before.sent_at : v.sendDay}, updated_at = ${now}
          where id = ${id}`);
        const videoFileId = await videoFileOf(tx, v, video, auth, now);
        await tx.execute(sql`update correspondences set video_file_id = ${videoFileId} where id = ${id}`);
        await audienceRepository.replace(tx, id, input.receivers, v.viewers);
        const fileIds = await attach(tx, id, v.clearFiles ? [] : received, auth, now, v.clearFiles ? [] : input.keep_file_ids ?? []);
        if (draft && !input.is_draft) await send(tx, id, v.type.id, auth, now);
        if (before.status === 'approved') {
          await tx.execute(sql`update correspondences set revision = revision + 1, delivered_at = null where id = ${id}`);
          await tx.execute(sql`update correspondence_recipients set read_at = null, read_revision = null where correspondence_id = ${id}`);
          await delivery.enqueue(tx, id);
        }
        await activityLogRepository.record(tx, {
          table_name: TABLE, target_id: id, action: before.status === 'approved' ? 'revised' : 'updated', causer_id: auth.userId,
          attributes: { subject: input.subject, is_mandatory: v.is_mandatory, receivers: input.receivers, viewers: v.viewers, file_ids: fileIds, video_file_id: videoFileId, sent: draft && !input.is_draft },
          old: { subject: before.subject, is_mandatory: before.is_mandatory, status: before.status },
        });
      });
      return details((await repo.find(db, id, auth.userId))!, auth.userId);
    },

    getForEdit: async (id: number, auth: AuthContext) => details(await own(id, auth), auth.userId),
    get: async (id: number, auth: AuthContext) => details(await readable(id, auth), auth.userId),

    /** Spec 3 §4: a draft goes at once; a sent item only once approved or rejected. */
    async remove(id: number, auth: AuthContext) {
      const before = await own(id, auth);
      if (before.status === 'pending') throw info(M.notDeletable);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update correspondences set deleted_at = ${clock()} where id = ${id}`);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: 'deleted', attributes: {}, old: { subject: before.subject, status: before.status }, causer_id: auth.userId });
      });
    },

    async decide(id: number, decision: 'approved' | 'rejected', auth: AuthContext) {
      const now = clock();
      await db.transaction(async (tx) => {
        const item = await repo.lock(tx, id);
        if (!item || item.deleted_at) throw notFound();
        if (item.status !== 'pending') throw info(M.notPending);
        // Spec 3 §4: a future-dated item whose send day has passed goes back to its sender.
        if (decision === 'approved' && item.sent_at && item.sent_at < turkeyDate(now)) throw info(M.contactSender);
        await tx.execute(sql`update correspondences set status = ${decision}, decided_by_user_id = ${auth.userId}, decided_at = ${now}, updated_at = ${now} where id = ${id}`);
        if (decision === 'approved') await delivery.enqueue(tx, id);
        await activityLogRepository.record(tx, { table_name: TABLE, target_id: id, action: decision, attributes: { status: decision }, old: { status: 'pending' }, causer_id: auth.userId });
      });
      return details((await repo.find(db, id, auth.userId))!, auth.userId);
    },

    async box(box: 'inbox' | 'outbox' | 'draft' | 'approval', auth: AuthContext, s: BoxSearch) {
      const { rows, total } = box === 'inbox' ? await repo.inbox(db, auth.userId, today(), s)
        : box === 'approval' ? await repo.approval(db, auth.userId, s)
          : await repo.outbox(db, auth.userId, s, box === 'draft');
      return { data: rows.map(toItem), meta: pageMeta(s, total) };
    },

    async management(auth: AuthContext, s: BoxSearch & { owner_id?: number; from_date?: string; to_date?: string }) {
      const { rows, total } = await repo.management(db, auth.userId, s);
      return { data: rows.map(toItem), meta: pageMeta(s, total) };
    },

    /** The first reading counts; a second call answers the same time (an offline replay changes nothing). */
    async markRead(id: number, auth: AuthContext) {
      const row = await readable(id, auth);
      // A survey item is read by answering it (the answer marks it read).
      if (row.survey_id !== null && !row.survey_answered && (await repo.recipient(db, id, auth.userId))) throw info(M.surveyAnswerFirst);
      const at = await repo.markRead(db, id, auth.userId, clock());
      if (!at) throw notFound();
      return { read_at: new Date(at).toISOString() };
    },

    async mandatory(auth: AuthContext) {
      const ids = await repo.mandatoryUnread(db, auth.userId, today());
      const out: CorrespondenceDetails[] = [];
      for (const id of ids) out.push(await details((await repo.find(db, id, auth.userId))!, auth.userId));
      return out;
    },

    labelCount: (auth: AuthContext) => repo.labelCounts(db, auth.userId, today(), auth.permissions.has('approve-correspondences')),

    async fileForReading(id: number, fileId: number, auth: AuthContext): Promise<FileRow> {
      await readable(id, auth);
      const file = (await repo.files(db, id)).find((f) => Number(f.id) === fileId);
      if (!file) throw notFound();
      return { ...file, created_at: new Date(file.created_at) };
    },

    async securityProjectRoles(projectId: number) {
      const rows = await rowsOf<{ id: number; name: string; department_name: string; members: number }>(db.execute(sql`
        select r.id, r.name, d.name as department_name, count(distinct p.id)::int as members
        from security_project_positions s join positions p on p.id = s.position_id and p.deleted_at is null
        join roles r on r.id = p.role_id join departments d on d.id = r.department_id
        where s.security_project_id = ${projectId} group by r.id, r.name, d.name order by r.name, r.id`));
      return rows.map((r) => ({ id: Number(r.id), name: r.name, department_name: r.department_name, members: Number(r.members) }));
    },
  };
}

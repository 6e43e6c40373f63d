import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PERFORMANCE_MESSAGES as M } from '../../../src/contracts/performance/access';
import type { NoteBody } from '../../../src/contracts/performance/cards';
import type { AuthContext } from '../../plugins/auth';
import { containsFolded, pageMeta, type Page } from '../../db/sql';
import { info, notFound } from '../../plugins/http-errors';
import { filesRepository } from '../files/files.repository';
import { filesService } from '../files/files.service';
import { insertReceived, readUploadForm } from '../files/record-files';
import { requireStatus } from './periods.service';
import { iso, one, rows } from './sql';

type NoteRow = { id: number; position_id: number; full_name: string | null; body: string; date: string; author: string; author_user_id: number; file_ids: number[]; created_at: unknown };
const NOTE_SELECT = sql`select n.id, n.position_id, c.full_name, n.body, n.date::text as date, u.first_name || ' ' || u.last_name as author, n.author_user_id, n.file_ids, n.created_at
  from performance_observation_notes n join users u on u.id = n.author_user_id left join performance_cards c on c.id = n.card_id`;

/**
 * Observation notes (spec 3 §3, §4): written by evaluators while the period is active, never
 * edited afterwards (there is no update route; the form warns first). A note belongs to its
 * author; HR (edit-performance-periods) reads them all.
 */
export function notesService(app: FastifyInstance) {
  const db = app.deps.database.db;
  const canReadAll = (auth: AuthContext) => auth.permissions.has('edit-performance-periods');
  const scope = (auth: AuthContext) => (canReadAll(auth) ? sql`true` : sql`n.author_user_id = ${auth.userId}`);

  async function shape(list: NoteRow[], auth: AuthContext) {
    const ids = [...new Set(list.flatMap((n) => n.file_ids))];
    const names = new Map((ids.length ? await rows<{ id: number; original_name: string }>(db, sql`select id, original_name from files where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`) : []).map((f) => [f.id, f.original_name]));
    return list.map(({ file_ids, created_at, author_user_id, ...n }) => ({
      ...n, created_at: iso(created_at), attachments: file_ids.map((id) => ({ id, name: names.get(id) ?? `dosya-${id}` })),
      // Files are added by the note's author only (attach below).
      can_attach: Number(author_user_id) === auth.userId,
    }));
  }
  async function note(id: number, auth: AuthContext) {
    const row = await one<NoteRow>(db, sql`${NOTE_SELECT} where n.id = ${id} and ${scope(auth)}`);
    if (!row) throw notFound(M.noteNotFound);
    return (await shape([row], auth))[0]!;
  }

  return {
    async list(auth: AuthContext, p: Page) {
      const [data, [total]] = await Promise.all([
        rows<NoteRow>(db, sql`${NOTE_SELECT} where ${scope(auth)} order by n.created_at desc, n.id desc limit ${p.perpage} offset ${(p.page - 1) * p.perpage}`),
        rows<{ n: number }>(db, sql`select count(*)::int as n from performance_observation_notes n where ${scope(auth)}`),
      ]);
      return { data: await shape(data, auth), meta: pageMeta(p, total?.n ?? 0) };
    },
    /** Positions with a card in an active period: the evaluator's own cards, HR all. */
    positions: (auth: AuthContext, q?: string) => rows<{ id: number; full_name: string; card_id: number }>(db, sql`select c.position_id as id, c.full_name, c.id as card_id
      from performance_cards c join performance_periods p on p.id = c.performance_period_id
      where c.deleted_at is null and c.is_active and c.position_id is not null and p.status = 'active' and p.deleted_at is null
        ${q ? sql`and ${containsFolded(sql`c.full_name`, q)}` : sql``}
        ${canReadAll(auth) ? sql`` : sql`and exists (select 1 from performance_card_managers m where m.card_id = c.id and m.user_id = ${auth.userId})`}
      order by c.full_name limit 30`),
    async create(auth: AuthContext, b: NoteBody) {
      const card = await one<{ id: number; status: string }>(db, sql`select c.id, p.status from performance_cards c join performance_periods p on p.id = c.performance_period_id
        where c.position_id = ${b.position_id} and c.deleted_at is null and p.deleted_at is null
          ${canReadAll(auth) ? sql`` : sql`and exists (select 1 from performance_card_managers m where m.card_id = c.id and m.user_id = ${auth.userId})`}
        order by (p.status = 'active') desc, p.start_at desc limit 1`);
      if (!card) throw info(M.noteNoCard);
      requireStatus({ status: card.status as 'active' }, 'add_observation_note');
      const [row] = await rows<{ id: number }>(db, sql`insert into performance_observation_notes (position_id, card_id, body, date, author_user_id, created_at)
        values (${b.position_id}, ${card.id}, ${b.body}, ${b.date}, ${auth.userId}, ${app.deps.clock()}) returning id`);
      return note(row!.id, auth);
    },
    /** Attachments are added by the note's author only (adding a file is not editing the note's text). */
    async attach(id: number, auth: AuthContext, request: FastifyRequest) {
      const own = await one(db, sql`select 1 from performance_observation_notes where id = ${id} and author_user_id = ${auth.userId}`);
      if (!own) throw notFound(M.noteNotFound);
      const received = await readUploadForm(app, request, { filesMax: 10, tooManyFiles: 'En fazla 10 dosya yüklenebilir.', unreadable: 'Dosya okunamadı.', onField: () => undefined });
      await db.transaction(async (tx) => {
        const stored = await insertReceived(tx, received, auth.userId, app.deps.clock());
        await tx.execute(sql`update performance_observation_notes set file_ids = file_ids || ${JSON.stringify(stored.map((f) => f.id))}::jsonb where id = ${id}`);
      });
      return note(id, auth);
    },
    async sendAttachment(id: number, fileId: number, auth: AuthContext, request: FastifyRequest, reply: FastifyReply) {
      const n = await note(id, auth);
      if (!n.attachments.some((a) => a.id === fileId)) throw notFound(M.noteNotFound);
      const row = await filesRepository.find(db, fileId);
      if (!row) throw notFound(M.noteNotFound);
      await filesService(app).sendFile(row, request, reply);
    },
  };
}

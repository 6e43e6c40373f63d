import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small ProcessMaker 3 REST server on loopback for the adapter's tests: the /api/1.0/{workspace}
 * paths the adapter calls, bearer tokens per user, and a log of what it was asked.
 */
export interface FakeCall { method: string; path: string; query: Record<string, string>; body: unknown; token: string | null }

const FORM = { items: [{ type: 'form', items: [
  [{ type: 'text', id: 'subject', var_name: 'subject', label: 'Konu', required: true, colSpan: 12 }],
  [{ type: 'submit', id: 's', label: 'Gönder' }],
] }] };

/** The bytes every stored input document answers with (a 1×1 PNG). */
export const DOC_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export async function startFakeProcessMaker(workspace = 'workflow') {
  const calls: FakeCall[] = [];
  const users: Record<string, string> = { 'tok-personel': '00000000000000000000000000000001', 'tok-sef': '00000000000000000000000000000002' };
  const cases = new Map<string, {
    app_number: number; owner: string; variables: Record<string, unknown>; del_index: number; status: string; task: string;
    documents: { app_doc_uid: string; app_doc_filename: string; app_doc_create_date: string }[];
  }>();
  let next = 100;
  const base = `/api/1.0/${workspace}/`;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const body = await readBody(req);
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '') || null;
    const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : '';
    calls.push({ method: req.method ?? '', path, query: Object.fromEntries(url.searchParams), body, token });
    const send = (status: number, data: unknown) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(data)); };
    const user = token ? users[token] : undefined;
    if (!user) return send(401, { error: { code: 401, message: 'Unauthorized' } });
    const m = (re: RegExp) => re.exec(path);
    const own = (id: string) => { const c = cases.get(id); return c && c.owner === user ? c : undefined; };
    let r: RegExpExecArray | null;

    if (req.method === 'GET' && (r = m(/^cases(\/(draft|participated|unassigned))?\/paged$/))) {
      const mine = [...cases.entries()].filter(([, c]) => c.owner === user && (r![2] === 'draft' ? c.status === 'DRAFT' : r![2] ? r![2] === 'participated' : c.status === 'TO_DO'));
      const start = Number(url.searchParams.get('start') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 25);
      return send(200, { data: mine.slice(start - 1, start - 1 + limit).map(([id, c]) => ({
        app_uid: id, app_number: c.app_number, app_title: `#${c.app_number}`, app_pro_title: 'Talep', app_tas_title: c.task, del_index: c.del_index,
        app_status: c.status, pro_uid: 'prj1', tas_uid: c.task, app_current_user: 'Ayşe Doğan', del_delegate_date: '2026-11-20 08:00:00', app_update_date: '2026-11-20 08:00:00',
      })), total: mine.length, start, limit });
    }
    if (req.method === 'GET' && path === 'project') return send(200, [{ prj_uid: 'prj1', prj_name: 'Talep', prj_description: null, prj_status: 'ACTIVE' }]);
    if (req.method === 'GET' && path === 'project/prj1/starting-tasks') return send(200, [{ act_uid: 'task1', act_name: 'Talep Formu' }]);
    if (req.method === 'GET' && path === 'project/prj1/activity/task1/steps') {
      return send(200, [{ step_uid: 'st1', step_type_obj: 'DYNAFORM', step_uid_obj: 'dyn1', step_position: 1, triggers: [{ tri_uid: 'tri1', tri_title: 'Tarih', st_type: 'AFTER', st_position: 1 }] }]);
    }
    if (req.method === 'GET' && path === 'project/prj1/dynaform/dyn1') return send(200, { dyn_uid: 'dyn1', dyn_title: 'Talep Formu', dyn_content: JSON.stringify(FORM) });
    if (req.method === 'POST' && path === 'cases') {
      const id = `app${next}`;
      cases.set(id, { app_number: next++, owner: user, variables: {}, del_index: 1, status: 'DRAFT', task: 'task1', documents: [] });
      return send(200, { app_uid: id, app_number: next - 1 });
    }
    if ((r = m(/^cases\/([^/]+)$/)) && req.method === 'GET') {
      if (!cases.has(r[1]!)) return send(404, { error: { code: 404, message: 'not found' } });
      const c = own(r[1]!);
      if (!c) return send(403, { error: { code: 403, message: 'no access' } });
      return send(200, { app_uid: r[1], app_number: c.app_number, app_name: `#${c.app_number}`, app_status: c.status, pro_uid: 'prj1', pro_name: 'Talep',
        app_init_usr_uid: user, app_init_usr_username: 'personel', app_create_date: '2026-11-20 08:00:00', app_update_date: '2026-11-20 08:00:00',
        current_task: c.status === 'COMPLETED' ? [] : [{ usr_uid: user, usr_name: 'Ayşe Doğan', tas_uid: c.task, tas_title: 'Talep Formu', del_index: c.del_index, del_thread_status: 'OPEN' }] });
    }
    if ((r = m(/^cases\/([^/]+)\/input-documents?(?:\/([^/]+)\/file)?$/))) {
      const c = own(r[1]!);
      if (!c) return send(cases.has(r[1]!) ? 403 : 404, { error: { message: 'no' } });
      // Upload: ProcessMaker 3 takes the file in `form` with tas_uid (multipart); lists and serves what it keeps.
      if (req.method === 'POST' && path.endsWith('/input-document')) {
        const uid = `doc${next++}`;
        c.documents.push({ app_doc_uid: uid, app_doc_filename: /filename="([^"]+)"/.exec(String(body))?.[1] ?? '', app_doc_create_date: '2026-11-20 09:00:00' });
        return send(200, c.documents.at(-1));
      }
      if (req.method === 'GET' && path.endsWith('/input-documents')) return send(200, c.documents);
      const doc = c.documents.find((d) => d.app_doc_uid === r![2]);
      if (req.method === 'GET' && doc) {
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-disposition': `attachment; filename="${doc.app_doc_filename}"` });
        return res.end(DOC_BYTES);
      }
    }
    if (req.method === 'GET' && (r = m(/^cases\/([^/]+)\/tasks$/))) {
      const c = own(r[1]!);
      if (!c) return send(cases.has(r[1]!) ? 403 : 404, { error: { message: 'no' } });
      // ProcessMaker 3's shape: each task of the process with the delegations made to it.
      return send(200, [{ tas_uid: 'task1', tas_title: 'Talep Formu', tas_type: 'NORMAL', delegations: [{
        del_index: 1, del_init_date: '2026-11-20 08:00:00', del_task_due_date: '2026-11-21 08:00:00',
        del_finish_date: c.status === 'COMPLETED' ? '2026-11-20 08:05:00' : null, usr_uid: c.owner, usr_username: 'personel', usr_firstname: 'Ayşe', usr_lastname: 'Doğan',
      }] }, { tas_uid: 'task2', tas_title: 'Yönetici Onayı', tas_type: 'NORMAL', delegations: [] }]);
    }
    if ((r = m(/^cases\/([^/]+)\/(variables|variable|route-case|execute-trigger\/([^/]+))$/))) {
      const c = own(r[1]!);
      if (!c) return send(cases.has(r[1]!) ? 403 : 404, { error: { message: 'no' } });
      if (r[2] === 'variables' && req.method === 'GET') return send(200, c.variables);
      if (r[2] === 'variable' && req.method === 'PUT') { Object.assign(c.variables, body); return send(200, {}); }
      if (r[3] && req.method === 'PUT') { c.variables.stamped = true; return send(200, {}); }
      if (r[2] === 'route-case' && req.method === 'PUT') { c.status = 'COMPLETED'; return send(200, {}); }
    }
    if (req.method === 'GET' && (r = m(/^light\/get-next-step\/([^/]+)$/))) return send(200, [{ tas_uid: '', tas_title: 'End of process' }]);
    return send(404, { error: { code: 404, message: `no route ${req.method} ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}${base.slice(0, -1)}`, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try { return text ? (JSON.parse(text) as unknown) : undefined; } catch { return text; }
}

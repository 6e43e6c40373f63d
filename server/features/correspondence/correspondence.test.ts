import { describe, expect, it } from 'vitest';
import { json, userInRole } from '../demands/demand-test-kit';
import { multipart, PDF } from '../files/upload-fixtures';
import { correspondenceFixture, deliverAll, send } from './correspondence-test-kit';

const f = correspondenceFixture();

const base = (extra: Record<string, unknown> = {}) => ({
  subject: 'Vardiya talimatı', body: '<p>Merhaba</p>', correspondence_type_id: f.general, receivers: [{ type: 'role', id: f.personelRole }], ...extra,
});

describe('sending and the boxes', () => {
  it('saves a draft, edits it and sends it; the draft is in no inbox until sent and approved', async () => {
    const draft = await send(f.t, f.sef, base({ is_draft: true, subject: 'Taslak yazı' }));
    expect(draft.statusCode).toBe(201);
    expect(draft.json().helper_data.message).toBe('Taslak kaydedildi.');
    const id = draft.json().data.id;
    expect(draft.json().data).toMatchObject({ status: 'draft', is_draft: true, reference_code: null });
    const drafts = (await json(f.sef, f.t, 'GET', '/correspondence-draft')).json().data;
    expect(drafts.map((d: { id: number }) => d.id)).toContain(id);
    expect((await json(f.personel, f.t, 'GET', `/correspondence/${id}`)).statusCode).toBe(404);

    const edited = await json(f.sef, f.t, 'PUT', `/correspondence/${id}`, base({ subject: 'Taslak yazı (düzeltildi)', is_draft: true }));
    expect(edited.json().data.subject).toBe('Taslak yazı (düzeltildi)');
    const sent = await json(f.sef, f.t, 'PUT', `/correspondence/${id}`, base({ subject: 'Taslak yazı (son)', is_draft: false }));
    expect(sent.statusCode).toBe(200);
    // f.sef may not approve: the item waits in the approval queue, numbered.
    expect(sent.json().data).toMatchObject({ status: 'pending', is_sent: true });
    expect(sent.json().data.reference_code).toMatch(/^[A-Z]+-\d{4}-\d{4}$/);
    expect((await json(f.sef, f.t, 'GET', '/correspondence-draft')).json().data.map((d: { id: number }) => d.id)).not.toContain(id);
    expect((await json(f.sef, f.t, 'GET', '/correspondence-outbox')).json().data.map((d: { id: number }) => d.id)).toContain(id);

    expect((await json(f.personel, f.t, 'GET', '/correspondence-approval')).statusCode).toBe(403);
    const queue = (await json(f.admin, f.t, 'GET', '/correspondence-approval')).json().data;
    expect(queue.map((d: { id: number }) => d.id)).toContain(id);
    expect((await json(f.personel, f.t, 'PUT', `/correspondence/${id}/approve`)).statusCode).toBe(403);
    const approved = await json(f.admin, f.t, 'PUT', `/correspondence/${id}/approve`);
    expect(approved.json()).toMatchObject({ data: { status: 'approved', is_approved: true }, helper_data: { message: 'Yazışma onaylandı.' } });
    expect((await json(f.admin, f.t, 'PUT', `/correspondence/${id}/approve`)).json().info).toBe('Bu yazışma onay beklemiyor.');

    // Delivered by the job: the role's members get it in their inbox, the unread count rises.
    expect((await json(f.personel, f.t, 'GET', '/correspondence-inbox')).json().data.map((d: { id: number }) => d.id)).not.toContain(id);
    const run = await deliverAll(f.t);
    expect(run.people).toBeGreaterThan(0);
    const inbox = (await json(f.personel, f.t, 'GET', '/correspondence-inbox')).json().data;
    expect(inbox.find((d: { id: number }) => d.id === id)).toMatchObject({ read_at: null });
    const before = (await json(f.personel, f.t, 'GET', '/label-count')).json().data.inbox;
    const read = await json(f.personel, f.t, 'PUT', `/correspondence/${id}/read`);
    expect(read.statusCode).toBe(200);
    expect((await json(f.personel, f.t, 'GET', '/label-count')).json().data.inbox).toBe(before - 1);
    // Reading twice keeps the first time (an offline replay changes nothing).
    expect((await json(f.personel, f.t, 'PUT', `/correspondence/${id}/read`)).json().data.read_at).toBe(read.json().data.read_at);
  });

  it('sorts the inbox by subject and reference code, newest first by default', async () => {
    for (const subject of ['Beta duyurusu', 'Alfa duyurusu']) await send(f.t, f.admin, base({ subject }));
    await deliverAll(f.t);
    const newest = (await json(f.personel, f.t, 'GET', '/correspondence-inbox')).json().data;
    expect(newest[0].subject).toBe('Alfa duyurusu');
    const bySubject = (await json(f.personel, f.t, 'GET', '/correspondence-inbox?sort=subject&ordering=asc')).json().data;
    const subjects = bySubject.map((d: { subject: string }) => d.subject);
    expect(subjects.indexOf('Alfa duyurusu')).toBeLessThan(subjects.indexOf('Beta duyurusu'));
    const byCode = (await json(f.personel, f.t, 'GET', '/correspondence-inbox?sort=reference_code&ordering=desc')).json().data;
    const codes = byCode.map((d: { reference_code: string }) => d.reference_code);
    expect(codes).toEqual([...codes].sort().reverse());
  });

  it('sanitises the body: no script, no event handler, no javascript: link survives', async () => {
    const res = await send(f.t, f.admin, base({ body: '<p onclick="x()">Metin<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">tık</a><a href="https://ornek.com">iyi</a></p>' }));
    const body: string = res.json().data.body;
    expect(body).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(body).toContain('Metin');
    expect(body).toContain('href="https://ornek.com"');
    expect((await json(f.admin, f.t, 'GET', `/correspondence/${res.json().data.id}`)).json().data.body).toBe(body);
  });

  it('refuses receivers that do not exist or that the sender may not address', async () => {
    expect((await send(f.t, f.admin, base({ receivers: [{ type: 'role', id: 999999 }] }))).json().errors.receivers[0]).toBe('Seçilen alıcılardan biri bulunamadı veya bu alıcıya gönderemezsiniz.');
    const group = await json(f.sef, f.t, 'POST', '/personal-group', { name: 'Şefin grubu', related_roles: [f.personelRole] });
    expect(group.statusCode).toBe(201);
    const foreign = await send(f.t, f.admin, base({ receivers: [{ type: 'personal_group', id: group.json().data.id }] }));
    expect(foreign.statusCode).toBe(422);
    expect((await send(f.t, f.admin, base({ receivers: [{ type: 'group', id: 1 }] }))).statusCode).toBe(422);
    expect((await send(f.t, f.admin, base({ receivers: [] }))).json().errors.receivers[0]).toBe('En az bir alıcı seçiniz veya herkese gönderiniz.');
    // The owner may use their own group.
    const own = await send(f.t, f.sef, base({ receivers: [{ type: 'personal_group', id: group.json().data.id }] }));
    expect(own.statusCode).toBe(201);
    expect(own.json().data.receivers[0]).toMatchObject({ type: 'personal_group', name: 'Şefin grubu' });
  });

  it('needs send-correspondences-future-date for a future day; approving after the day passed says to contact the sender', async () => {
    const tomorrow = new Date(f.t.now.value.getTime() + 36 * 3600_000).toISOString().slice(0, 10);
    expect((await send(f.t, f.sef, base({ sent_at: tomorrow }))).json().errors.sent_at[0]).toBe('İleri tarihli gönderim için yetkiniz bulunmamaktadır.');
    const future = await send(f.t, f.admin, base({ sent_at: tomorrow, subject: 'Yarın' }));
    expect(future.json().data.status).toBe('approved');
    await deliverAll(f.t);
    expect((await json(f.personel, f.t, 'GET', `/correspondence/${future.json().data.id}`)).statusCode).toBe(404);

    // A future-dated item from someone who may not approve, but holds the date permission.
    await f.t.database.db.execute(`insert into role_permissions (role_id, permission) select id, 'send-correspondences-future-date' from roles where name = 'Vardiya Şefi' on conflict do nothing` as never);
    const sef2 = await f.t.login('sef');
    const pending = await send(f.t, sef2, base({ sent_at: tomorrow, subject: 'Geç onay' }));
    expect(pending.json().data.status).toBe('pending');
    const saved = f.t.now.value;
    f.t.now.value = new Date(saved.getTime() + 3 * 24 * 3600_000);
    try {
      // Tokens live 8 hours: sign in again three days later.
      const [admin3, personel3] = [await f.t.login('admin'), await f.t.login('personel')];
      expect((await json(admin3, f.t, 'PUT', `/correspondence/${pending.json().data.id}/approve`)).json().info)
        .toBe('Gönderim tarihi geçmiş bir yazışma onaylanamaz. Lütfen gönderen ile iletişime geçiniz.');
      // The approved future item goes out once its day has come.
      await deliverAll(f.t);
      expect((await json(personel3, f.t, 'GET', `/correspondence/${future.json().data.id}`)).statusCode).toBe(200);
    } finally {
      f.t.now.value = saved;
    }
  });

  it('deletes a sent item only when approved or rejected', async () => {
    const pending = (await send(f.t, f.sef, base({ subject: 'Silinecek' }))).json().data.id;
    expect((await json(f.sef, f.t, 'DELETE', `/correspondence/${pending}`)).json().info).toBe('Gönderilmiş bir yazışma yalnızca onaylandıktan veya reddedildikten sonra silinebilir.');
    expect((await json(f.admin, f.t, 'PUT', `/correspondence/${pending}/reject`)).json().data.status).toBe('rejected');
    expect((await json(f.personel, f.t, 'DELETE', `/correspondence/${pending}`)).statusCode).toBe(404);
    expect((await json(f.sef, f.t, 'DELETE', `/correspondence/${pending}`)).json().data.message).toBe('Yazışma silindi.');
    expect((await json(f.sef, f.t, 'GET', `/correspondence/${pending}`)).statusCode).toBe(404);
  });
});

describe('files and who may read', () => {
  it('stores files under untrusted names and serves them only to those who may read the item', async () => {
    const form = multipart([
      { name: 'data', content: JSON.stringify(base({ subject: 'Ekli talimat' })) },
      { name: 'files[0]', filename: '../../etc/passwd.pdf', type: 'application/pdf', content: PDF },
    ]);
    const res = await f.t.call(f.admin, { method: 'POST', url: '/api/correspondence', ...form });
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect(item.files[0].original_name).not.toContain('/');
    expect(item.files[0].extension).toBe('pdf');
    await deliverAll(f.t);
    expect((await f.t.call(f.personel, { method: 'GET', url: item.files[0].file_url })).statusCode).toBe(200);
    // Not a receiver: neither the item nor its file.
    expect((await json(f.denetci, f.t, 'GET', `/correspondence/${item.id}`)).statusCode).toBe(404);
    expect((await f.t.call(f.denetci, { method: 'GET', url: item.files[0].file_url })).statusCode).toBe(404);
    expect((await json(f.denetci, f.t, 'PUT', `/correspondence/${item.id}/read`)).statusCode).toBe(404);
    expect((await f.t.call(null, { method: 'GET', url: item.files[0].file_url })).statusCode).toBe(401);
  });

  it('refuses a file over 8 MB', async () => {
    const form = multipart([
      { name: 'data', content: JSON.stringify(base()) },
      { name: 'files[0]', filename: 'big.pdf', type: 'application/pdf', content: Buffer.concat([PDF, Buffer.alloc(8 * 1024 * 1024 + 10)]) },
    ]);
    const res = await f.t.call(f.admin, { method: 'POST', url: '/api/correspondence', ...form });
    expect(res.statusCode).toBe(413);
  });
});

describe('mandatory items and proof of reading', () => {
  it('shows unread mandatory items, records the reading, reports who read it, reminds, and a revision asks again', async () => {
    const other = await userInRole(f.t, 'personel.iki', 'Personel', 'Deniz', 'Kaya');
    const item = (await send(f.t, f.admin, base({ subject: 'Zorunlu talimat', is_mandatory: true }))).json().data;
    await deliverAll(f.t);
    const mandatory = (await json(f.personel, f.t, 'GET', '/inbox/mandatory')).json().data;
    expect(mandatory.map((d: { id: number }) => d.id)).toContain(item.id);
    await json(f.personel, f.t, 'PUT', `/correspondence/${item.id}/read`);
    expect((await json(f.personel, f.t, 'GET', '/inbox/mandatory')).json().data.map((d: { id: number }) => d.id)).not.toContain(item.id);

    const report = await json(f.admin, f.t, 'GET', `/correspondence/${item.id}/receipts`);
    expect(report.statusCode).toBe(200);
    const { summary, people } = report.json().data;
    expect(summary.total).toBe(2);
    expect(summary.read).toBe(1);
    expect(summary.by_department[0]).toMatchObject({ name: 'Güvenlik Operasyonları', total: 2, read: 1 });
    expect(people.find((p: { full_name: string }) => p.full_name === 'Ayşe Doğan').read_at).not.toBeNull();
    expect(people.find((p: { full_name: string }) => p.full_name === 'Deniz Kaya').read_at).toBeNull();
    // Only the sender (or a manager) sees receipts.
    expect((await json(f.personel, f.t, 'GET', `/correspondence/${item.id}/receipts`)).statusCode).toBe(404);
    const xlsx = await f.t.call(f.admin, { method: 'GET', url: `/api/report/correspondence/download?id=${item.id}` });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');

    const reminder = await json(f.admin, f.t, 'POST', `/correspondence/${item.id}/remind`);
    expect(reminder.json().data.receivers).toBe(1);
    const otherMandatory = (await json(other, f.t, 'GET', '/inbox/mandatory')).json().data.map((d: { id: number }) => d.id);
    expect(otherMandatory).toEqual(expect.arrayContaining([item.id, reminder.json().data.id]));
    expect((await json(f.personel, f.t, 'GET', '/inbox/mandatory')).json().data.map((d: { id: number }) => d.id)).not.toContain(reminder.json().data.id);

    const revised = await json(f.admin, f.t, 'PUT', `/correspondence/${item.id}`, base({ subject: 'Zorunlu talimat (rev. 2)', is_mandatory: true }));
    expect(revised.json().data.revision).toBe(2);
    await deliverAll(f.t);
    expect((await json(f.personel, f.t, 'GET', '/inbox/mandatory')).json().data.map((d: { id: number }) => d.id)).toContain(item.id);
  });
});

describe('types and personal groups', () => {
  it('keeps correspondence types with viewer and receiver sets behind view-correspondence-types', async () => {
    const dept = (await f.t.database.db.execute(`select department_id from roles where name = 'Personel'` as never)) as unknown as { rows: { department_id: number }[] };
    const body = { name: 'Eğitim Duyurusu', sequence_yearly_reset: true, viewers: [{ type: 'role', id: f.personelRole }], receivers: [{ type: 'department', id: dept.rows[0]!.department_id }] };
    expect((await json(f.personel, f.t, 'POST', '/correspondence-type', body)).statusCode).toBe(403);
    const created = await json(f.admin, f.t, 'POST', '/correspondence-type', body);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await json(f.personel, f.t, 'GET', `/correspondence-type/${id}/viewer`)).json().data).toEqual([{ type: 'role', id: f.personelRole, name: 'Personel' }]);
    expect((await json(f.personel, f.t, 'GET', `/correspondence-type/${id}/receiver`)).json().data[0].name).toBe('Güvenlik Operasyonları');
    // Only the viewer set's members may send with it.
    expect((await json(f.personel, f.t, 'GET', '/correspondence/create')).json().data.correspondence_types.map((x: { id: number }) => x.id)).toContain(id);
    expect((await json(f.denetci, f.t, 'GET', '/correspondence/create')).json().data.correspondence_types.map((x: { id: number }) => x.id)).not.toContain(id);
    expect((await send(f.t, f.denetci, base({ correspondence_type_id: id }))).statusCode).toBe(422);
    expect((await json(f.admin, f.t, 'PUT', `/correspondence-type/${id}`, { ...body, name: 'Eğitim Duyuruları' })).json().data.name).toBe('Eğitim Duyuruları');
    expect((await json(f.admin, f.t, 'DELETE', `/correspondence-type/${id}`)).json().data.message).toBe('Yazışma türü silindi.');
    expect((await json(f.admin, f.t, 'DELETE', `/correspondence-type/${f.general}`)).statusCode).toBe(422);
  });

  it("keeps personal groups per user: another user's group answers 404", async () => {
    const created = await json(f.personel, f.t, 'POST', '/personal-group', { name: 'Vardiya arkadaşları', related_roles: [f.personelRole] });
    const id = created.json().data.id;
    expect(created.json().data.related_roles[0].name).toContain('Personel');
    expect((await json(f.denetci, f.t, 'GET', `/personal-group/${id}`)).statusCode).toBe(404);
    expect((await json(f.denetci, f.t, 'PUT', `/personal-group/${id}`, { name: 'x y', related_roles: [f.personelRole] })).statusCode).toBe(404);
    expect((await json(f.denetci, f.t, 'DELETE', `/personal-group/${id}`)).statusCode).toBe(404);
    expect((await json(f.personel, f.t, 'GET', '/personal-group')).json().data.map((g: { id: number }) => g.id)).toEqual([id]);
    expect((await json(f.personel, f.t, 'POST', '/personal-group', { name: 'Boş grup' })).statusCode).toBe(422);
    expect((await json(f.personel, f.t, 'PUT', `/personal-group/${id}`, { name: 'Vardiya ekibi', related_roles: [f.personelRole] })).json().data.name).toBe('Vardiya ekibi');
    expect((await json(f.personel, f.t, 'DELETE', `/personal-group/${id}`)).json().data.message).toBe('Kişisel grup silindi.');
  });

  it('answers 401 without a token on every box', async () => {
    for (const path of ['/correspondence-inbox', '/correspondence-outbox', '/correspondence-draft', '/label-count', '/inbox/mandatory']) {
      expect((await json(null, f.t, 'GET', path)).statusCode).toBe(401);
    }
    expect((await json(f.personel, f.t, 'GET', '/correspondence')).statusCode).toBe(403);
    expect((await json(f.admin, f.t, 'GET', '/correspondence')).statusCode).toBe(200);
  });
});

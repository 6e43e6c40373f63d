import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let hr: string;
let admin: string;
let personel: string;
beforeAll(async () => {
  t = await createTestApp({}, 40);
  [hr, admin, personel] = await Promise.all([t.login('ik.uzmani'), t.login('admin'), t.login('personel')]);
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(token, { method, url: `/api${url}`, payload: payload as never });

const cond = (name: string, value: unknown, op = 'starts_with') => ({ sourceField: { name }, comparisonOperator: { value: op }, value });

describe('employee list and search', () => {
  it('lists active employees with paging and colours', async () => {
    const res = await call(hr, 'GET', '/gss/employee?perpage=30');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta_data.total).toBeGreaterThan(30);
    expect(body.data).toHaveLength(30);
    expect(body.data[0]).toHaveProperty('colour');
  });

  it('finds employees by a name keyword or the first digits of a national id', async () => {
    const byName = (await call(hr, 'GET', `/gss/employee?keyword=${encodeURIComponent('ismail güneş')}`)).json();
    expect(byName.data.map((e: { username: string }) => e.username)).toEqual(['sef']);
    const nationalId = byName.data[0].national_id_number as string;
    const byDigits = (await call(hr, 'GET', `/gss/employee?keyword=${nationalId.slice(0, 9)}`)).json();
    expect(byDigits.data.map((e: { national_id_number: string }) => e.national_id_number)).toContain(nationalId);
    expect(byDigits.meta_data.total).toBeLessThan(5);
  });

  it('narrows the list by a keyword: a surname however typed, or national id digits', async () => {
    const everyone = (await call(hr, 'GET', '/gss/employee?perpage=300')).json();
    const someone = everyone.data[0] as { full_name: string; national_id_number: string };
    const surname = someone.full_name.split(' ').at(-1)!;
    const byName = (await call(hr, 'GET', `/gss/employee?perpage=300&keyword=${encodeURIComponent(surname.toLocaleUpperCase('tr'))}`)).json();
    expect(byName.data.map((e: { full_name: string }) => e.full_name)).toContain(someone.full_name);
    expect(byName.meta_data.total).toBeLessThan(everyone.meta_data.total);
    const byId = (await call(hr, 'GET', `/gss/employee?perpage=300&keyword=${someone.national_id_number}`)).json();
    expect(byId.data.map((e: { national_id_number: string }) => e.national_id_number)).toEqual([someone.national_id_number]);
  });

  it('filters with a VEYA group and tells each group\'s count', async () => {
    const all = (await call(hr, 'GET', '/gss/employee?perpage=300')).json().data as { full_name: string; security_project: string | null }[];
    const first = all[0]!.full_name.split(' ')[0]!;
    const tree = {
      groups: [
        { sourceType: 'employee', logicalOperator: 'VEYA', conditions: [cond('first_name', first.toLocaleLowerCase('tr')), cond('last_name', 'zzzz')] },
        { sourceType: 'employee', logicalOperator: 'VE', conditions: [cond('term_type', ['certain_term', 'uncertain_term', 'seasonal_term', 'part_term', 'part_time_term', 'on_the_job_training_program_term'], 'in')] },
      ],
    };
    const res = await call(hr, 'POST', '/gss/employee/search?page=1&perPage=50&type=default&with_helper_data=1', tree);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { full_name: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.full_name.startsWith(first))).toBe(true);
    expect(res.json().helper_data.group_counts).toHaveLength(2);
    expect(res.json().helper_data.group_counts[0]).toBe(rows.length);
    // Another page or sort of the same filter: the page and its total, not the group counts again.
    const next = await call(hr, 'POST', '/gss/employee/search?page=1&perPage=50&type=default&ordering=full_name', tree);
    expect(next.json().meta_data.total).toBe(res.json().meta_data.total);
    expect(next.json().helper_data.group_counts).toBeUndefined();
  });

  it('refuses an unknown field and too many groups for a non-default report with 422', async () => {
    const bad = await call(hr, 'POST', '/gss/employee/search?type=default', { groups: [{ sourceType: 'employee', conditions: [cond('password_hash', 'x')] }] });
    expect(bad.statusCode).toBe(422);
    const group = { sourceType: 'employee', conditions: [cond('first_name', 'a')] };
    expect((await call(hr, 'POST', '/gss/employee/search?type=tpss', { groups: [group, group] })).statusCode).toBe(422);
  });

  it('offers the default group (first name, last name, national id, starts with)', async () => {
    const res = await call(hr, 'GET', '/gss/employee/search/create?type=default');
    const group = res.json().data.default_filter.groups[0];
    expect(group.conditions.map((c: { sourceField: { name: string } }) => c.sourceField.name)).toEqual(['first_name', 'last_name', 'national_id_number']);
    expect(group.conditions[0].comparisonOperator.value).toBe('starts_with');
  });

  it('keeps a private saved filter invisible to others; a public one is shared', async () => {
    const query = { groups: [{ sourceType: 'employee', logicalOperator: 'VE', conditions: [cond('first_name', 'a')] }] };
    const priv = await call(hr, 'POST', '/gss/filter-query', { name: 'Benim filtrem', type: 'private', query });
    expect(priv.statusCode).toBe(201);
    await call(hr, 'POST', '/gss/filter-query', { name: 'Ortak filtre', type: 'public', query });
    const mine = (await call(hr, 'GET', '/gss/filter-query')).json().data.map((f: { name: string }) => f.name);
    expect(mine).toEqual(expect.arrayContaining(['Benim filtrem', 'Ortak filtre']));
    const theirs = (await call(admin, 'GET', '/gss/filter-query')).json().data.map((f: { name: string }) => f.name);
    expect(theirs).toContain('Ortak filtre');
    expect(theirs).not.toContain('Benim filtrem');
    expect((await call(admin, 'DELETE', `/gss/filter-query/${priv.json().data.id}`)).statusCode).toBe(404);
    expect((await call(hr, 'DELETE', `/gss/filter-query/${priv.json().data.id}`)).statusCode).toBe(200);
  });

  it('downloads exactly the selected employees as Excel', async () => {
    const rows = (await call(hr, 'GET', '/gss/employee?perpage=30')).json().data as { id: number; national_id_number: string }[];
    const chosen = rows.slice(2, 5);
    const res = await call(hr, 'POST', '/report/gss-employee/download', { groups: [], employee_ids: chosen.map((r) => r.id), report_type: 'default' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const ids: string[] = [];
    sheet.eachRow((row, n) => { if (n > 1) ids.push(String(row.getCell(2).value)); });
    expect(ids.sort()).toEqual(chosen.map((r) => r.national_id_number).sort());
  });

  it('denies field staff', async () => {
    expect((await call(personel, 'GET', '/gss/employee')).statusCode).toBe(403);
    expect((await call(personel, 'POST', '/gss/employee/search', { groups: [] })).statusCode).toBe(403);
  });
});

describe('employee record', () => {
  let employeeId: number;
  const base = async () => {
    const form = (await call(hr, 'GET', '/gss/employee/create')).json().data;
    const roles = (await t.database.db.execute((await import('drizzle-orm')).sql`select id from roles where name = 'Personel'`)) as unknown as { rows: { id: number }[] };
    return { form, roleId: roles.rows[0]!.id };
  };

  it('creates a seasonal employee only with a hire date in the season window', async () => {
    const { form, roleId } = await base();
    const season = form.seasons[0];
    const project = form.security_projects.find((p: { name: string }) => p.name.startsWith('İstanbul'));
    const body = {
      first_name: 'Deniz', last_name: 'Kaya', national_id_number: '10000000146', username: 'deniz.kaya', mobile_number: '5321112233',
      email: 'deniz.kaya@apron.example', role_id: roleId, security_project_id: project.id, term_type: 'seasonal_term', term_season_id: season.id,
      hired_at: '2020-01-01', iban_no: 'TR330006100519786457841326',
    };
    const refused = await call(hr, 'POST', '/gss/employee', body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.hired_at[0]).toContain('sezon');
    const res = await call(hr, 'POST', '/gss/employee', { ...body, hired_at: season.start_date });
    expect(res.statusCode).toBe(201);
    const card = res.json().data;
    employeeId = card.id;
    expect(card.iban_no).toBe('TR33 **** **** **** **** *413 26');
    expect(card.term_season.id).toBe(season.id);
    const dup = await call(hr, 'POST', '/gss/employee', { ...body, hired_at: season.start_date, national_id_number: '10000000214' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.username[0]).toContain('tarafından kullanılmaktadır');
    expect(dup.json().errors.mobile_number[0]).toContain('tarafından kullanılmaktadır');
  });

  it('refuses a bad national id and IBAN with their messages; keeps the IBAN when the mask comes back', async () => {
    const { roleId } = await base();
    const bad = await call(hr, 'POST', '/gss/employee', {
      first_name: 'A', last_name: 'B', national_id_number: '12345678901', username: 'ab.test', role_id: roleId, term_type: 'certain_term', hired_at: '2026-01-01', iban_no: 'TR000006100519786457841326',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.national_id_number).toEqual(['T.C. Kimlik numarası geçersiz.']);
    expect(bad.json().errors.iban_no).toEqual(['IBAN geçersizdir.']);
    const card = (await call(hr, 'GET', `/gss/employee/${employeeId}`)).json().data;
    const res = await call(hr, 'PUT', `/gss/employee/${employeeId}`, {
      first_name: card.first_name, last_name: 'Kaya Yıldız', national_id_number: card.national_id_number, username: card.user.name, mobile_number: card.user.mobile_number,
      role_id: card.role.id, security_project_id: card.security_project.id, term_type: 'seasonal_term', term_season_id: card.term_season.id, hired_at: card.hired_at, iban_no: card.iban_no,
    });
    expect(res.statusCode).toBe(200);
    const rows = (await t.database.db.execute((await import('drizzle-orm')).sql`select iban_no from employees where id = ${employeeId}`)) as unknown as { rows: { iban_no: string }[] };
    expect(rows.rows[0]!.iban_no).toBe('TR330006100519786457841326');
    const log = (await call(hr, 'GET', `/activity?table_name=employees&target_id=${employeeId}`)).json().data;
    expect(log[0].properties.attributes.last_name).toBe('Kaya Yıldız');
  });

  it('refuses a term change the rules do not allow', async () => {
    const card = (await call(hr, 'GET', `/gss/employee/${employeeId}`)).json().data;
    const res = await call(hr, 'PUT', `/gss/employee/${employeeId}`, {
      first_name: card.first_name, last_name: card.last_name, national_id_number: card.national_id_number, username: card.user.name,
      role_id: card.role.id, term_type: 'certain_term', hired_at: card.hired_at,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.term_type).toBeDefined();
  });

  it('records an exit only with the matching username and national id, and cancels it', async () => {
    const card = (await call(hr, 'GET', `/gss/employee/${employeeId}`)).json().data;
    const wrong = await call(hr, 'PUT', `/gss/employee-exit/${employeeId}`, { username: 'x', national_id_number: '1', exit_date: '2026-01-10' });
    expect(wrong.json().errors).toEqual({ username: ['Kullanıcı adı eşleşmedi'], national_id_number: ['TC No eşleşmedi'] });
    const ok = await call(hr, 'PUT', `/gss/employee-exit/${employeeId}`, { username: card.user.name, national_id_number: card.national_id_number, exit_date: '2026-01-10', exit_reason_id: null });
    expect(ok.statusCode).toBe(200);
    const inactive = (await call(hr, 'GET', '/gss/employee?status=inactive&perpage=300')).json().data.map((r: { id: number }) => r.id);
    expect(inactive).toContain(employeeId);
    const cancel = await call(hr, 'GET', `/gss/employee-exit-cancel/${employeeId}`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.exit_date).toBeNull();
  });

  it('refuses an exit cancel when the project is inactive', async () => {
    const { sql } = await import('drizzle-orm');
    const rows = (await t.database.db.execute(sql`select id from security_projects where not enable limit 1`)) as unknown as { rows: { id: number }[] };
    await t.database.db.execute(sql`update employees set security_project_id = ${rows.rows[0]!.id}, exit_date = '2026-01-01' where id = ${employeeId}`);
    const res = await call(hr, 'GET', `/gss/employee-exit-cancel/${employeeId}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().warning).toBe('Bu personelin projesi pasif olduğu için bu işlem yapılamaz.');
    await t.database.db.execute(sql`update employees set security_project_id = null, exit_date = null where id = ${employeeId}`);
  });

  it('adds notes but never edits them', async () => {
    const created = await call(hr, 'POST', `/gss/employee/${employeeId}/note`, { note: 'Oryantasyon tamamlandı.' });
    expect(created.statusCode).toBe(201);
    const noteId = created.json().data.id;
    const edit = await call(hr, 'PUT', `/gss/employee/${employeeId}/note/${noteId}`, { note: 'değişti' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('Notlar eklendikten sonra düzenlenemez.');
    expect((await call(hr, 'GET', `/gss/employee/${employeeId}/note/${noteId}`)).json().data.note).toBe('Oryantasyon tamamlandı.');
  });

  it('lets a report replace one absence after confirmation, refuses it over two', async () => {
    const types = (await call(hr, 'GET', `/gss/employee/${employeeId}/reward-penalty/create`)).json().data.types as { id: number; performance_type: { type: string | null }; reasons: { guid: string }[] }[];
    const absence = types.find((x) => x.performance_type.type === 'd')!;
    const report = types.find((x) => x.performance_type.type === 're')!;
    const add = (type: typeof absence, event_at: string, extra: Record<string, unknown> = {}) => call(hr, 'POST', `/gss/employee/${employeeId}/reward-penalty`, {
      employee_reward_penalty_type_id: type.id, reason_guid: type.reasons[0]!.guid, event_at, ...extra,
    });
    const a1 = (await add(absence, '2026-02-03')).json().data;
    expect((await add(absence, '2026-02-03')).statusCode).toBe(422);
    const check = await call(hr, 'POST', `/gss/employee/${employeeId}/reward-penalty/check-conflict`, { employee_reward_penalty_type_id: report.id, event_at: '2026-02-02', report_finish_date: '2026-02-04' });
    expect(check.json().data).toMatchObject({ conflict_status: 'replace', conflict_records_count: 1, conflict_records_grouped_count: 1 });
    expect((await add(report, '2026-02-02', { report_finish_date: '2026-02-04' })).statusCode).toBe(422);
    const replaced = await add(report, '2026-02-02', { report_finish_date: '2026-02-04', deleting_record: a1.id });
    expect(replaced.statusCode).toBe(201);
    const absences = (await call(hr, 'GET', `/gss/employee/${employeeId}/reward-penalty?type_id=${absence.id}`)).json().data;
    expect(absences.map((r: { id: number }) => r.id)).not.toContain(a1.id);
    await add(absence, '2026-03-02');
    await add(absence, '2026-03-04');
    const over = await call(hr, 'POST', `/gss/employee/${employeeId}/reward-penalty/check-conflict`, { employee_reward_penalty_type_id: report.id, event_at: '2026-03-01', report_finish_date: '2026-03-05' });
    expect(over.json().data.conflict_status).toBe('refused');
  });

  it('refuses an overwork petition older than 15 days and derives its activation date', async () => {
    const old = await call(hr, 'POST', `/gss/employee/${employeeId}/overwork-information`, { petition_date: '2020-01-01', state: 1 });
    expect(old.statusCode).toBe(422);
    const day = new Date(t.now.value.getTime() - 2 * 86400000).toISOString().slice(0, 10);
    const res = await call(hr, 'POST', `/gss/employee/${employeeId}/overwork-information`, { petition_date: day, state: 0 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.activation_date > day).toBe(true);
  });

  it('lists and edits HR reference lists', async () => {
    const season = await call(hr, 'POST', '/gss/employee-season', { name: 'Deneme Sezonu', start_date: '2027-05-01', end_date: '2027-09-30', security_projects: [] });
    expect(season.statusCode).toBe(201);
    const reason = await call(hr, 'POST', '/employee-exit-reason', { name: 'Nakil', sequence_yearly_reset: 1 });
    expect(reason.json().data.sequence_yearly_reset).toBe(1);
    expect((await call(hr, 'GET', '/apron-card-type')).json().data.length).toBeGreaterThan(0);
    expect((await call(personel, 'GET', '/employee-exit-reason')).statusCode).toBe(403);
  });

  it('records and evaluates a training, and reports it in training management', async () => {
    const form = (await call(hr, 'GET', `/gss/employee/${employeeId}/training/create`)).json().data;
    const created = await call(hr, 'POST', `/gss/employee/${employeeId}/training`, {
      training_type_id: form.training_types[0].id, training_name_id: form.training_names[0].id, started_at: '2026-01-05', validity_date: '2027-01-05', mandatory: true,
    });
    expect(created.statusCode).toBe(201);
    const tid = created.json().data.id;
    const evaluated = await call(hr, 'PUT', `/gss/employee/${employeeId}/training/${tid}`, {
      training_type_id: form.training_types[0].id, training_name_id: form.training_names[0].id, started_at: '2026-01-05', validity_date: '2027-01-05', mandatory: true, score: 85,
    });
    expect(evaluated.json().data.score).toBe(85);
    const report = await call(hr, 'POST', '/gss/employee-training-management?page=1&perPage=50&type=default', {
      groups: [{ sourceType: 'training', logicalOperator: 'VE', conditions: [cond('full_name', 'deniz')] }],
    });
    expect(report.json().data.map((r: { id: number }) => r.id)).toContain(tid);
  });
});

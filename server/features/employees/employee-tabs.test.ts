import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/contracts/employees/terms';
import { createTestApp, type TestApp } from '../../test/harness';
import { istanbulDay } from './day';
import { EXPIRY_JOB } from './employee-expiry.service';

/** Bulk role change, documents, the sync panel and expiry tracking (issue 10). */
let t: TestApp;
let hr: string;
let personel: string;
beforeAll(async () => {
  t = await createTestApp({}, 30);
  [hr, personel] = await Promise.all([t.login('ik.uzmani'), t.login('personel')]);
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(token, { method, url: `/api${url}`, payload: payload as never });
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const exec = async <T>(q: ReturnType<typeof sql>) => rows<T>(await t.database.db.execute(q));
const cond = (name: string, value: unknown, op = 'starts_with') => ({ sourceField: { name }, comparisonOperator: { value: op }, value });

async function anEmployee(offset = 0) {
  const [e] = await exec<{ id: number; first_name: string; national_id_number: string }>(
    sql`select id, first_name, national_id_number from employees where deleted_at is null and exit_date is null order by id offset ${offset} limit 1`);
  return e!;
}

function multipart(field: string, name: string, body: Buffer, type: string) {
  const boundary = '----apron-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    body, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
// A minimal valid PDF: the uploads plugin checks the bytes, not the name.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('bulk role change', () => {
  it('searches by the filter, offers roles with their departments, and gives the searched employees one role', async () => {
    const e = await anEmployee();
    const tree = { groups: [{ sourceType: 'employee', logicalOperator: 'VE', conditions: [cond('national_id_number', e.national_id_number)] }] };
    const search = await call(hr, 'POST', '/gss/employee/change-role/search?page=1&perPage=50', tree);
    expect(search.statusCode).toBe(200);
    expect(search.json().data.map((r: { id: number }) => r.id)).toEqual([e.id]);
    const roles = search.json().helper_data.roles as { id: number; name: string; department: string }[];
    expect(roles.length).toBeGreaterThan(1);
    const [current] = await exec<{ role_id: number }>(sql`select role_id from employees where id = ${e.id}`);
    const target = roles.find((r) => r.id !== current!.role_id)!;
    const others = await exec<{ id: number; role_id: number }>(sql`select id, role_id from employees where id <> ${e.id} order by id`);

    const res = await call(hr, 'POST', '/gss/employee/change-role', { ...tree, role_id: target.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ changed: 1, message: '1 personelin rolü değiştirildi.' });
    expect((await exec<{ role_id: number }>(sql`select role_id from employees where id = ${e.id}`))[0]!.role_id).toBe(target.id);
    // Nobody outside the filter changed.
    expect(await exec<{ id: number; role_id: number }>(sql`select id, role_id from employees where id <> ${e.id} order by id`)).toEqual(others);
    // The change is in the employee's history.
    const history = (await call(hr, 'GET', `/gss/employee/${e.id}/histories`)).json().data as { properties: { attributes: Record<string, unknown> } }[];
    expect(history.some((h) => h.properties.attributes.role_id === target.id)).toBe(true);
    // Again: nothing left to change.
    expect((await call(hr, 'POST', '/gss/employee/change-role', { ...tree, role_id: target.id })).json().data.changed).toBe(0);
  });

  it('refuses an unknown role, and refuses field staff', async () => {
    const tree = { groups: [{ sourceType: 'employee', conditions: [cond('first_name', 'a')] }] };
    expect((await call(hr, 'POST', '/gss/employee/change-role', { ...tree, role_id: 999999 })).statusCode).toBe(404);
    expect((await call(personel, 'POST', '/gss/employee/change-role/search', tree)).statusCode).toBe(403);
    expect((await call(personel, 'POST', '/gss/employee/change-role', { ...tree, role_id: 1 })).statusCode).toBe(403);
  });
});

describe('documents and the sync panel', () => {
  it('keeps many certificates, replaces a slot file, deletes both', async () => {
    const e = await anEmployee(1);
    const up = (kind: string, name: string) => t.call(hr, { method: 'POST', url: `/api/gss/employee/${e.id}/file/${kind}`, ...multipart('file', name, PDF, 'application/pdf') });
    const c1 = await up('certificate', 'sertifika-1.pdf');
    expect(c1.statusCode).toBe(201);
    await up('certificate', 'sertifika-2.pdf');
    await up('health-status', 'saglik-1.pdf');
    const slot2 = (await up('health-status', 'saglik-2.pdf')).json().data;
    const all = (await call(hr, 'GET', `/gss/employee/${e.id}/file/all`)).json().data;
    expect(all.documents.filter((d: { type: string }) => d.type === 'certificate')).toHaveLength(2);
    expect(all.slots['health-status'].name).toBe(slot2.name);
    expect((await call(hr, 'DELETE', `/gss/employee/${e.id}/file/certificate/${c1.json().data.id}`)).statusCode).toBe(200);
    expect((await call(hr, 'DELETE', `/gss/employee/${e.id}/file/health-status`)).statusCode).toBe(200);
    const after = (await call(hr, 'GET', `/gss/employee/${e.id}/file/all`)).json().data;
    expect(after.documents).toHaveLength(1);
    expect(after.slots['health-status']).toBeNull();
    expect((await t.call(personel, { method: 'POST', url: `/api/gss/employee/${e.id}/file/certificate`, ...multipart('file', 'x.pdf', PDF, 'application/pdf') })).statusCode).toBe(403);
  });

  it('records a manual sync, sets its flag, edits the three external ids and logs both', async () => {
    const e = await anEmployee(2);
    const bad = await call(hr, 'POST', `/gss/employee/${e.id}/sync`, { action: 'explode', provider: 'lms' });
    expect(bad.statusCode).toBe(422);
    const run = await call(hr, 'POST', `/gss/employee/${e.id}/sync`, { action: 'update', queue: false, provider: 'lms' });
    expect(run.statusCode).toBe(201);
    const panel = (await call(hr, 'GET', `/gss/employee/${e.id}/sync`)).json();
    expect(panel.data[0]).toMatchObject({ provider: 'lms', action: 'update', status: 'done' });
    expect(panel.helper_data.flags.is_sync_with_lms).toBe(true);
    const ids = await call(hr, 'PUT', `/gss/employee/${e.id}/update-employee-data`, { gps_id: 'GPS-77', schedule_id: 4242, enterprise_uuid: 'ent-4242' });
    expect(ids.statusCode).toBe(200);
    const card = (await call(hr, 'GET', `/gss/employee/${e.id}`)).json().data;
    expect([card.gps_id, card.schedule_id, card.user.enterprise_uuid]).toEqual(['GPS-77', 4242, 'ent-4242']);
    const log = (await call(hr, 'GET', `/activity?table_name=employees&target_id=${e.id}`)).json().data as { action: string }[];
    expect(log.map((a) => a.action)).toContain('sync');
    expect((await call(personel, 'POST', `/gss/employee/${e.id}/sync`, { action: 'update', provider: 'lms' })).statusCode).toBe(403);
    expect((await call(personel, 'GET', `/activity?table_name=employees&target_id=${e.id}`)).statusCode).toBe(403);
  });
});

describe('expiry tracking', () => {
  it('the daily job lists TPSS, apron card and mandatory trainings expiring within 30 / 7 days', async () => {
    const today = istanbulDay(t.now.value);
    const a = await anEmployee(3);
    const b = await anEmployee(4);
    const [name] = await exec<{ id: number }>(sql`select id from reference_items where list = 'employee-training-name' and deleted_at is null order by id limit 1`);
    const [type] = await exec<{ id: number }>(sql`select id from reference_items where list = 'employee-training-type' and deleted_at is null order by id limit 1`);
    await exec(sql`delete from employee_certifications where employee_id in (${a.id}, ${b.id})`);
    await exec(sql`update employees set apron_card_exists = false where id in (${a.id}, ${b.id})`);
    await exec(sql`delete from employee_trainings where employee_id in (${a.id}, ${b.id})`);
    await exec(sql`insert into employee_certifications (employee_id, tpss_document_type, tpss_validity_date) values (${a.id}, 'Test-X', ${addDays(today, 5)}::date)`);
    await exec(sql`update employees set apron_card_exists = true, apron_card_validity_date = ${addDays(today, 20)}::date where id = ${a.id}`);
    const training = (mandatory: boolean, days: number) => exec(sql`insert into employee_trainings (employee_id, training_type_id, training_name_id, started_at, validity_date, mandatory)
      values (${b.id}, ${type!.id}, ${name!.id}, ${addDays(today, -100)}::date, ${addDays(today, days)}::date, ${mandatory})`);
    await training(true, 7);
    await training(false, 3); // not mandatory: not tracked
    await training(true, 31); // beyond 30 days
    await training(true, -1); // already past

    const result = await t.app.jobs.run(EXPIRY_JOB);
    expect(result).toMatchObject({ found: expect.any(Number) });

    const within30 = (await call(hr, 'GET', '/gss/employee-expiring?perpage=300')).json();
    const mine = (x: { employee_id: number }) => x.employee_id === a.id || x.employee_id === b.id;
    const ours = (within30.data as { employee_id: number; kind: string; days_left: number; window: number; label: string }[]).filter(mine);
    expect(ours.map((x) => [x.employee_id, x.kind, x.days_left, x.window])).toEqual([
      [a.id, 'tpss', 5, 7], [b.id, 'training', 7, 7], [a.id, 'apron_card', 20, 30],
    ]);
    expect(ours[0]!.label).toBe('TPSS Test-X');
    expect(within30.helper_data.computed_on).toBe(today);
    const within7 = (await call(hr, 'GET', '/gss/employee-expiring?within=7&perpage=300')).json().data.filter(mine);
    expect(within7.map((x: { kind: string }) => x.kind)).toEqual(['tpss', 'training']);
    const onlyCards = (await call(hr, 'GET', '/gss/employee-expiring?kind=apron_card&perpage=300')).json().data.filter(mine);
    expect(onlyCards.map((x: { employee_id: number }) => x.employee_id)).toEqual([a.id]);

    const card = (await call(hr, 'GET', `/gss/employee/${a.id}/expiring`)).json().data as { kind: string }[];
    expect(card.map((x) => x.kind)).toEqual(['tpss', 'apron_card']);

    // A day later the job sees the dates move: the apron card is then 19 days away.
    const started = t.now.value;
    t.now.value = new Date(started.getTime() + 86_400_000);
    hr = await t.login('ik.uzmani'); // the earlier token has expired by then
    await t.app.jobs.run(EXPIRY_JOB);
    const next = (await call(hr, 'GET', `/gss/employee/${a.id}/expiring`)).json().data as { kind: string; days_left: number }[];
    expect(next.find((x) => x.kind === 'apron_card')!.days_left).toBe(19);
    // An employee who left is not tracked.
    await exec(sql`update employees set exit_date = ${addDays(istanbulDay(t.now.value), -1)}::date where id = ${a.id}`);
    await t.app.jobs.run(EXPIRY_JOB);
    expect((await call(hr, 'GET', `/gss/employee/${a.id}/expiring`)).json().data).toEqual([]);
    t.now.value = started;
    [hr, personel] = await Promise.all([t.login('ik.uzmani'), t.login('personel')]);
  });

  it('refuses field staff and unknown employees', async () => {
    expect((await call(personel, 'GET', '/gss/employee-expiring')).statusCode).toBe(403);
    expect((await call(hr, 'GET', '/gss/employee/999999/expiring')).statusCode).toBe(404);
    expect((await call(hr, 'GET', '/gss/employee-expiring?within=12')).statusCode).toBe(422);
  });
});

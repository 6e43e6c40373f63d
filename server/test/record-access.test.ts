import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions, users } from '../features/auth/auth.table';
import { deliverAll, send, typeId } from '../features/correspondence/correspondence-test-kit';
import { roles } from '../features/organisation/organisation.table';
import { json, userInRole } from '../features/demands/demand-test-kit';
import { multipart, PDF, PNG } from '../features/files/upload-fixtures';
import { wsdDemands } from '../features/work-schedule-demands/work-schedule-demands.table';
import { createTestApp, type TestApp } from './harness';

/**
 * R3: records that belong to a person, attacked by another plain employee who holds the same
 * permissions (so the route's permission check passes and only the record-level rule protects).
 * Every attempt must answer 403/404/422 and change nothing: 0 leaks.
 */
let t: TestApp;
let owner: string;
let attacker: string;
let ownerId: number;
beforeAll(async () => {
  t = await createTestApp({}, 5);
  owner = await t.login('personel');
  attacker = await userInRole(t, 'meraklı.personel', 'Personel', 'Meraklı', 'Personel');
  ownerId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.name, 'personel')))[0]!.id;
});
afterAll(() => t.close());

const refused = (status: number) => [403, 404, 422].includes(status);
const statusOf = async (token: string, method: 'GET' | 'PUT' | 'DELETE' | 'POST' | 'HEAD', url: string, payload?: unknown) =>
  (await t.call(token, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) })).statusCode;

describe('record-level authorisation, as another employee', () => {
  it("cannot read, change or withdraw someone's demand request or its files", async () => {
    const types = (await json(owner, t, 'GET', '/demand/type')).json().data;
    const created = await t.call(owner, {
      method: 'POST', url: '/api/demand/request',
      ...multipart([
        { name: 'demand_type_id', content: String(types[0].id) }, { name: 'title', content: 'Özel talep' },
        { name: 'description', content: 'Sağlık raporum ekte.' }, { name: 'files[0]', filename: 'rapor.pdf', type: 'application/pdf', content: PDF },
      ]),
    });
    expect(created.statusCode).toBe(201);
    const request = created.json().data;
    const file = request.files[0];
    const leaks: string[] = [];
    const attempts: [string, 'GET' | 'PUT' | 'DELETE' | 'POST', string, unknown?][] = [
      ['read request', 'GET', `/api/demand/request/${request.id}`],
      ['read request by uuid', 'GET', `/api/demand/request/${request.uuid}`],
      ['edit request', 'PUT', `/api/demand/request/${request.id}`, { demand_type_id: types[0].id, title: 'Değiştirildi', description: 'x' }],
      ['read file', 'GET', file.url],
      ['delete file', 'DELETE', `/api/demand/request/${request.id}/file/${file.id}`],
      ['withdraw request', 'DELETE', `/api/demand/request/${request.id}`],
    ];
    for (const [label, method, url, payload] of attempts) {
      const status = await statusOf(attacker, method, url, payload);
      if (!refused(status)) leaks.push(`${label}: ${status}`);
    }
    const listed = (await json(attacker, t, 'GET', '/demand/request')).json().data as { id: number }[];
    if (listed.some((r) => r.id === request.id)) leaks.push('listed among the attacker\'s requests');
    expect(leaks).toEqual([]);
    const still = (await json(owner, t, 'GET', `/demand/request/${request.id}`)).json().data;
    expect(still).toMatchObject({ title: 'Özel talep', files_count: 1 });
  });

  it("cannot read or withdraw someone's work-schedule request", async () => {
    const theirs = await t.database.db.select({ id: wsdDemands.id }).from(wsdDemands).where(eq(wsdDemands.requester_user_id, ownerId)).limit(1);
    expect(theirs.length).toBe(1);
    const id = theirs[0]!.id;
    expect(refused(await statusOf(attacker, 'GET', `/api/gss/work-schedule-demand/${id}`))).toBe(true);
    expect(refused(await statusOf(attacker, 'DELETE', `/api/gss/work-schedule-demand/${id}`))).toBe(true);
    const listed = (await json(attacker, t, 'GET', '/gss/work-schedule-demand')).json().data as { id: number }[];
    expect(listed.some((r) => r.id === id)).toBe(false);
    expect(await statusOf(owner, 'GET', `/api/gss/work-schedule-demand/${id}`)).toBe(200);
  });

  it("cannot download someone's uploaded file by its id", async () => {
    const uploaded = await t.call(owner, { method: 'POST', url: '/api/files', ...multipart([{ name: 'file', filename: 'kimlik.png', type: 'image/png', content: PNG }]) });
    const id = uploaded.json().data.id;
    expect(await statusOf(attacker, 'GET', `/api/files/${id}`)).toBe(404);
    expect(await statusOf(owner, 'GET', `/api/files/${id}`)).toBe(200);
  });

  it('cannot switch to a position that is not theirs', async () => {
    const [other] = await t.database.db.select({ id: positions.id }).from(positions).where(eq(positions.user_id, ownerId)).limit(1);
    const res = await t.call(attacker, { method: 'POST', url: '/api/auth/position/active', payload: { position_id: other!.id } });
    expect(res.statusCode).toBe(422);
    expect(res.json().access_token ?? res.json().data?.access_token).toBeUndefined();
  });

  it('cannot read a correspondence item not addressed to them, nor mark it read', async () => {
    const admin = await t.login('admin');
    const [approverRole] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Talep Onaylayıcı'));
    const sent = await send(t, admin, {
      subject: 'Yalnızca talep sorumlularına', body: '<p>Gizli talimat</p>', correspondence_type_id: await typeId(t, 'Genel Duyuru'),
      receivers: [{ type: 'role', id: approverRole!.id }],
    });
    expect(sent.statusCode).toBe(201);
    await deliverAll(t);
    const id = sent.json().data.id;
    expect(refused(await statusOf(attacker, 'GET', `/api/correspondence/${id}`))).toBe(true);
    expect(refused(await statusOf(attacker, 'PUT', `/api/correspondence/${id}/read`, {}))).toBe(true);
    const inbox = (await json(attacker, t, 'GET', '/correspondence-inbox')).json().data as { id: number }[];
    expect(inbox.some((i) => i.id === id)).toBe(false);
    // The rule is not "nobody": the addressed role reads it.
    expect(await statusOf(await t.login('talep.sorumlusu'), 'GET', `/api/correspondence/${id}`)).toBe(200);
  });
});

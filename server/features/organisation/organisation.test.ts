import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let hr: string;
let admin: string;
let personel: string;
beforeAll(async () => {
  t = await createTestApp({}, 4);
  hr = await t.login('ik.uzmani');
  admin = await t.login('admin');
  personel = await t.login('personel');
});
afterAll(() => t.close());

const rows = async <T>(q: string) => ((await t.database.db.execute(q as never)) as unknown as { rows: T[] }).rows;
const userId = async (name: string) => (await rows<{ id: number }>(`select id from users where name = '${name}'`))[0]!.id;
const companyId = async () => (await rows<{ id: number }>('select id from companies order by id limit 1'))[0]!.id;

describe('permission checks', () => {
  const calls: [string, string][] = [
    ['GET', '/api/company/self/department'], ['POST', '/api/company/self/department'], ['DELETE', '/api/company/self/department/1'],
    ['GET', '/api/role'], ['POST', '/api/company/self/role'], ['GET', '/api/company/self/role/distinct-role-report-download'],
    ['GET', '/api/position'], ['POST', '/api/position/1/duplicate'], ['GET', '/api/primary-position'],
    ['GET', '/api/position-group'], ['POST', '/api/position-group/1/mail'], ['GET', '/api/organisation/access/user/1'],
  ];
  it.each(calls)('%s %s refuses a user without the permission (403) and a stranger (401)', async (method, url) => {
    expect((await t.call(personel, { method: method as 'GET', url, payload: method === 'GET' ? undefined : {} })).statusCode).toBe(403);
    expect((await t.call(null, { method: method as 'GET', url })).statusCode).toBe(401);
  });
});

describe('departments', () => {
  it('creates a child department with a contact card, lists, filters, edits, refuses a cycle, logs every change', async () => {
    const parent = await t.call(hr, { method: 'POST', url: '/api/company/self/department', payload: { name: 'Kargo Operasyon' } });
    expect(parent.statusCode).toBe(201);
    const pid = parent.json().data.id;
    const child = await t.call(hr, {
      method: 'POST', url: '/api/company/self/department',
      payload: { name: 'Kargo Gece Vardiyası', parent_id: pid, is_project: 0, contact_cards: [{ numbers: [{ number: '2125550000', ext: '12' }] }] },
    });
    expect(child.statusCode).toBe(201);
    const c = child.json().data;
    expect(c).toMatchObject({ parent_id: pid, parent_name: 'Kargo Operasyon', is_project: false, positions_count: 0 });
    expect(c.contact_cards).toEqual([expect.objectContaining({ primary: true, numbers: [{ number: '2125550000', ext: '12', type: 'normal' }] })]);

    const list = (await t.call(hr, { method: 'GET', url: `/api/company/self/department?parent_id=${pid}` })).json();
    expect(list.data.map((d: { name: string }) => d.name)).toEqual(['Kargo Gece Vardiyası']);
    const byName = (await t.call(hr, { method: 'GET', url: '/api/company/self/department?name=kargo gece' })).json();
    expect(byName.meta_data.total).toBe(1);

    const cycle = await t.call(hr, { method: 'PUT', url: `/api/company/self/department/${pid}`, payload: { name: 'Kargo Operasyon', parent_id: c.id } });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().errors.parent_id[0]).toContain('alt kayıtlarından');
    const self = await t.call(hr, { method: 'PUT', url: `/api/company/self/department/${pid}`, payload: { name: 'Kargo Operasyon', parent_id: pid } });
    expect(self.statusCode).toBe(422);

    const renamed = await t.call(hr, { method: 'PUT', url: `/api/company/self/department/${c.id}`, payload: { name: 'Kargo Gece', parent_id: pid } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().helper_data.message).toBe('Departman güncellendi.');
    const edit = (await t.call(hr, { method: 'GET', url: `/api/company/self/department/${c.id}/edit` })).json().data;
    expect(edit.department.name).toBe('Kargo Gece');
    expect(edit.parents.some((p: { id: number }) => p.id === c.id)).toBe(false);

    // the parent still has a child: refused with what uses it
    const refused = await t.call(hr, { method: 'DELETE', url: `/api/company/self/department/${pid}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Bu departman kullanımda olduğu için silinemez: 0 pozisyon, 0 personel, 1 alt kayıt.');
    expect((await t.call(hr, { method: 'DELETE', url: `/api/company/self/department/${c.id}` })).statusCode).toBe(200);
    expect((await t.call(hr, { method: 'GET', url: `/api/company/self/department/${c.id}/edit` })).statusCode).toBe(404);

    const log = await rows<{ action: string; properties: { attributes: Record<string, unknown>; old: Record<string, unknown> } }>(
      `select action, properties from activity_log where table_name = 'departments' and target_id = ${c.id} order by id`);
    expect(log.map((l) => l.action)).toEqual(['created', 'updated', 'deleted']);
    expect(log[1]!.properties.attributes).toMatchObject({ name: 'Kargo Gece', contact_cards: [] });
    expect(log[1]!.properties.old).toMatchObject({ name: 'Kargo Gece Vardiyası' });
  });

  it('refuses deleting a department its positions and employees use, saying how many', async () => {
    const [dep] = await rows<{ id: number; p: number }>(`select d.id, count(p.*)::int as p from departments d join positions p on p.department_id = d.id and p.deleted_at is null where d.name = 'İnsan Kaynakları' group by d.id`);
    const res = await t.call(hr, { method: 'DELETE', url: `/api/company/self/department/${dep!.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(new RegExp(`^Bu departman kullanımda olduğu için silinemez: ${dep!.p} pozisyon, \\d+ personel`));
  });

  it('validates with the field errors', async () => {
    const res = await t.call(hr, { method: 'POST', url: '/api/company/self/department', payload: { name: 'x'.repeat(300), contact_cards: [{ numbers: [{ number: 'abc' }] }] } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['name', 'contact_cards.0.numbers.0.number']));
    // A card's address is one of the organisation addresses the form offers.
    const addresses = (await t.call(hr, { method: 'GET', url: '/api/company/self/department/create' })).json().data.addresses;
    expect(addresses.length).toBeGreaterThan(0);
    const badAddress = await t.call(hr, { method: 'POST', url: '/api/company/self/department', payload: { name: 'Adresli', contact_cards: [{ address_id: addresses[0].id }, { address_id: 999999 }] } });
    expect(badAddress.json().errors).toEqual({ 'contact_cards.1.address_id': ['Adres bulunamadı.'] });
    const missingParent = await t.call(hr, { method: 'POST', url: '/api/company/self/department', payload: { name: 'Yeni', parent_id: 999999 } });
    expect(missingParent.statusCode).toBe(422);
  });

  it('takes a logo image and deletes it; refuses a non-image', async () => {
    const [dep] = await rows<{ id: number }>(`select id from departments where name = 'Denetim'`);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
    const form = (name: string, type: string, bytes: Buffer) => {
      const boundary = 'XyZ';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const ok = await t.call(hr, { method: 'POST', url: `/api/department/${dep!.id}/logo`, ...form('logo.png', 'image/png', png) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.logo_url).toMatch(/^\/api\/files\/\d+$/);
    const bad = await t.call(hr, { method: 'POST', url: `/api/department/${dep!.id}/logo`, ...form('x.txt', 'text/plain', Buffer.from('merhaba')) });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    const gone = await t.call(hr, { method: 'DELETE', url: `/api/department/${dep!.id}/logo` });
    expect(gone.json()).toMatchObject({ data: { logo_url: null }, helper_data: { message: 'Logo silindi.' } });
  });
});

describe('roles, positions and where permissions come from', () => {
  let deptId: number;
  let parentRole: number;
  let childRole: number;
  let positionId: number;
  const viewer = 'personel';

  it('builds a role under a parent: inherited permissions come back locked, the own ones ticked', async () => {
    deptId = (await t.call(hr, { method: 'POST', url: '/api/company/self/department', payload: { name: 'Yetki Test' } })).json().data.id;
    const form = (await t.call(hr, { method: 'GET', url: `/api/role/create?department_id=${deptId}` })).json().data;
    expect(form.departments.some((d: { id: number }) => d.id === deptId)).toBe(true);
    expect(form.parents).toEqual([]);
    expect(form.permission_groups.find((g: { key: string }) => g.key === 'management-panel').permissions).toContain('view-departments');

    const p = await t.call(hr, { method: 'POST', url: '/api/role', payload: { name: 'Yetki Ana', department_id: deptId, grouped_permissions: ['view-stops'] } });
    expect(p.statusCode).toBe(201);
    parentRole = p.json().data.id;
    const c = await t.call(hr, { method: 'POST', url: '/api/company/self/role', payload: { name: 'Yetki Alt', department_id: deptId, parent_id: parentRole, is_blue_collar: 1, grouped_permissions: ['view-security-projects'] } });
    expect(c.statusCode).toBe(201);
    childRole = c.json().data.id;
    expect(c.json().data).toMatchObject({ is_blue_collar: true, parent_name: 'Yetki Ana', permissions: { own: ['view-security-projects'], inherited: ['view-stops'] } });

    const edit = (await t.call(hr, { method: 'GET', url: `/api/company/self/role/${childRole}/edit` })).json().data;
    expect(edit.parents.map((r: { id: number }) => r.id)).toEqual([parentRole]);
    expect(edit.parents[0].permissions).toEqual(['view-stops']);

    const cycle = await t.call(hr, { method: 'PUT', url: `/api/role/${parentRole}`, payload: { name: 'Yetki Ana', department_id: deptId, parent_id: childRole } });
    expect(cycle.statusCode).toBe(422);
    const unknown = await t.call(hr, { method: 'POST', url: '/api/role', payload: { name: 'X Rol', department_id: deptId, grouped_permissions: ['fly-planes'] } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['grouped_permissions.0']).toEqual(['Tanımsız yetki.']);

    const list = (await t.call(hr, { method: 'GET', url: `/api/role?department_id=${deptId}&name=alt` })).json();
    expect(list.data.map((r: { name: string }) => r.name)).toEqual(['Yetki Alt']);
  });

  it('gives a position to a user: the role chain, abstract roles and permission groups decide, at the next request', async () => {
    const uid = await userId(viewer);
    const form = (await t.call(hr, { method: 'GET', url: `/api/position/create?department_id=${deptId}` })).json().data;
    expect(form.roles.map((r: { name: string }) => r.name).sort()).toEqual(['Yetki Alt', 'Yetki Ana']);
    const wrongDept = await t.call(hr, { method: 'POST', url: '/api/position', payload: { user_id: uid, company_id: await companyId(), department_id: 1, role_id: childRole } });
    expect(wrongDept.statusCode).toBe(422);
    expect(wrongDept.json().errors.role_id).toEqual(['Rol seçilen departmana ait değil.']);

    const created = await t.call(hr, {
      method: 'POST', url: '/api/position',
      payload: { user_id: uid, company_id: await companyId(), department_id: deptId, role_id: childRole, abstract_role_ids: [], permission_groups: ['view-schools'] },
    });
    expect(created.statusCode).toBe(201);
    const pos = created.json().data;
    positionId = pos.id;
    expect(pos.permissions).toEqual({ own: ['view-schools'], inherited: ['view-security-projects', 'view-stops'] });
    expect(pos.is_primary).toBe(false);

    // an empty first abstract role sends none
    const none = await t.call(hr, { method: 'PUT', url: `/api/position/${positionId}`, payload: { user_id: uid, company_id: await companyId(), department_id: deptId, role_id: childRole, abstract_role_ids: [], permission_groups: ['view-schools'] } });
    expect(none.json().data.abstract_role_ids).toEqual([]);

    // the user switches to it: permissions from every source
    const switched = await t.call(personel, { method: 'POST', url: '/api/auth/position/active', payload: { position_id: positionId } });
    expect(switched.statusCode).toBe(200);
    const token = switched.json().data.token.access_token as string;
    const first = await t.call(token, { method: 'GET', url: '/api/search/security-projects' });
    expect(first.statusCode).toBe(200);
    const sig1 = first.json().meta_data.permission_signature;

    // the role loses a permission: refused at the next request, and the signature changes
    const impact = await t.call(hr, { method: 'POST', url: `/api/organisation/role/${childRole}/impact`, payload: { name: 'Yetki Alt', department_id: deptId, parent_id: parentRole, grouped_permissions: ['view-roles'] } });
    expect(impact.json().data).toEqual({ positions: 1, gains: [{ permission: 'view-roles', users: 1 }], losses: [{ permission: 'view-security-projects', users: 1 }] });
    // the preview saved nothing
    expect((await t.call(token, { method: 'GET', url: '/api/search/security-projects' })).statusCode).toBe(200);

    await t.call(hr, { method: 'PUT', url: `/api/role/${childRole}`, payload: { name: 'Yetki Alt', department_id: deptId, parent_id: parentRole, grouped_permissions: [] } });
    const after = await t.call(token, { method: 'GET', url: '/api/search/security-projects' });
    expect(after.statusCode).toBe(403);
    const stops = await t.call(token, { method: 'GET', url: '/api/role' });
    expect(stops.statusCode).toBe(403);
    const session = (await t.call(token, { method: 'GET', url: '/api/initialize' })).json();
    expect(session.meta_data.permission_signature).not.toBe(sig1);

    // an abstract role adds its chain's permissions (locked on the form)
    const [inspector] = await rows<{ id: number }>(`select id from roles where name = 'Denetçi'`);
    const withAbstract = await t.call(hr, { method: 'PUT', url: `/api/position/${positionId}`, payload: { user_id: uid, company_id: await companyId(), department_id: deptId, role_id: childRole, abstract_role_ids: [inspector!.id], permission_groups: [] } });
    expect(withAbstract.json().data.permissions.inherited).toEqual(expect.arrayContaining(['view-ggh-audits', 'view-stops']));
    expect((await t.call(token, { method: 'GET', url: '/api/ggh/audit/search' })).statusCode).not.toBe(403);

    // who can do what
    const who = (await t.call(hr, { method: 'GET', url: `/api/organisation/access/user/${uid}` })).json().data;
    const mine = who.positions.find((p: { position_id: number }) => p.position_id === positionId);
    const stopsSrc = mine.permissions.find((p: { permission: string }) => p.permission === 'view-stops').sources;
    expect(stopsSrc).toEqual([{ source: 'role', source_id: childRole, source_name: 'Yetki Alt' }]);
    const ggh = mine.permissions.find((p: { permission: string }) => p.permission === 'view-ggh-audits').sources;
    expect(ggh).toEqual([{ source: 'abstract-role', source_id: inspector!.id, source_name: 'Denetçi' }]);
    const holders = (await t.call(hr, { method: 'GET', url: '/api/organisation/access/permission?permission=view-stops' })).json().data;
    expect(holders.some((h: { position_id: number; source: string }) => h.position_id === positionId && h.source === 'role')).toBe(true);
    expect(holders.some((h: { source: string }) => h.source === 'super')).toBe(true);
  });

  it('refuses deleting a role its positions use, with the counts', async () => {
    const res = await t.call(hr, { method: 'DELETE', url: `/api/role/${childRole}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Bu rol kullanımda olduğu için silinemez: 1 pozisyon, 0 personel.');
    const parent = await t.call(hr, { method: 'DELETE', url: `/api/company/self/role/${parentRole}` });
    expect(parent.json().message).toBe('Bu rol kullanımda olduğu için silinemez: 0 pozisyon, 0 personel, 1 alt kayıt.');
  });

  it('duplicates a position with terminate_original and primary_position', async () => {
    const target = await userId('denetci');
    const res = await t.call(hr, { method: 'POST', url: `/api/position/${positionId}/duplicate`, payload: { starts_at: '2026-12-01', user_id: target, terminate_original: true, primary_position: true } });
    expect(res.statusCode).toBe(201);
    const copy = res.json().data;
    expect(copy).toMatchObject({ user_id: target, role_id: childRole, is_primary: true, starts_at: '2026-12-01' });
    expect(copy.abstract_role_ids).toHaveLength(1);
    const [orig] = await rows<{ ends_at: string; deleted: boolean }>(`select ends_at::text, deleted_at is not null as deleted from positions where id = ${positionId}`);
    expect(orig).toEqual({ ends_at: '2026-12-01', deleted: true });
    const primaries = await rows<{ n: number }>(`select count(*)::int as n from positions where user_id = ${target} and is_primary`);
    expect(primaries[0]!.n).toBe(1);
    const bad = await t.call(hr, { method: 'POST', url: `/api/position/${copy.id}/duplicate`, payload: { starts_at: '01/12/2026', user_id: target } });
    expect(bad.statusCode).toBe(422);

    const list = (await t.call(hr, { method: 'GET', url: `/api/position/duplicate?department_id=${deptId}` })).json();
    expect(list.data.map((p: { id: number }) => p.id)).toEqual([copy.id]);
    const primary = (await t.call(hr, { method: 'GET', url: `/api/primary-position?department_id=${deptId}` })).json();
    expect(primary.data.map((p: { id: number }) => p.id)).toEqual([copy.id]);

    const user = (await t.call(hr, { method: 'GET', url: `/api/user/${target}/primary-position` })).json().data;
    expect(user.primary_position_id).toBe(copy.id);
    const other = user.positions.find((p: { id: number }) => p.id !== copy.id);
    const set = await t.call(hr, { method: 'PUT', url: `/api/user/${target}/primary-position`, payload: { position_id: other.id } });
    expect(set.json().data.primary_position_id).toBe(other.id);
    const notHers = await t.call(hr, { method: 'PUT', url: `/api/user/${target}/primary-position`, payload: { position_id: 1 } });
    expect(notHers.statusCode).toBe(422);
  });

  it('downloads the distinct-role report', async () => {
    const res = await t.call(hr, { method: 'GET', url: '/api/company/self/role/distinct-role-report-download' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('position groups', () => {
  it('creates a group with permissions and projects, adds and removes members and mails, logs, and the member gains the permission', async () => {
    const form = (await t.call(hr, { method: 'GET', url: '/api/position-group/create' })).json().data;
    const project = form.security_projects[0].id;
    const created = await t.call(hr, { method: 'POST', url: '/api/position-group', payload: { name: 'Vardiya Amirleri', is_system_group: 0, permission_ids: ['view-email-domains'], security_project_ids: [project] } });
    expect(created.statusCode).toBe(201);
    const g = created.json().data;
    expect(g).toMatchObject({ is_system_group: false, permission_ids: ['view-email-domains'], security_project_ids: [project], members_count: 0 });

    const [pos] = await rows<{ id: number }>(`select p.id from positions p join users u on u.id = p.user_id where u.name = 'sef' and p.is_primary`);
    const added = await t.call(hr, { method: 'POST', url: `/api/position-group/${g.id}/position`, payload: { position: pos!.id } });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.full_name).toBe('İsmail Güneş');
    expect((await t.call(hr, { method: 'POST', url: `/api/position-group/${g.id}/position`, payload: { position: pos!.id } })).json().errors.position).toEqual(['Bu pozisyon zaten grubun üyesi.']);
    const sef = await t.login('sef');
    const session = (await t.call(sef, { method: 'GET', url: '/api/initialize' })).json().data;
    expect(JSON.stringify(session.menu)).toContain('definitions');

    const members = (await t.call(hr, { method: 'GET', url: `/api/position-group/${g.id}/position?page=1` })).json();
    expect(members.meta_data.total).toBe(1);

    const mail = await t.call(hr, { method: 'POST', url: `/api/position-group/${g.id}/mail`, payload: { email: ' Vardiya@Apron.example ' } });
    expect(mail.statusCode).toBe(201);
    expect(mail.json().data.email).toBe('vardiya@apron.example');
    expect((await t.call(hr, { method: 'POST', url: `/api/position-group/${g.id}/mail`, payload: { email: 'not-an-address' } })).statusCode).toBe(422);
    const one = (await t.call(hr, { method: 'GET', url: `/api/position-group/${g.id}/mail/${mail.json().data.id}` })).json().data;
    expect(one.email).toBe('vardiya@apron.example');
    expect((await t.call(hr, { method: 'GET', url: `/api/position-group/${g.id}/mail` })).json().meta_data.total).toBe(1);
    expect((await t.call(hr, { method: 'DELETE', url: `/api/position-group/${g.id}/mail/${one.id}` })).statusCode).toBe(200);

    const search = (await t.call(hr, { method: 'GET', url: '/api/search/position-group?keyword=amirler' })).json();
    expect(search.data.map((x: { id: number }) => x.id)).toEqual([g.id]);

    const upd = await t.call(hr, { method: 'PUT', url: `/api/position-group/${g.id}`, payload: { name: 'Vardiya Amirleri', is_system_group: 1, permission_ids: [], security_project_ids: [] } });
    expect(upd.json().data.is_system_group).toBe(true);
    expect((await t.call(hr, { method: 'DELETE', url: `/api/position-group/${g.id}` })).json().message).toBe('Sistem grupları silinemez.');
    await t.call(hr, { method: 'PUT', url: `/api/position-group/${g.id}`, payload: { name: 'Vardiya Amirleri', is_system_group: false } });

    expect((await t.call(hr, { method: 'DELETE', url: `/api/position-group/${g.id}/position/${pos!.id}` })).statusCode).toBe(200);
    expect((await t.call(hr, { method: 'DELETE', url: `/api/position-group/${g.id}` })).statusCode).toBe(200);
    const log = await rows<{ action: string }>(`select action from activity_log where table_name = 'position_groups' and target_id = ${g.id} order by id`);
    expect(log.map((l) => l.action)).toEqual(['created', 'member-added', 'mail-added', 'mail-removed', 'updated', 'updated', 'member-removed', 'deleted']);
  });

  it('the super admin sees everything', async () => {
    expect((await t.call(admin, { method: 'GET', url: '/api/position-group' })).statusCode).toBe(200);
  });
});

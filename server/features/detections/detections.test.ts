import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { positions, users } from '../auth/auth.table';
import { grant, json, logOf, removeFiles, userInRole } from '../demands/demand-test-kit';
import { sha256Of } from '../files/file-store';
import { multipart, PDF, PNG, type Part } from '../files/upload-fixtures';
import { securityProjectPositions, securityProjects } from '../security-projects/security-projects.table';

let t: TestApp;
let sef: string;
let denetci: string;
let personel: string;
let admin: string;
/** A supervisor whose only project is SAW: sees none of IST's detections. */
let outsider: string;
let outsiderPosition: number;
let personelPosition: number;
let sefPosition: number;
let ist: number;
let saw: number;
const items: Record<string, Map<string, number>> = {};
/** A fixed clock (Türkiye: 11:00 on 10 March 2026); tokens are signed in at this time. */
const START = '2026-03-10T08:00:00Z';

const PROHIBITED = '/prohibited-substance-detection';
const SUSPICIOUS = '/suspicious-substances-detection';
const IMPOSTER = '/imposter-document-detection';

beforeAll(async () => {
  t = await createTestApp({}, 0);
  t.now.value = new Date(START);
  [sef, denetci, personel, admin] = await Promise.all([t.login('sef'), t.login('denetci'), t.login('personel'), t.login('admin')]);
  const db = t.database.db;
  const projects = await db.select().from(securityProjects);
  ist = projects.find((p) => p.short_code === 'IST')!.id;
  saw = projects.find((p) => p.short_code === 'SAW')!.id;
  outsider = await userInRole(t, 'saw.sefi', 'Vardiya Şefi', 'Kadir', 'Sahra');
  const positionOf = async (name: string) =>
    (await db.select({ id: positions.id }).from(positions).innerJoin(users, eq(users.id, positions.user_id)).where(eq(users.name, name)).limit(1))[0]!.id;
  outsiderPosition = await positionOf('saw.sefi');
  personelPosition = await positionOf('personel');
  sefPosition = await positionOf('sef');
  await db.insert(securityProjectPositions).values({ security_project_id: saw, position_id: outsiderPosition });
  for (const list of ['prohibited-substance', 'suspicious-substance', 'imposter-document']) {
    const res = await json(sef, t, 'GET', `/${list}?perpage=300`);
    items[list] = new Map((res.json().data as { id: number; name: string }[]).map((i) => [i.name, i.id]));
  }
});
afterAll(async () => {
  removeFiles(t);
  await t.close();
});

const field = (name: string, content: string | number): Part => ({ name, content: String(content) });
const fileOf = (n: number, filename: string, content: Buffer, type = 'application/octet-stream'): Part => ({ name: `files[${n}]`, filename, type, content });
const post = (token: string, path: string, parts: Part[]) => t.call(token, { method: 'POST', url: `/api${path}`, ...multipart(parts) });
const putBlob = (token: string, bytes: Buffer) =>
  t.call(token, { method: 'PUT', url: `/api/blobs/${sha256Of(bytes)}`, payload: bytes, headers: { 'content-type': 'application/octet-stream' } });
const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((d) => d.id);
const knife = () => items['prohibited-substance']!.get('Bıçak')!;

/** A prohibited-substance detection by the supervisor, made through the spec's multipart form. */
async function recordKnife(description: string, files: Part[] = []) {
  const res = await post(sef, PROHIBITED, [
    field('detecter_position_id', personelPosition), field('prohibited_substance_id', knife()), field('flight_number', 'TK2104'),
    field('description', description), field('detected_at', '2026-03-09T14:30'), ...files,
  ]);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

describe('who may use the registers', () => {
  it('needs view-detections: personel is refused, the supervisor and the inspector are let in', async () => {
    for (const path of [PROHIBITED, SUSPICIOUS, IMPOSTER, `${PROHIBITED}/create`, '/position/security-project-members/search?q=ayse', '/imposter/security-project-members-search?q=ayse']) {
      expect((await json(personel, t, 'GET', path)).statusCode).toBe(403);
      expect((await json(null, t, 'GET', path)).statusCode).toBe(401);
      expect((await json(sef, t, 'GET', path)).statusCode).toBe(200);
      expect((await json(denetci, t, 'GET', path)).statusCode).toBe(200);
    }
    expect((await post(personel, PROHIBITED, [field('description', 'x')])).statusCode).toBe(403);
    expect((await json(personel, t, 'DELETE', `${PROHIBITED}/1`)).statusCode).toBe(403);
  });
});

describe('the form data and the member searches', () => {
  it('answers the register\'s items, the members of the caller\'s projects and the projects', async () => {
    const form = (await json(sef, t, 'GET', `${PROHIBITED}/create`)).json().data;
    expect(form.items.map((i: { name: string }) => i.name)).toEqual(['Bıçak', 'Patlayıcı madde', 'Tabanca', 'Yanıcı sıvı']);
    expect(form.projects).toEqual([{ id: ist, name: 'İstanbul Havalimanı Güvenlik' }]);
    const names = form.members.map((m: { full_name: string }) => m.full_name);
    expect(names).toContain('Ayşe Doğan');
    expect(names).not.toContain('Kadir Sahra');
    expect(form.members.every((m: { security_project_id: number }) => m.security_project_id === ist)).toBe(true);
    expect(form.members_truncated).toBe(false);
    const imposter = (await json(sef, t, 'GET', `${IMPOSTER}/create`)).json().data;
    expect(imposter.items.map((i: { name: string }) => i.name)).toContain('Sahte pasaport');
    // A super role has every project.
    expect((await json(admin, t, 'GET', `${SUSPICIOUS}/create`)).json().data.projects.length).toBeGreaterThan(1);
  });

  it('finds members from 3 characters, however the name is typed, only in the caller\'s projects', async () => {
    for (const path of ['/position/security-project-members/search', '/imposter/security-project-members-search']) {
      const found = (await json(sef, t, 'GET', `${path}?q=${encodeURIComponent('AYŞE')}`)).json().data;
      expect(found.map((p: { id: number }) => p.id)).toEqual([personelPosition]);
      expect(found[0]).toMatchObject({ full_name: 'Ayşe Doğan', security_project_id: ist, role_display: { role: { name: 'Personel' } } });
      expect((await json(sef, t, 'GET', `${path}?q=kadir`)).json().data).toEqual([]);
      expect((await json(outsider, t, 'GET', `${path}?q=kadir`)).json().data[0]).toMatchObject({ id: outsiderPosition, security_project_id: saw });
      expect((await json(admin, t, 'GET', `${path}?q=kadir`)).json().data).toHaveLength(1);
      const short = await json(sef, t, 'GET', `${path}?q=ay`);
      expect(short.statusCode).toBe(422);
      expect(short.json().errors.q).toEqual(['Arama için en az 3 karakter giriniz.']);
    }
  });
});

describe('recording a detection with the spec multipart form', () => {
  it('keeps the fields, the files, the detecter\'s role and project, and logs it', async () => {
    const d = await recordKnife('Yolcu el bagajında çakı.', [fileOf(0, 'çakı.png', PNG, 'image/png'), fileOf(1, 'tutanak.pdf', PDF)]);
    expect(d).toMatchObject({
      register: 'prohibited', item: { id: knife(), name: 'Bıçak' }, flight_number: 'TK2104', description: 'Yolcu el bagajında çakı.',
      detected_at: '2026-03-09T11:30:00.000Z', detecter_position_id: personelPosition, detecter_project: { id: ist, name: 'İstanbul Havalimanı Güvenlik' },
      detecter: { full_name: 'Ayşe Doğan', role_display: { role: { name: 'Personel' } } }, reporter: { full_name: 'İsmail Güneş' }, files_count: 2, can_change: true,
    });
    expect(d.files.map((f: { original_name: string }) => f.original_name)).toEqual(['çakı.png', 'tutanak.pdf']);
    const file = d.files[0];
    expect(file.url).toBe(`/api${PROHIBITED}/${d.id}/file/${file.id}`);
    const got = await t.call(denetci, { method: 'GET', url: file.url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect(got.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('çakı.png')}`);
    expect((await t.call(outsider, { method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await t.call(personel, { method: 'GET', url: file.url })).statusCode).toBe(403);
    expect((await t.call(sef, { method: 'GET', url: `/api${PROHIBITED}/${d.id}/file/${file.id + 100}` })).statusCode).toBe(404);
    // The file belongs to its detection's register only.
    expect((await t.call(sef, { method: 'GET', url: `/api${SUSPICIOUS}/${d.id}/file/${file.id}` })).statusCode).toBe(404);

    const created = await post(sef, SUSPICIOUS, [
      field('detecter_position_id', sefPosition), field('suspicious_substance_id', items['suspicious-substance']!.get('Sahipsiz bagaj')!),
      field('flight_number', 'TK1'), field('detected_at', '2026-03-10 09:15'),
    ]);
    expect(created.statusCode).toBe(201);
    expect(created.json().helper_data.message).toBe('Suspicious substance detection successfully created.');
    // Suspicious substances keep no flight number.
    expect(created.json().data).toMatchObject({ flight_number: null, description: '', detected_at: '2026-03-10T06:15:00.000Z' });

    const log = await logOf(t, 'detections', d.id);
    expect(log.map((l) => l.action)).toEqual(['created']);
    expect(log[0]!.properties.attributes).toMatchObject({ register: 'prohibited', item_id: knife(), file_ids: d.files.map((f: { id: number }) => f.id) });
  });

  it('answers the spec\'s success message for each register', async () => {
    const res = await post(sef, IMPOSTER, [
      field('detecter_position_id', personelPosition), field('imposter_document_id', items['imposter-document']!.get('Sahte pasaport')!),
      field('flight_number', 'PC1882'), field('detected_at', '2026-03-08T22:00'),
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().helper_data.message).toBe('Imposter document detection successfully created.');
    expect(res.json().data.flight_number).toBe('PC1882');
    const knifeRes = await post(sef, PROHIBITED, [field('detecter_position_id', personelPosition), field('prohibited_substance_id', knife()), field('detected_at', '2026-03-08T22:00')]);
    expect(knifeRes.json().helper_data.message).toBe('Prohibited substance detection successfully created.');
  });

  it('refuses items of another list, detecters outside the caller\'s projects, future times and bad flight numbers', async () => {
    const base = (over: Record<string, string | number>) =>
      Object.entries({ detecter_position_id: personelPosition, prohibited_substance_id: knife(), detected_at: '2026-03-09T10:00', ...over }).map(([k, v]) => field(k, v));
    const wrongList = await post(sef, PROHIBITED, base({ prohibited_substance_id: items['suspicious-substance']!.get('Tanımsız toz')! }));
    expect(wrongList.statusCode).toBe(422);
    expect(wrongList.json().errors.prohibited_substance_id).toEqual(['Seçilen kayıt bulunamadı.']);
    const stranger = await post(sef, PROHIBITED, base({ detecter_position_id: outsiderPosition }));
    expect(stranger.json().errors.detecter_position_id).toEqual(['Seçilen kişi güvenlik projelerinizden birinin üyesi değil.']);
    const future = await post(sef, PROHIBITED, base({ detected_at: '2026-03-10T12:00' }));
    expect(future.json().errors.detected_at).toEqual(['Tespit zamanı ileri bir tarih olamaz.']);
    const impossible = await post(sef, PROHIBITED, base({ detected_at: '2026-02-30T10:00' }));
    expect(impossible.json().errors.detected_at).toEqual(['Tespit zamanı gg/aa/yyyy ss:dd biçiminde geçerli bir zaman olmalıdır.']);
    const flight = await post(sef, PROHIBITED, base({ flight_number: 'tk 21' }));
    expect(flight.json().errors.flight_number).toEqual(['Uçuş numarası 2-10 büyük Latin harf veya rakam olmalıdır.']);
    const missing = await post(sef, PROHIBITED, [field('description', 'eksik')]);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['detected_at', 'detecter_position_id', 'prohibited_substance_id']);
    const exe = await post(sef, PROHIBITED, [...base({}), fileOf(0, 'a.exe', Buffer.from([0x4d, 0x5a, 0, 1, 2, 0xff]))]);
    expect(exe.json().errors.files[0]).toContain('Bu dosya türü desteklenmiyor');
  });
});

describe('recording a detection from the outbox (JSON naming uploaded blobs)', () => {
  const id = '019cd000-0000-7000-8000-0000000d0e01';
  const photo = Buffer.concat([PNG, Buffer.from('detection')]);

  it('refuses with 409 missing_blobs until the photo is uploaded, keeps the device id, and answers a resend with the same record', async () => {
    const body = {
      id, detecter_position_id: personelPosition, prohibited_substance_id: knife(), flight_number: 'XQ903', description: 'Çevrimdışı kayıt',
      detected_at: '2026-03-10T07:45', file_hashes: [sha256Of(photo)], file_names: ['bagaj.png'],
    };
    const missing = await json(sef, t, 'POST', PROHIBITED, body);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().missing_blobs).toEqual([sha256Of(photo)]);
    expect((await json(sef, t, 'GET', `${PROHIBITED}?detecter_name=ayse&perpage=300`)).json().data.some((d: { uuid: string }) => d.uuid === id)).toBe(false);

    expect((await putBlob(sef, photo)).statusCode).toBe(200);
    const created = await json(sef, t, 'POST', PROHIBITED, body);
    expect(created.statusCode).toBe(201);
    const d = created.json().data;
    expect(d).toMatchObject({ uuid: id, description: 'Çevrimdışı kayıt', files_count: 1 });
    expect(d.files[0]).toMatchObject({ original_name: 'bagaj.png', mime_type: 'image/png' });
    expect((await t.call(sef, { method: 'GET', url: d.files[0].url })).rawPayload.equals(photo)).toBe(true);

    const again = await json(sef, t, 'POST', PROHIBITED, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(d.id);
    const all = (await json(sef, t, 'GET', `${PROHIBITED}?perpage=300`)).json().data as { uuid: string }[];
    expect(all.filter((x) => x.uuid === id)).toHaveLength(1);
    const taken = await json(denetci, t, 'POST', PROHIBITED, { ...body, file_hashes: [] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.id).toEqual(['Bu kayıt kimliği başka bir tespit kaydında kullanılıyor.']);
    // The same id in another register is another record's id too.
    const elsewhere = await json(sef, t, 'POST', SUSPICIOUS, { id, detecter_position_id: personelPosition, suspicious_substance_id: items['suspicious-substance']!.get('Tanımsız toz')!, detected_at: '2026-03-10T07:45' });
    expect(elsewhere.json().errors.id).toEqual(['Bu kayıt kimliği başka bir tespit kaydında kullanılıyor.']);
  });
});

describe('updating with the method override', () => {
  it('needs _method=PUT, changes the fields, removes deletedFileIds and adds files[i]', async () => {
    const d = await recordKnife('Düzenlenecek', [fileOf(0, 'bir.png', PNG, 'image/png'), fileOf(1, 'iki.pdf', PDF)]);
    const [first, second] = d.files as { id: number }[];
    const url = `${PROHIBITED}/${d.id}`;
    const fields = [field('detecter_position_id', sefPosition), field('prohibited_substance_id', items['prohibited-substance']!.get('Tabanca')!),
      field('flight_number', 'AJ7711'), field('description', 'Düzenlendi'), field('detected_at', '2026-03-09T15:00')];

    const noOverride = await post(sef, url, fields);
    expect(noOverride.statusCode).toBe(422);
    expect(noOverride.json().errors._method).toEqual(['Güncelleme için _method=PUT gönderilmelidir.']);
    const notOfRecord = await post(sef, url, [field('_method', 'PUT'), ...fields, field('deletedFileIds[0]', second!.id + 1000)]);
    expect(notOfRecord.json().errors.deletedFileIds).toEqual(['Silinecek dosya bu tespit kaydına ait değil.']);

    const third = Buffer.concat([PDF, Buffer.from('üçüncü')]);
    const res = await post(sef, url, [field('_method', 'PUT'), ...fields, field('deletedFileIds[0]', first!.id), fileOf(0, 'üç.pdf', third)]);
    expect(res.statusCode).toBe(200);
    expect(res.json().helper_data.message).toBe('Prohibited substance detection successfully updated.');
    const updated = res.json().data;
    expect(updated).toMatchObject({
      item: { name: 'Tabanca' }, flight_number: 'AJ7711', description: 'Düzenlendi', detected_at: '2026-03-09T12:00:00.000Z',
      detecter: { full_name: 'İsmail Güneş', role_display: { role: { name: 'Vardiya Şefi' } } }, files_count: 2,
    });
    expect(updated.files.map((f: { original_name: string }) => f.original_name)).toEqual(['iki.pdf', 'üç.pdf']);
    expect((await t.call(sef, { method: 'GET', url: `/api${url}/file/${first!.id}` })).statusCode).toBe(404);

    const tooMany = await post(sef, url, [field('_method', 'PUT'), ...fields, ...Array.from({ length: 9 }, (_, i) => fileOf(i, `f${i}.pdf`, PDF))]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.files).toEqual(['Bir tespit kaydına en fazla 10 dosya eklenebilir.']);

    const log = await logOf(t, 'detections', d.id);
    expect(log.map((l) => l.action)).toEqual(['created', 'updated']);
    expect(log[1]!.properties.attributes).toMatchObject({ description: 'Düzenlendi', flight_number: 'AJ7711', deleted_file_ids: [first!.id] });
    expect(log[1]!.properties.old).toMatchObject({ description: 'Düzenlenecek', flight_number: 'TK2104' });
  });

  it('lets the reporter and list managers change a detection; others in the project may only read it', async () => {
    const d = await recordKnife('Yetki denemesi');
    const url = `${PROHIBITED}/${d.id}`;
    const fields = [field('_method', 'PUT'), field('detecter_position_id', personelPosition), field('prohibited_substance_id', knife()), field('detected_at', '2026-03-09T14:30')];
    const seen = await json(denetci, t, 'GET', url);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.can_change).toBe(false);
    const refused = await post(denetci, url, [...fields, field('description', 'Başkası')]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Bu tespit kaydını yalnızca kaydeden kişi veya tespit listelerini yöneten kullanıcılar değiştirebilir.');
    expect((await json(denetci, t, 'DELETE', url)).statusCode).toBe(403);
    expect((await json(outsider, t, 'GET', url)).statusCode).toBe(404);
    expect((await post(outsider, url, [...fields, field('description', 'Dışarıdan')])).statusCode).toBe(404);

    await grant(t, 'Denetçi', 'manage-detection-lists');
    const managed = await post(denetci, url, [...fields, field('description', 'Liste yöneticisi düzeltti')]);
    expect(managed.statusCode).toBe(200);
    expect(managed.json().data.can_change).toBe(true);
    expect((await post(admin, url, [...fields, field('description', 'Yönetici düzeltti')])).json().data.description).toBe('Yönetici düzeltti');
    // An edit that keeps the detecter needs no membership check; the JSON form works too.
    const viaJson = await json(sef, t, 'POST', url, { _method: 'PUT', detecter_position_id: personelPosition, prohibited_substance_id: knife(), detected_at: '2026-03-09T14:30', description: 'JSON ile' });
    expect(viaJson.json().data.description).toBe('JSON ile');
  });
});

describe('the lists', () => {
  it('filters by every field of the spec and orders', async () => {
    const list = async (query: string, token = sef) => {
      const res = await json(token, t, 'GET', `${PROHIBITED}?perpage=300&${query}`);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const everything = await list('');
    expect(everything.meta_data.total).toBe(everything.data.length);
    const gun = items['prohibited-substance']!.get('Tabanca')!;
    expect((await list(`prohibited_substance_id=${gun}`)).data.every((d: { item: { id: number } }) => d.item.id === gun)).toBe(true);
    const ayse = (await list(`detecter_name=${encodeURIComponent('AYŞE')}`)).data;
    expect(ayse.length).toBeGreaterThan(0);
    expect(ayse.every((d: { detecter: { full_name: string } }) => d.detecter.full_name === 'Ayşe Doğan')).toBe(true);
    const supervisors = (await list(`detecter_role_name=${encodeURIComponent('ŞEFİ')}`)).data;
    expect(supervisors.length).toBeGreaterThan(0);
    expect(supervisors.every((d: { detecter: { role_display: { role: { name: string } } } }) => d.detecter.role_display.role.name === 'Vardiya Şefi')).toBe(true);
    expect((await list(`detecter_project_id=${ist}`)).meta_data.total).toBe(everything.meta_data.total);
    expect((await list(`detecter_project_id=${saw}`)).meta_data.total).toBe(0);
    const byInspector = (await list(`reporter_name=${encodeURIComponent('oğuz')}`)).data;
    expect(byInspector.map((d: { description: string }) => d.description)).toEqual(['Bagaj röntgeninde oyuncak tabanca; emniyet birimine haber verildi.']);
    // Days are Türkiye's: 14:30 on 9 March is 11:30 UTC; the seed's 05.03 09:10 UTC is 5 March.
    const ninth = (await list('detected_at=2026-03-09')).data;
    expect(ninth.length).toBeGreaterThan(0);
    expect(ninth.every((d: { detected_at: string }) => d.detected_at.startsWith('2026-03-09'))).toBe(true);
    expect((await list('created_at=2026-03-05')).data.map((d: { item: { name: string } }) => d.item.name)).toEqual(['Tabanca']);
    expect((await list('created_at=2026-03-10')).meta_data.total).toBe(everything.meta_data.total - 3);
    const ascending = (await list('ordering=detected_at')).data.map((d: { detected_at: string }) => d.detected_at);
    expect(ascending).toEqual([...ascending].sort());
    const bad = await json(sef, t, 'GET', `${PROHIBITED}?created_at=10.03.2026`);
    expect(bad.statusCode).toBe(422);
  });

  it('filters imposter documents by the detecter\'s role group (the role id)', async () => {
    const all = await json(sef, t, 'GET', `${IMPOSTER}?perpage=300`);
    const personelRole = (all.json().data as { detecter: { full_name: string; role_display: { role: { id: number } } } }[])
      .find((d) => d.detecter.full_name === 'Ayşe Doğan')!.detecter.role_display.role.id;
    const byRole = await json(sef, t, 'GET', `${IMPOSTER}?perpage=300&detecter_role_group_id=${personelRole}`);
    expect(byRole.json().data.length).toBeGreaterThan(0);
    expect(byRole.json().data.every((d: { detecter: { full_name: string } }) => d.detecter.full_name === 'Ayşe Doğan')).toBe(true);
    expect(byRole.json().data.length).toBeLessThan(all.json().data.length);
    // The substance lists filter by role name; the imposter list ignores it.
    expect((await json(sef, t, 'GET', `${IMPOSTER}?detecter_role_name=zzz`)).json().meta_data.total).toBe(all.json().meta_data.total);
  });

  it('shows a user the detections of their projects and the ones they reported; managers see all', async () => {
    const mine = await post(outsider, SUSPICIOUS, [field('detecter_position_id', outsiderPosition), field('suspicious_substance_id', items['suspicious-substance']!.get('Tanımsız toz')!), field('detected_at', '2026-03-10T08:00')]);
    expect(mine.statusCode).toBe(201);
    const outsiders = await json(outsider, t, 'GET', `${SUSPICIOUS}?perpage=300`);
    expect(ids(outsiders)).toEqual([mine.json().data.id]);
    expect(ids(await json(sef, t, 'GET', `${SUSPICIOUS}?perpage=300`))).not.toContain(mine.json().data.id);
    expect(ids(await json(admin, t, 'GET', `${SUSPICIOUS}?perpage=300`))).toContain(mine.json().data.id);
    expect((await json(sef, t, 'GET', `${SUSPICIOUS}/${mine.json().data.id}`)).statusCode).toBe(404);
  });
});

describe('the Excel export', () => {
  it('sends the filtered rows with Turkish headers', async () => {
    const res = await json(sef, t, 'GET', `${PROHIBITED}?download=true&reporter_name=${encodeURIComponent('oğuz')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Yasaklı madde tespitleri.xlsx')}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Tespit Zamanı', 'Yasaklı Madde', 'Uçuş No', 'Tespit Eden', 'Tespit Edenin Rolü', 'Güvenlik Projesi', 'Açıklama', 'Kaydeden', 'Kayıt Tarihi', 'Dosya Sayısı']);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((r) => r.slice(1))).toEqual([[
      '05/03/2026 12:10', 'Tabanca', 'XQ903', 'Ayşe Doğan', 'Güvenlik Operasyonları - Personel', 'İstanbul Havalimanı Güvenlik',
      'Bagaj röntgeninde oyuncak tabanca; emniyet birimine haber verildi.', 'Oğuz Çelik', '05/03/2026 12:35', 0,
    ]]);
    const suspicious = await json(sef, t, 'GET', `${SUSPICIOUS}?download=1`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(suspicious.rawPayload as unknown as ArrayBuffer);
    // No flight number column where the register keeps none.
    expect(book.worksheets[0]!.getRow(1).values).not.toContain('Uçuş No');
    expect((await json(personel, t, 'GET', `${PROHIBITED}?download=true`)).statusCode).toBe(403);
  });

  it('refuses more than 2000 rows with the spec\'s words', async () => {
    const db = t.database.db;
    const item = items['suspicious-substance']!.get('Kablolu düzenek')!;
    const sefUser = (await db.select({ id: users.id }).from(users).where(eq(users.name, 'sef')))[0]!.id;
    // 2001 detections made in SQL: the limit is about rows, not how they came.
    await db.execute(`insert into detections (uuid, register, item_id, detected_at, detecter_position_id, detecter_role_id, detecter_project_id, reporter_user_id, created_at, updated_at)
      select gen_random_uuid(), 'suspicious', ${item}, '2025-06-01T09:00:00Z', ${sefPosition}, (select role_id from positions where id = ${sefPosition}), ${ist}, ${sefUser}, '2025-06-01T10:00:00Z', '2025-06-01T10:00:00Z'
      from generate_series(1, 2001) g` as never);
    const res = await json(sef, t, 'GET', `${SUSPICIOUS}?download=true`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.export).toEqual(['Tek seferde 2000 kayıttan fazla kayıt çekilemez.']);
    expect((await json(sef, t, 'GET', `${SUSPICIOUS}?download=true&created_at=2026-03-10`)).statusCode).toBe(200);
    expect((await json(sef, t, 'GET', `${SUSPICIOUS}?created_at=2025-06-01`)).json().meta_data.total).toBe(2001);
  });
});

describe('deleting', () => {
  it('lets the reporter delete after the others are refused; the record leaves the list and the log keeps it', async () => {
    const d = await recordKnife('Silinecek');
    const url = `${PROHIBITED}/${d.id}`;
    expect((await json(outsider, t, 'DELETE', url)).statusCode).toBe(404);
    const res = await json(sef, t, 'DELETE', url);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Prohibited substance detection successfully deleted.');
    expect((await json(sef, t, 'GET', url)).statusCode).toBe(404);
    expect((await json(sef, t, 'DELETE', url)).statusCode).toBe(404);
    expect(ids(await json(sef, t, 'GET', `${PROHIBITED}?perpage=300`))).not.toContain(d.id);
    expect((await logOf(t, 'detections', d.id)).map((l) => l.action)).toEqual(['created', 'deleted']);
    const gone = await json(sef, t, 'DELETE', `${SUSPICIOUS}/${d.id}`);
    expect(gone.statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let personel: string;
let hr: string;
let annual: number;
let ownId: number;
beforeAll(async () => {
  t = await createTestApp();
  t.now.value = new Date('2026-11-22T10:00:00+03:00');
  [personel, hr] = await Promise.all([t.login('personel'), t.login('ik.uzmani')]);
  annual = (await t.call(personel, { method: 'GET', url: '/api/hr-provider/leave-types' })).json().data[0].id;
  ownId = (await t.call(personel, { method: 'GET', url: '/api/hr-provider/init' })).json().data.person.id;
});
afterAll(() => t.close());

const request = async (token: string | null, leaveDay: Record<string, unknown>) =>
  t.call(token, { method: 'POST', url: '/api/hr-provider/leave/request', payload: { leaveDay } });
const waiting = async (token: string) => (await t.call(token, { method: 'GET', url: '/api/hr-provider/widgets/WaitingLeaveDays' })).json().data;

describe('leave requests and the waiting leave days widget (built-in HR provider)', () => {
  it('shows the caller\'s own waiting days; no department group without the permission', async () => {
    const data = await waiting(personel);
    // Seeded: 14–19 December (5 days) and 11 January 09:00–13:00 (1 day, rounded up).
    expect(data.own.total_days).toBe(6);
    expect(data.own.requests.map((r: { used_days: number; status: string }) => [r.used_days, r.status])).toEqual([[5, 'Waiting'], [1, 'Waiting']]);
    expect(data.department).toBeNull();
  });

  it('stores a Waiting request with used days rounded up', async () => {
    const res = await request(personel, { leaveTypeId: annual, startDate: '2027-03-01', endDate: '2027-03-03 12:00', description: 'Aile ziyareti' });
    expect(res.statusCode).toBe(201);
    expect(res.json().helper_data.message).toBe('İzin günü başarıyla kaydedildi');
    expect(res.json().data).toMatchObject({
      person: { id: ownId, full_name: 'Ayşe Doğan' }, leave_type: { id: annual, name: 'Yıllık İzin' },
      start_date: '2027-03-01T00:00', end_date: '2027-03-03T12:00', used_days: 3, status: 'Waiting', description: 'Aile ziyareti',
    });
    expect((await waiting(personel)).own.total_days).toBe(9);
    const stored = await t.database.db.execute(`select used_days, status, requested_by_user_id from leave_requests where id = ${res.json().data.id}` as never);
    expect((stored as unknown as { rows: unknown[] }).rows[0]).toMatchObject({ used_days: 3, status: 'Waiting' });
  });

  it('refuses an end before (or at) the start, and a used-day count that is not the rule\'s', async () => {
    const backwards = await request(personel, { leaveTypeId: annual, startDate: '2027-04-05', endDate: '2027-04-02' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ 'leaveDay.endDate': ['Bitiş tarihi başlangıç tarihinden sonra olmalıdır.'] });
    expect((await request(personel, { leaveTypeId: annual, startDate: '2027-04-05T09:00', endDate: '2027-04-05T09:00' })).statusCode).toBe(422);
    const wrong = await request(personel, { leaveTypeId: annual, startDate: '2027-04-05', endDate: '2027-04-07', usedDays: 3 });
    expect(wrong.json().errors['leaveDay.usedDays']).toBeDefined();
    const right = await request(personel, { leaveTypeId: annual, startDate: '2027-04-05', endDate: '2027-04-07', usedDays: 2 });
    expect(right.statusCode).toBe(201);
    expect((await request(personel, { leaveTypeId: annual, startDate: '2027-02-30', endDate: '2027-03-02' })).json().errors['leaveDay.startDate'])
      .toEqual(['Tarih yyyy-aa-gg veya yyyy-aa-gg ss:dd biçiminde geçerli bir zaman olmalıdır.']);
    expect((await request(personel, { leaveTypeId: annual, startDate: '2027-01-01', endDate: '2028-01-03' })).json().errors['leaveDay.endDate'])
      .toEqual(['Bir izin talebi en fazla 366 gün olabilir.']);
    expect((await request(personel, { leaveTypeId: annual, startDate: '2027-05-01', endDate: '2027-05-02', description: 'x'.repeat(501) })).statusCode).toBe(422);
  });

  it('refuses a request overlapping one that holds days, but not one that was withdrawn', async () => {
    const overlap = await request(personel, { leaveTypeId: annual, startDate: '2026-12-18', endDate: '2026-12-22' });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors).toEqual({ 'leaveDay.startDate': ['Bu tarih aralığında başka bir izin talebi bulunmaktadır.'] });
    // Back to back is not an overlap: the waiting leave ends 19 December 00:00.
    expect((await request(personel, { leaveTypeId: annual, startDate: '2026-12-19', endDate: '2026-12-20' })).statusCode).toBe(201);
    const first = (await request(personel, { leaveTypeId: annual, startDate: '2027-06-07', endDate: '2027-06-09' })).json().data;
    await t.database.db.execute(`update leave_requests set status = 'Canceled by Requester' where id = ${first.id}` as never);
    expect((await request(personel, { leaveTypeId: annual, startDate: '2027-06-07', endDate: '2027-06-09' })).statusCode).toBe(201);
  });

  it('files for someone else only with view-department-leave-requests', async () => {
    const hrOwn = (await t.call(hr, { method: 'GET', url: '/api/hr-provider/init' })).json().data.person.id;
    expect((await request(personel, { personId: hrOwn, leaveTypeId: annual, startDate: '2027-07-01', endDate: '2027-07-02' })).statusCode).toBe(403);
    expect((await request(personel, { personId: ownId, leaveTypeId: annual, startDate: '2027-07-01', endDate: '2027-07-02' })).statusCode).toBe(201);
    const forThem = await request(hr, { personId: ownId, leaveTypeId: annual, startDate: '2027-08-02', endDate: '2027-08-06' });
    expect(forThem.statusCode).toBe(201);
    expect(forThem.json().data.person.full_name).toBe('Ayşe Doğan');
    expect((await request(hr, { personId: 999999, leaveTypeId: annual, startDate: '2027-08-02', endDate: '2027-08-06' })).json().errors)
      .toEqual({ 'leaveDay.personId': ['Personel bulunamadı.'] });
    expect((await request(hr, { leaveTypeId: 999999, startDate: '2027-08-02', endDate: '2027-08-06' })).json().errors)
      .toEqual({ 'leaveDay.leaveTypeId': ['İzin türü bulunamadı.'] });
  });

  it('gives leave managers their department\'s waiting requests too', async () => {
    const created = (await request(hr, { leaveTypeId: annual, startDate: '2027-09-06', endDate: '2027-09-11' })).json().data;
    const data = await waiting(hr);
    expect(data.department.department.name).toBe('İnsan Kaynakları');
    expect(data.department.requests.map((r: { id: number }) => r.id)).toContain(created.id);
    expect(data.department.requests.every((r: { person: { full_name: string } }) => r.person.full_name === 'Elif Şahin')).toBe(true);
    expect(data.own.requests.map((r: { id: number }) => r.id)).toContain(created.id);
    expect(data.department.total_days).toBe(data.department.requests.reduce((s: number, r: { used_days: number }) => s + r.used_days, 0));
  });

  it('needs a signed-in user', async () => {
    expect((await request(null, { leaveTypeId: annual, startDate: '2027-01-01', endDate: '2027-01-02' })).statusCode).toBe(401);
  });
});

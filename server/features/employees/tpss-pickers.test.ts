import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTpssExpired, TPSS_MESSAGES } from '../../../src/contracts/employees/tpss';
import { createTestApp, type TestApp } from '../../test/harness';
import { positions } from '../auth/auth.table';
import { formMembersOf } from '../audits/audit-members';
import { api, person, positionOf, projectId } from '../drills/drill-test-kit';
import { employeeCertifications, employees } from './employees.table';

/**
 * Issue 10, expiry tracking: a screener whose TPSS certification has expired is marked in the audit
 * and drill personnel pickers (tpss_valid_until + the shared rule) and cannot be drilled (422).
 */
let t: TestApp;
let denetci: string;
let ist: number;
let expired: number;
let valid: number;
let uncertified: number;
let codes: { id: number }[];

/** "Today" is 20 March 2026 in Türkiye. */
const NOW = '2026-03-20T08:00:00Z';

async function certify(positionId: number, nationalId: string, certificates: [type: string, validUntil: string][]) {
  const db = t.database.db;
  const [p] = await db.select({ user_id: positions.user_id }).from(positions).where(eq(positions.id, positionId));
  const [e] = await db.insert(employees).values({ user_id: p!.user_id!, national_id_number: nationalId, first_name: 'x', last_name: 'y', full_name: 'x y' }).returning();
  if (certificates.length) {
    await db.insert(employeeCertifications).values(certificates.map(([type, date]) => ({ employee_id: e!.id, tpss_document_type: type, tpss_validity_date: date })));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  t.now.value = new Date(NOW);
  ist = await projectId(t, 'IST');
  expired = await person(t, { username: 'tpss.expired', first: 'Süreyya', last: 'Geçmiş', role: 'Airsider', projects: [ist] });
  valid = await person(t, { username: 'tpss.valid', first: 'Süreyya', last: 'Geçerli', role: 'Airsider', projects: [ist] });
  uncertified = await person(t, { username: 'tpss.none', first: 'Süreyya', last: 'Belgesiz', role: 'Interviewer', projects: [ist] });
  // The X-Ray certificate ended on 10 March; the ETD one is still valid: one expired certificate is enough.
  await certify(expired, '10000000146', [['X-Ray Tarama', '2026-03-10'], ['Patlayıcı İz Dedektörü (ETD)', '2027-01-01']]);
  // Valid through today (the validity date itself still counts).
  await certify(valid, '10000000278', [['X-Ray Tarama', '2026-03-20']]);
  await certify(uncertified, '10000000310', []);
  denetci = await t.login('denetci');
  codes = (await api(t, denetci, 'GET', '/drill/audit/create')).json().data.drill_codes;
}, 120_000);
afterAll(() => t.close());

const drill = (over: Record<string, unknown>) => ({
  drill_code_id: codes[0]!.id, security_project_id: ist, drill_date: '2026-03-18',
  description: 'Kabin bagajında bıçak denemesi.', ...over,
});

describe('the shared rule', () => {
  it('is expired only after the validity date, and never without a certificate', () => {
    expect(isTpssExpired('2026-03-19', '2026-03-20')).toBe(true);
    expect(isTpssExpired('2026-03-20', '2026-03-20')).toBe(false);
    expect(isTpssExpired(null, '2026-03-20')).toBe(false);
    expect(isTpssExpired(undefined, '2026-03-20')).toBe(false);
  });
});

describe('the pickers carry the earliest TPSS validity date', () => {
  it('drill members', async () => {
    const res = await api(t, denetci, 'GET', `/security-projects/positions/airsider-interview?security_project_id=${ist}`);
    expect(res.statusCode).toBe(200);
    const byId = new Map((res.json().data as { id: number; tpss_valid_until: string | null }[]).map((m) => [m.id, m.tpss_valid_until]));
    expect(byId.get(expired)).toBe('2026-03-10');
    expect(byId.get(valid)).toBe('2026-03-20');
    expect(byId.get(uncertified)).toBeNull();
  });

  it('the position search (the pickers online)', async () => {
    const res = await api(t, denetci, 'GET', `/search/position?q=s%C3%BCreyya&security_project=${ist}`);
    expect(res.statusCode).toBe(200);
    const byId = new Map((res.json().data as { id: number; tpss_valid_until: string | null }[]).map((m) => [m.id, m.tpss_valid_until]));
    expect([byId.get(expired), byId.get(valid), byId.get(uncertified)]).toEqual(['2026-03-10', '2026-03-20', null]);
  });

  it("the audit forms' project members", async () => {
    const { members } = await formMembersOf(t.database.db, [ist]);
    const byId = new Map(members.map((m) => [m.id, m.tpss_valid_until]));
    expect([byId.get(expired), byId.get(valid), byId.get(uncertified)]).toEqual(['2026-03-10', '2026-03-20', null]);
  });
});

describe('a drill of a screener whose TPSS has expired', () => {
  it('is refused with 422 keyed by the field', async () => {
    const res = await api(t, denetci, 'POST', '/drill/audit', drill({ drill_creator_position_id: await positionOf(t, 'denetci'), drill_personal_position_id: expired }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ drill_personal_position_id: [TPSS_MESSAGES.drillPersonExpired] });
  });

  it('is recorded when the certificate was still valid on the drill date, and so are the valid and the uncertified', async () => {
    const creator = await positionOf(t, 'denetci');
    const before = await api(t, denetci, 'POST', '/drill/audit', drill({ drill_creator_position_id: creator, drill_personal_position_id: expired, drill_date: '2026-03-10' }));
    expect(before.statusCode).toBe(201);
    for (const id of [valid, uncertified]) {
      const res = await api(t, denetci, 'POST', '/drill/audit', drill({ drill_creator_position_id: creator, drill_personal_position_id: id, drill_date: '2026-03-20' }));
      expect(res.statusCode).toBe(201);
    }
    // Moving that drill past the expiry is refused too.
    const moved = await api(t, denetci, 'PUT', `/drill/audit/${before.json().data.id as number}`, drill({ drill_creator_position_id: creator, drill_personal_position_id: expired, drill_date: '2026-03-12' }));
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.drill_personal_position_id).toEqual([TPSS_MESSAGES.drillPersonExpired]);
  });

  it('is refused when an existing drill is given that person', async () => {
    const creator = await positionOf(t, 'denetci');
    const created = await api(t, denetci, 'POST', '/drill/audit', drill({ drill_creator_position_id: creator, drill_personal_position_id: valid }));
    expect(created.statusCode).toBe(201);
    const res = await api(t, denetci, 'PUT', `/drill/audit/${created.json().data.id as number}`, drill({ drill_creator_position_id: creator, drill_personal_position_id: expired }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ drill_personal_position_id: [TPSS_MESSAGES.drillPersonExpired] });
  });
});

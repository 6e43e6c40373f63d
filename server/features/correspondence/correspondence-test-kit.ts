import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { json, removeFiles, roleId } from '../demands/demand-test-kit';

/** Helpers for the correspondence suites. */
export async function typeId(t: TestApp, name: string): Promise<number> {
  const rows = (await t.database.db.execute(`select id from correspondence_types where name = '${name}'` as never)) as unknown as { rows: { id: number }[] };
  return Number(rows.rows[0]!.id);
}

export const send = (t: TestApp, token: string, body: Record<string, unknown>) => json(token, t, 'POST', '/correspondence', body);

export async function deliverAll(t: TestApp) {
  return t.app.jobs.run('correspondence.deliver', {}) as Promise<{ delivered: number; people: number }>;
}

export interface CorrespondenceFixture {
  t: TestApp;
  admin: string;
  sef: string;
  personel: string;
  denetci: string;
  /** The demo role every sent item in these suites goes to. */
  personelRole: number;
  /** The 'Genel Duyuru' correspondence type. */
  general: number;
}

/** The set-up of every correspondence suite: an app, four demo users signed in, the Personel role, the general type; stored files removed after. */
export function correspondenceFixture(): CorrespondenceFixture {
  const f = {} as CorrespondenceFixture;
  beforeAll(async () => {
    f.t = await createTestApp({}, 0);
    [f.admin, f.sef, f.personel, f.denetci] = await Promise.all(['admin', 'sef', 'personel', 'denetci'].map((u) => f.t.login(u)));
    f.personelRole = await roleId(f.t, 'Personel');
    f.general = await typeId(f.t, 'Genel Duyuru');
  });
  afterAll(async () => {
    removeFiles(f.t);
    await f.t.close();
  });
  return f;
}

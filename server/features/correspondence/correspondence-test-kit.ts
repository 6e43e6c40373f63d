import type { TestApp } from '../../test/harness';
import { json } from '../demands/demand-test-kit';

/** Helpers for the correspondence suites. */
export async function typeId(t: TestApp, name: string): Promise<number> {
  const rows = (await t.database.db.execute(`select id from correspondence_types where name = '${name}'` as never)) as unknown as { rows: { id: number }[] };
  return Number(rows.rows[0]!.id);
}

export const send = (t: TestApp, token: string, body: Record<string, unknown>) => json(token, t, 'POST', '/correspondence', body);

export async function deliverAll(t: TestApp) {
  return t.app.jobs.run('correspondence.deliver', {}) as Promise<{ delivered: number; people: number }>;
}

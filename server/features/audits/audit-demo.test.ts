import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { call } from './audit-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo lets each role do its job (issue 9)', () => {
  it('the inspector denetci is offered a uog project on the uog audit form, with nothing joined by hand', async () => {
    const form = (await call(t, await t.login('denetci'), 'GET', '/uog/audit/create')).json().data;
    expect(form.security_projects.map((p: { short_code: string }) => p.short_code)).toContain('ESB');
  });
});

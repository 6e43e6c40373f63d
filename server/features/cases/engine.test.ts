import { it, expect } from 'vitest';
import { startProcess, completeTask } from './engine';
import { EQUIPMENT_REQUEST } from './demo-processes';
it('routes', async () => {
  let r = await startProcess('x', EQUIPMENT_REQUEST.bpmn, {});
  expect(r.waiting).toEqual(['request']);
  r = await completeTask('x', r.state, 'request', { quantity: 2 });
  expect(r.waiting).toEqual(['approval']);
  const rej = await completeTask('x', r.state, 'approval', { approved: false });
  expect(rej.waiting).toEqual(['revise']);
  const ok = await completeTask('x', r.state, 'approval', { approved: true });
  expect(ok).toMatchObject({ waiting: [], ended: true });
});

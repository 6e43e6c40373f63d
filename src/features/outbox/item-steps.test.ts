import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '@/lib/outbox/types';
import { actionsOf, arrange, connectionState, phaseOf, stepsOf } from './item-steps';

const base: OutboxItem = {
  id: 'a',
  idempotencyKey: 'a',
  kind: 'demand.request.create',
  request: { method: 'POST', path: '/demand/request', body: {} },
  blobHashes: [],
  dependsOn: [],
  userId: '1',
  deviceId: 'd',
  deviceSeq: 1,
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 100,
  createdAt: 100,
  summary: 'Talep: Yelek',
};
const at = (item: Partial<OutboxItem>) => stepsOf({ ...base, ...item }).map((s) => `${s.key}:${s.state}${s.at === undefined ? '' : `@${s.at}`}`);

describe('stepsOf', () => {
  it('saved on the device, not yet sent', () => {
    expect(at({})).toEqual(['saved:done@100', 'sent:todo', 'acknowledged:todo']);
  });

  it('sending now, then waiting to be tried again after a network failure', () => {
    expect(at({ status: 'sending', sentAt: 200 })).toEqual(['saved:done@100', 'sent:current@200', 'acknowledged:todo']);
    expect(at({ sentAt: 200, attempts: 1, lastError: { status: 0, message: 'outbox:errors.network' } })).toEqual(['saved:done@100', 'sent:retry@200', 'acknowledged:todo']);
  });

  it('acknowledged by the server at the receipt time', () => {
    expect(at({ status: 'done', sentAt: 200, ackAt: 300, receipt: { status: 201, body: {}, at: 300 } })).toEqual(['saved:done@100', 'sent:done@200', 'acknowledged:done@300']);
  });

  it('refused by the server, and discarded by the user', () => {
    expect(at({ status: 'needs-attention', sentAt: 200, lastError: { status: 422, message: 'Geçersiz' } })).toEqual(['saved:done@100', 'sent:done@200', 'refused:failed@200']);
    expect(at({ status: 'done', discardReason: 'Yanlış kayıt', discardedAt: 400 })).toEqual(['saved:done@100', 'sent:todo', 'discarded:failed@400']);
    expect(phaseOf({ ...base, status: 'done', discardReason: 'x' })).toBe('discarded');
  });
});

describe('arrange and actions', () => {
  it('lists unfinished items in sending order, finished ones newest first', () => {
    const items = [3, 1, 4, 2].map((n) => ({ ...base, id: `i${n}`, deviceSeq: n, status: n % 2 ? ('pending' as const) : ('done' as const) }));
    const { unfinished, finished } = arrange(items);
    expect(unfinished.map((i) => i.id)).toEqual(['i1', 'i3']);
    expect(finished.map((i) => i.id)).toEqual(['i4', 'i2']);
  });

  it('offers edit only for a refused item whose kind has an edit screen; nothing for finished or sending items', () => {
    expect(actionsOf({ ...base, status: 'needs-attention' }, '/x')).toEqual({ retry: true, edit: true, discard: true });
    expect(actionsOf({ ...base, status: 'needs-attention' }, undefined).edit).toBe(false);
    expect(actionsOf({ ...base, status: 'pending' }, '/x')).toEqual({ retry: true, edit: false, discard: true });
    expect(actionsOf({ ...base, status: 'sending' }, '/x')).toEqual({ retry: false, edit: false, discard: false });
    expect(actionsOf({ ...base, status: 'done', discardReason: 'x' }, '/x')).toEqual({ retry: false, edit: false, discard: false });
  });
});

describe('connectionState (issue 9: no "gönderiliyor" with nothing to send)', () => {
  const base = { online: true, pending: 0, sending: 0, blocked: 0, needsAttention: 0 };
  it('says sending only while something waits to go', () => {
    expect(connectionState(base)).toBe('idle');
    expect(connectionState({ ...base, pending: 1 })).toBe('online');
    expect(connectionState({ ...base, needsAttention: 2 })).toBe('attention');
    expect(connectionState({ ...base, online: false, pending: 3 })).toBe('offline');
  });
});

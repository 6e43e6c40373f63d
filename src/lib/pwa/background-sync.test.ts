import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStatus } from '@/lib/outbox/status';
import { requestBackgroundSync, watchOutboxForBackgroundSync } from './background-sync';

const idle = { online: true, pending: 0, sending: 0, needsAttention: 0, blocked: 0, progress: null };

describe('watchOutboxForBackgroundSync', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    setStatus(idle);
  });

  it('registers when items wait for the network, again when their number or connectivity changes, never for needs-attention alone', () => {
    setStatus(idle);
    const register = vi.fn(async () => true);
    stop = watchOutboxForBackgroundSync(register);
    setStatus({ needsAttention: 2 });
    expect(register).not.toHaveBeenCalled();
    setStatus({ online: false, pending: 1 }); // enqueued offline
    expect(register).toHaveBeenCalledTimes(1);
    setStatus({ progress: null }); // same numbers: nothing new to ask for
    expect(register).toHaveBeenCalledTimes(1);
    setStatus({ pending: 2 });
    setStatus({ online: true });
    expect(register).toHaveBeenCalledTimes(3);
    setStatus({ pending: 0 });
    expect(register).toHaveBeenCalledTimes(3);
  });
});

describe('requestBackgroundSync', () => {
  it('registers the apron-outbox tag where the registration offers sync', async () => {
    const register = vi.fn(async () => undefined);
    const container = { ready: Promise.resolve({ sync: { register } }) } as unknown as ServiceWorkerContainer;
    expect(await requestBackgroundSync(container)).toBe(true);
    expect(register).toHaveBeenCalledWith('apron-outbox');
  });

  it('answers false without Background Sync or when the browser refuses', async () => {
    expect(await requestBackgroundSync({ ready: Promise.resolve({}) } as unknown as ServiceWorkerContainer)).toBe(false);
    const refusing = { ready: Promise.resolve({ sync: { register: async () => Promise.reject(new Error('denied')) } }) } as unknown as ServiceWorkerContainer;
    expect(await requestBackgroundSync(refusing)).toBe(false);
    expect(await requestBackgroundSync(undefined)).toBe(false);
  });
});

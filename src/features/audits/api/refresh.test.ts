import { describe, expect, it, vi } from 'vitest';
import type { DeviceRecord, DeviceState } from '../offline/device-state';
import type { AuditView } from './audits';
import { findingsOnServer, type FindingParent } from './findings';
import { refreshOnOutboxAndReconnect } from './shared';

const A = '019cd000-0000-7000-8000-0000000000a1';
const P = '019cd000-0000-7000-8000-0000000000b1';

const state = (unsent: string[]): DeviceState => ({
  records: new Map(unsent.map((key) => [key, { createdOnDevice: true } as DeviceRecord])),
  busyAudits: new Set(),
});
const audit = (server: boolean) => ({ key: A, server: server ? { uuid: A } : null }) as unknown as AuditView;

describe('the finding list right after the sync (issue 9)', () => {
  it('asks the server once the project made on the device has left the outbox, though its view is a step behind', () => {
    const parent: FindingParent = { family: 'ggh', audit: audit(false), projectKey: P, projectOnServer: false };
    expect(findingsOnServer(parent, state([A, P]))).toBe(false);
    expect(findingsOnServer(parent, state([P]))).toBe(false);
    expect(findingsOnServer(parent, state([]))).toBe(true);
  });

  it('keeps to the view when it already knows the parent is on the server', () => {
    expect(findingsOnServer({ family: 'ggh', audit: audit(true), projectKey: P, projectOnServer: true }, state([P]))).toBe(true);
    expect(findingsOnServer({ family: 'uog', audit: audit(true) }, state([]))).toBe(true);
    expect(findingsOnServer({ family: 'uog', audit: audit(false) }, state([A]))).toBe(false);
  });
});

describe('audit screens refresh by themselves', () => {
  it('when the browser comes back online, until the screen is left', () => {
    const win = new EventTarget();
    const refresh = vi.fn();
    const off = refreshOnOutboxAndReconnect(refresh, win);
    win.dispatchEvent(new Event('online'));
    expect(refresh).toHaveBeenCalledTimes(1);
    off();
    win.dispatchEvent(new Event('online'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

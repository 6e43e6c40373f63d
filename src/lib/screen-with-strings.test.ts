import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { screenWithStrings, type ScreenModule } from './screen-with-strings';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const module = (text: string): ScreenModule => ({ default: () => createElement('p', null, text) });

describe('screenWithStrings (issue 16: a field form loads its chunk and strings together)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the chunk and the namespaces at the same time, once', () => {
    const chunk = deferred<ScreenModule>();
    const load = vi.fn(() => chunk.promise);
    const strings = vi.spyOn(i18n, 'loadNamespaces').mockReturnValue(new Promise(() => undefined));
    const Screen = screenWithStrings(load, ['drills', 'outbox']);
    void Screen.preload();
    void Screen.preload();
    // The chunk has not arrived, yet the strings are asked already: no waiting one after the other.
    expect(load).toHaveBeenCalledTimes(1);
    expect(strings).toHaveBeenCalledTimes(1);
    expect(strings).toHaveBeenCalledWith(['drills', 'outbox']);
  });

  it('settles only when both are in, then renders at once without suspending', async () => {
    const chunk = deferred<ScreenModule>();
    const strings = deferred<void>();
    vi.spyOn(i18n, 'loadNamespaces').mockReturnValue(strings.promise);
    const Screen = screenWithStrings(() => chunk.promise, ['drills']);
    let settled = false;
    const ready = Screen.preload().then(() => (settled = true));
    chunk.resolve(module('form'));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    strings.resolve();
    await ready;
    expect(renderToString(createElement(Screen))).toBe('<p>form</p>');
  });

  it('throws a chunk that failed to the error boundary, as React.lazy does', async () => {
    vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    const Screen = screenWithStrings(() => Promise.reject(new Error('chunk missing')), ['drills']);
    await Screen.preload();
    expect(() => renderToString(createElement(Screen))).toThrow('chunk missing');
  });
});

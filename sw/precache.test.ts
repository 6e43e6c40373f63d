import { describe, expect, it } from 'vitest';
import { installPrecache } from './precache';

/** A controller whose strategy answers each file when the test says so, recording what it was asked. */
function fakeController(urls: string[]) {
  const asked: { url: string; cache: RequestCache; cacheKey: string }[] = [];
  let inFlight = 0;
  let most = 0;
  const controller = {
    getURLsToCacheKeys: () => new Map(urls.map((u) => [u, `${u}?key`])),
    getIntegrityForCacheKey: () => undefined,
    strategy: {
      handleAll: ({ request, params }: { request: Request; params?: { cacheKey: string } }) => {
        asked.push({ url: request.url, cache: request.cache, cacheKey: params!.cacheKey });
        inFlight++;
        most = Math.max(most, inFlight);
        const done = new Promise<void>((resolve) => setTimeout(() => { inFlight--; resolve(); }, 5));
        return [done, done] as const;
      },
    },
  };
  return { controller: controller as never, asked, most: () => most };
}

describe('installPrecache', () => {
  const base = 'https://apron.example/sw.js';
  const urls = Array.from({ length: 20 }, (_, i) => `https://apron.example/assets/chunk-${i}.js`);

  it('fetches every file, six at a time, as Workbox would ask for each', async () => {
    const fake = fakeController(['https://apron.example/index.html', ...urls]);
    await installPrecache(fake.controller, [{ url: '/index.html', revision: 'abc' }, ...urls.map((u) => u.replace('https://apron.example', ''))], {} as ExtendableEvent, base);
    expect(fake.asked).toHaveLength(21);
    expect(fake.most()).toBe(6);
    // A revisioned entry (index.html) bypasses the HTTP cache; hashed files may use it.
    expect(fake.asked.find((a) => a.url.endsWith('/index.html'))).toMatchObject({ cache: 'reload', cacheKey: 'https://apron.example/index.html?key' });
    expect(fake.asked.filter((a) => a.url.includes('/assets/')).every((a) => a.cache === 'default')).toBe(true);
  });

  it('fails the install when a file fails (the browser installs again later)', async () => {
    const fake = fakeController(urls);
    const failing = { ...(fake.controller as object), strategy: { handleAll: () => [Promise.reject(new Error('offline')), Promise.resolve()] as const } };
    await expect(installPrecache(failing as never, urls, {} as ExtendableEvent, base)).rejects.toThrow('offline');
  });
});

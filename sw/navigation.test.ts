import { describe, expect, it } from 'vitest';
import { isAppNavigation } from './navigation';

describe('isAppNavigation', () => {
  it('answers app routes, with or without a query, with the shell', () => {
    for (const path of ['/', '/dashboard', '/security-projects?keyword=a.b', '/project-edit/12', '/outbox', '/settings/profile', '/login?next=%2Fproject-edit%2F3', '/login?next=/files/a.pdf']) {
      expect(isAppNavigation(path), path).toBe(true);
    }
  });

  it('leaves the API, OAuth and files to the network', () => {
    for (const path of ['/api/health', '/api', '/api/docs', '/oauth/authorize?x=1', '/oauth', '/favicon.svg', '/icons/icon-192.png', '/manifest.webmanifest', '/assets/index-abc.js', '/sw.js?v=2']) {
      expect(isAppNavigation(path), path).toBe(false);
    }
  });
});

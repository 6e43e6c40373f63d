import { describe, expect, it } from 'vitest';
import { holds } from './routing';

describe('holds (client-side route guard; the server checks again)', () => {
  const perms = new Set(['view-shift']);
  it('public and signed-in routes need no permission', () => {
    expect(holds('public', new Set())).toBe(true);
    expect(holds('signed-in', new Set())).toBe(true);
  });
  it('a permission route needs that permission', () => {
    expect(holds({ permission: 'view-shift' }, perms)).toBe(true);
    expect(holds({ permission: 'view-security-projects' }, perms)).toBe(false);
  });
  it('anyOf needs one of them', () => {
    expect(holds({ anyOf: ['x', 'view-shift'] }, perms)).toBe(true);
    expect(holds({ anyOf: ['x', 'y'] }, perms)).toBe(false);
  });
});

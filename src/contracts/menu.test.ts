import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, menuFor } from './menu';
import { PERMISSIONS } from './permissions';

describe('menuFor (spec 1 §6: any one permission opens a group)', () => {
  it('gives nothing to a position without permissions', () => {
    expect(menuFor(new Set())).toEqual([]);
  });

  it('opens a group by any one of its permissions, with only the items that permission allows', () => {
    const menu = menuFor(new Set(['view-security-projects']));
    expect(menu).toEqual([{ key: 'contract-management', items: [{ key: 'security-projects', route: '/security-projects' }] }]);
    const audits = menuFor(new Set(['view-k9-audits']));
    expect(audits).toEqual([{ key: 'audits', items: [{ key: 'k9-audits', route: '/k9/audit/search' }] }]);
  });

  it('a group may open with no items yet (its screens come later)', () => {
    expect(menuFor(new Set(['view-schools']))).toEqual([{ key: 'definitions', items: [] }]);
  });

  it('every permission a menu names is a spec permission', () => {
    const known = new Set<string>(PERMISSIONS);
    const named = MENU_GROUPS.flatMap((g) => [...g.permissions, ...g.items.flatMap((i) => i.permissions)]);
    expect(named.filter((p) => !known.has(p))).toEqual([]);
  });

  it('a super role (every permission) sees every group', () => {
    expect(menuFor(new Set(PERMISSIONS)).map((g) => g.key)).toEqual(MENU_GROUPS.map((g) => g.key));
  });
});

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
    expect(audits).toEqual([
      {
        key: 'audits',
        items: [
          { key: 'k9-audit-list', route: '/k9/audit/list' },
          { key: 'k9-audit-new', route: '/k9/auditStore' },
          { key: 'k9-audits', route: '/k9/audit/search' },
        ],
      },
    ]);
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

  it('an auditor reaches the offline-capable list and a new audit in one tap, before the online-only search (issue 9)', () => {
    for (const family of ['ggh', 'k9', 'uog']) {
      const items = menuFor(new Set([`view-${family}-audits`])).flatMap((g) => g.items);
      expect(items.slice(0, 3).map((i) => i.route)).toEqual([`/${family}/audit/list`, `/${family}/auditStore`, `/${family}/audit/search`]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { accessOf, toggleAccess, type AccessNode } from './document-sharing';

const tree: AccessNode[] = [
  { holder_type: 'department', id: 1, name: 'Güvenlik', department_id: 1, viewer: false, creator: false },
  { holder_type: 'role', id: 10, name: 'Şef', department_id: 1, viewer: false, creator: false },
  { holder_type: 'role', id: 11, name: 'Personel', department_id: 1, viewer: false, creator: false },
  { holder_type: 'department', id: 2, name: 'İK', department_id: 2, viewer: false, creator: false },
];

describe('document access tree (spec 3 §5)', () => {
  it('enabling creator sets viewer (the role and its department)', () => {
    const next = toggleAccess(tree, { holder_type: 'role', id: 10 }, 'creator', true);
    expect(next.find((n) => n.id === 10)).toMatchObject({ creator: true, viewer: true });
    expect(next.find((n) => n.holder_type === 'department' && n.id === 1)!.viewer).toBe(true);
    expect(accessOf(next)).toEqual({ viewer_department_ids: [1], create_role_ids: [10] });
  });
  it('disabling viewer clears creator', () => {
    const on = toggleAccess(tree, { holder_type: 'role', id: 10 }, 'creator', true);
    const off = toggleAccess(on, { holder_type: 'department', id: 1 }, 'viewer', false);
    expect(off.find((n) => n.id === 10)).toMatchObject({ creator: false, viewer: false });
    expect(accessOf(off)).toEqual({ viewer_department_ids: [], create_role_ids: [] });
  });
  it('role holders cannot change viewer; department holders cannot change creator', () => {
    expect(toggleAccess(tree, { holder_type: 'role', id: 11 }, 'viewer', true)).toEqual(tree);
    expect(toggleAccess(tree, { holder_type: 'department', id: 2 }, 'creator', true)).toEqual(tree);
  });
});

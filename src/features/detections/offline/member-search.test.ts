import { describe, expect, it } from 'vitest';
import type { PositionItem } from '@/contracts/people';
import { searchMembersLocally } from './member-search';

const role = { id: 1, name: 'x', deleted: false };
const member = (id: number, full_name: string, national_id_number: string | null): PositionItem => ({
  id, user_id: id, full_name, national_id_number, security_project_id: 1, role_display: { company: role, department: role, role },
});
const members = [member(1, 'Ayşe Doğan', '12345678901'), member(2, 'İsmail Güneş', '22345678901'), member(3, 'Işıl Çelik', null)];

describe('the member search on the device', () => {
  it('finds names however they are typed, and national ids by their first digits', () => {
    expect(searchMembersLocally(members, 'AYŞE').map((m) => m.id)).toEqual([1]);
    expect(searchMembersLocally(members, 'ismail gun').map((m) => m.id)).toEqual([2]);
    expect(searchMembersLocally(members, 'ISIL').map((m) => m.id)).toEqual([3]);
    expect(searchMembersLocally(members, '223').map((m) => m.id)).toEqual([2]);
    expect(searchMembersLocally(members, 'zzz')).toEqual([]);
    expect(searchMembersLocally(members, 'a', 1)).toHaveLength(1);
  });
});

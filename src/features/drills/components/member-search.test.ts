import { describe, expect, it } from 'vitest';
import type { DrillMember } from '@/contracts/drills';
import { filterMembers } from './member-search';

const member = (id: number, full_name: string, security_project_id = 1, national_id_number: string | null = null): DrillMember =>
  ({ id, full_name, national_id_number, role_name: 'Airsider', security_project_id });
const members = [member(1, 'Şükrü Ağaoğlu', 1, '12345678901'), member(2, 'Işıl Çınar'), member(3, 'Şükran Kaya', 2), member(4, 'Ayşe Işık', 1, '99945678901')];

describe('the offline drill person search', () => {
  it('waits for 3 characters and a project', () => {
    expect(filterMembers(members, 1, 'şü')).toEqual([]);
    expect(filterMembers(members, null, 'şükrü')).toEqual([]);
  });

  it('matches names however they are typed, within the chosen project', () => {
    expect(filterMembers(members, 1, 'SUKRU').map((m) => m.id)).toEqual([1]);
    expect(filterMembers(members, 1, 'şük').map((m) => m.id)).toEqual([1]);
    expect(filterMembers(members, 2, 'şük').map((m) => m.id)).toEqual([3]);
    expect(filterMembers(members, 1, 'ışı').map((m) => m.id)).toEqual([2, 4]);
  });

  it('matches national id numbers by their beginning', () => {
    expect(filterMembers(members, 1, '123').map((m) => m.id)).toEqual([1]);
    expect(filterMembers(members, 1, '456')).toEqual([]);
  });
});

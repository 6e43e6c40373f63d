import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditMember, FormMembers } from '@/contracts/audits/schemas';
import { json, resetOutbox } from '@/lib/outbox/test-support';
import type { AuditView } from '../api/audits';
import { syncFindingMembers, type FindingParent } from '../api/findings';
import { searchMembers } from '../api/personnel';
import { keepFormMembers, matchMembers, membersOnDevice, type Member } from './members';

beforeEach(() => resetOutbox('7'));
afterEach(() => vi.unstubAllGlobals());

const IST = 1;
const SAW = 2;
const role = (department: string, name: string) => ({
  company: { id: 1, name: 'Apron', deleted: false }, department: { id: 2, name: department, deleted: false }, role: { id: 3, name, deleted: false },
});
const member = (id: number, full_name: string, projects: number[]): AuditMember => ({
  id, user_id: id + 100, full_name, role_display: role('Güvenlik Operasyonları', 'Personel'), security_project_ids: projects,
});
const answer = (members: AuditMember[], member_projects = [IST, SAW], members_truncated = false): FormMembers => ({ member_projects, members, members_truncated });

const people: Member[] = [
  { id: 1, full_name: 'Ayşe Doğan' },
  { id: 2, full_name: 'İsmail Güneş' },
  { id: 3, full_name: 'Oğuz Çelik' },
  { id: 4, full_name: 'Ali Doğanay' },
  { id: 5, full_name: 'Çağrı Işık' },
];
const names = (list: readonly Member[]) => list.map((m) => m.full_name);

describe('searching project members on the device', () => {
  it('matches however the name was typed (Turkish folding), by name', () => {
    for (const typed of ['DOĞAN', 'doğan', 'dogan', 'DOGAN']) expect(names(matchMembers(people, typed))).toEqual(['Ali Doğanay', 'Ayşe Doğan']);
    expect(names(matchMembers(people, 'İSMAİL'))).toEqual(['İsmail Güneş']);
    expect(names(matchMembers(people, 'ismail'))).toEqual(['İsmail Güneş']);
    expect(names(matchMembers(people, 'IŞIK'))).toEqual(['Çağrı Işık']);
    expect(names(matchMembers(people, 'cagri isik'))).toEqual(['Çağrı Işık']);
    expect(names(matchMembers(people, 'Zeynep'))).toEqual([]);
  });

  it('needs 3 characters, as online; shows each position once and at most 20', () => {
    expect(matchMembers(people, 'ay')).toEqual([]);
    expect(matchMembers(people, '  Ç ')).toEqual([]);
    expect(names(matchMembers(people, 'Ayş'))).toEqual(['Ayşe Doğan']);
    const twice = matchMembers([{ id: 1, full_name: 'Ayşe Doğan', role: 'Denetim - Denetçi' }, { id: 1, full_name: 'Ayşe Doğan' }], 'ayşe');
    expect(twice).toEqual([{ id: 1, full_name: 'Ayşe Doğan', role: 'Denetim - Denetçi' }]);
    const many = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, full_name: `Mehmet ${String(i).padStart(2, '0')}` }));
    expect(matchMembers(many, 'mehmet')).toHaveLength(20);
    expect(matchMembers(many, 'mehmet', 50)).toHaveLength(30);
  });
});

describe('keeping form members', () => {
  it('keeps each project’s members apart, with their roles', async () => {
    await keepFormMembers(answer([member(1, 'Ayşe Doğan', [IST]), member(2, 'İsmail Güneş', [IST, SAW]), member(3, 'Oğuz Çelik', [SAW])]));
    expect(names(await membersOnDevice(IST))).toEqual(['Ayşe Doğan', 'İsmail Güneş']);
    expect(names(await membersOnDevice(SAW))).toEqual(['İsmail Güneş', 'Oğuz Çelik']);
    expect((await membersOnDevice(IST))[0]).toEqual({ id: 1, full_name: 'Ayşe Doğan', role: 'Güvenlik Operasyonları - Personel' });
    expect(await membersOnDevice(99)).toEqual([]);
  });

  it('a complete list replaces the project’s, a cut one adds to it', async () => {
    await keepFormMembers(answer([member(1, 'Ayşe Doğan', [IST]), member(2, 'İsmail Güneş', [IST])], [IST]));
    // Ayşe left the project.
    await keepFormMembers(answer([member(2, 'İsmail Güneş', [IST])], [IST]));
    expect(names(await membersOnDevice(IST))).toEqual(['İsmail Güneş']);
    await keepFormMembers(answer([member(3, 'Oğuz Çelik', [IST])], [IST], true));
    expect(names(await membersOnDevice(IST))).toEqual(['İsmail Güneş', 'Oğuz Çelik']);
    // A copy kept before forms carried members changes nothing.
    await keepFormMembers({});
    expect(await membersOnDevice(IST)).toHaveLength(2);
  });

  it('keeps each user’s members apart (shared tablets)', async () => {
    await keepFormMembers(answer([member(1, 'Ayşe Doğan', [IST])], [IST]));
    await resetOutbox('8');
    expect(await membersOnDevice(IST)).toEqual([]);
  });
});

describe('the personnel search', () => {
  it('offline: searches the project’s members kept with the forms', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await keepFormMembers(answer([member(1, 'Ayşe Doğan', [IST]), member(4, 'Ali Doğanay', [SAW])]));
    const found = await searchMembers('DOĞAN', IST, false);
    expect(found).toEqual({ members: [{ id: 1, full_name: 'Ayşe Doğan', role: 'Güvenlik Operasyonları - Personel' }], fromDevice: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(await searchMembers('DOĞAN', 77, false)).toEqual({ members: [], fromDevice: true });
  });

  it('online: the server searches; without an answer, the device does', async () => {
    await keepFormMembers(answer([member(1, 'Ayşe Doğan', [IST])], [IST]));
    const fetch = vi.fn(async (_url: string) => json(200, { data: [{ ...member(9, 'Ayşe Doğaner', [IST]), national_id_number: null, security_project_id: IST }], meta_data: {}, helper_data: {} }));
    vi.stubGlobal('fetch', fetch);
    const online = await searchMembers('AYŞE', IST, true);
    expect(online.fromDevice).toBe(false);
    expect(names(online.members)).toEqual(['Ayşe Doğaner']);
    expect(decodeURIComponent(String(fetch.mock.calls[0]![0]))).toContain('security_project=1');
    // The server's answer joined what the device knows of the project.
    expect(names(await membersOnDevice(IST))).toEqual(['Ayşe Doğan', 'Ayşe Doğaner']);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await searchMembers('AYŞE', IST, true)).toMatchObject({ fromDevice: true, members: [{ id: 1 }, { id: 9 }] });
  });
});

describe('the finding form’s members', () => {
  const audit = (onServer: boolean) => ({ key: 'a-uuid', server: onServer ? { id: 5 } : null }) as unknown as AuditView;
  const parent = (onServer: boolean, projectOnServer = onServer): FindingParent => ({ family: 'ggh', audit: audit(onServer), projectKey: 'p-uuid', projectOnServer });

  it('online, reads the finding form and keeps the project’s members', async () => {
    const fetch = vi.fn(async (_url: string) => json(200, { data: { audit: {}, project: {}, finding: null, ratings: [], ...answer([member(1, 'Ayşe Doğan', [IST])], [IST]) }, meta_data: {}, helper_data: {} }));
    vi.stubGlobal('fetch', fetch);
    expect(await syncFindingMembers(parent(true), true)).toBe(1);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/ggh/audit/a-uuid/project/p-uuid/finding/create');
    expect(names(await membersOnDevice(IST))).toEqual(['Ayşe Doğan']);
  });

  it('reads nothing offline, or while the audit or project is only on the device', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await syncFindingMembers(parent(true), false)).toBeNull();
    expect(await syncFindingMembers(parent(false), true)).toBeNull();
    expect(await syncFindingMembers(parent(true, false), true)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

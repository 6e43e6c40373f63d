import type { AuditMember, FormMembers } from '@/contracts/audits/schemas';
import { SEARCH_MIN_CHARS } from '@/contracts/people';
import { searchFold, trCompare } from '@/contracts/text';
import { readRemembered, remember, rememberPositions, type RememberOptions } from './remember';

/**
 * Security-project members on the device (issue 4): per user and per project, the full lists the
 * audit and finding forms carry (`members`), plus every member an online search returned.
 * Offline, finding personnel and supervisors are searched among them (Turkish folding, from 3
 * characters as online). Decisions: docs/decisions/audits-screens.md.
 */
export interface Member {
  /** The position. */
  id: number;
  full_name: string;
  /** Department - role, for telling namesakes apart. */
  role?: string;
  /** The earliest TPSS validity date, when the person holds a TPSS certification (marked when expired). */
  tpss_valid_until?: string | null;
}

/** How many matches a search shows, as the server's position search (20). */
export const MEMBER_MATCHES_MAX = 20;

export const membersName = (projectId: number | null) => `members.${projectId ?? 'all'}`;

export const memberOf = (m: Pick<AuditMember, 'id' | 'full_name' | 'role_display' | 'tpss_valid_until'>): Member => ({
  id: m.id, full_name: m.full_name, role: [m.role_display.department.name, m.role_display.role.name].join(' - '),
  ...(m.tpss_valid_until ? { tpss_valid_until: m.tpss_valid_until } : {}),
});

/**
 * The positions whose name holds the term however it was typed ('DOĞAN', 'dogan', 'Doğan'), by
 * name, each once (the first entry of an id wins), at most `max`; nothing under 3 characters.
 */
export function matchMembers<M extends Member>(members: readonly M[], term: string, max = MEMBER_MATCHES_MAX): M[] {
  const folded = searchFold(term);
  if ([...folded].length < SEARCH_MIN_CHARS) return [];
  const found = new Map<number, M>();
  for (const m of members) {
    if (!found.has(m.id) && searchFold(m.full_name).includes(folded)) found.set(m.id, m);
  }
  return [...found.values()].sort((a, b) => trCompare(a.full_name, b.full_name) || a.id - b.id).slice(0, max);
}

/** The members part of a form answer; copies kept from before it existed have none. */
export const formMembersOf = (form: Partial<FormMembers> | undefined): FormMembers => ({
  member_projects: form?.member_projects ?? [],
  members: form?.members ?? [],
  members_truncated: form?.members_truncated ?? false,
});

/**
 * Keeps a form answer's members on the device, per security project. A complete list replaces
 * what the device knew of the project (members leave projects); a cut one only adds to it.
 */
export async function keepFormMembers(answer: Partial<FormMembers> | undefined, options: RememberOptions = {}): Promise<void> {
  const { member_projects, members, members_truncated } = formMembersOf(answer);
  for (const projectId of member_projects) {
    const list = members.filter((m) => m.security_project_ids.includes(projectId)).map(memberOf);
    if (members_truncated) await rememberPositions(membersName(projectId), list, options);
    else await remember(membersName(projectId), list, options);
  }
}

/** The members of the project this device holds (none before the first sync). */
export async function membersOnDevice(projectId: number | null, options: RememberOptions = {}): Promise<Member[]> {
  return (await readRemembered<Member[]>(membersName(projectId), options.db).catch(() => undefined))?.value ?? [];
}

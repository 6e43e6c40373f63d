import { searchPosition } from '@/contracts/people';
import { searchFold, trCompare } from '@/contracts/text';
import { ApiError, data } from '@/lib/api/client';
import { readRemembered, rememberPositions } from '../offline/remember';
import { rememberNames, type PositionName } from './form-data';

/**
 * Personnel of a finding are chosen among the members of the visited security project
 * (`search/position?q&security_project`, from 3 characters). Every member the server returns is
 * kept on the device per project, so the same search works without a signal afterwards.
 */
export interface Member extends PositionName {
  /** Company - department - role, for telling namesakes apart. */
  role?: string;
}

const membersName = (projectId: number | null) => `members.${projectId ?? 'all'}`;

/** Offline: the members of the project seen on this device, matched however the name was typed. */
export function matchMembers(members: readonly Member[], term: string): Member[] {
  const folded = searchFold(term);
  return members.filter((m) => searchFold(m.full_name).includes(folded)).sort((a, b) => trCompare(a.full_name, b.full_name));
}

export async function searchMembers(term: string, projectId: number | null, online = navigator.onLine): Promise<{ members: Member[]; fromDevice: boolean }> {
  if (online) {
    try {
      const found = await data(searchPosition, { query: { q: term, ...(projectId ? { security_project: projectId } : {}) }, quiet: true });
      const members = found.map((p) => ({ id: p.id, full_name: p.full_name, role: [p.role_display.department.name, p.role_display.role.name].join(' - ') }));
      await rememberPositions(membersName(projectId), members).catch(() => undefined);
      await rememberNames(members);
      return { members, fromDevice: false };
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) throw error;
    }
  }
  const known = (await readRemembered<Member[]>(membersName(projectId)))?.value ?? [];
  return { members: matchMembers(known, term), fromDevice: true };
}

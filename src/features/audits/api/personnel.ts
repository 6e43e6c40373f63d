import { searchPosition } from '@/contracts/people';
import { ApiError, data } from '@/lib/api/client';
import { matchMembers, memberOf, membersName, membersOnDevice, type Member } from '../offline/members';
import { rememberPositions } from '../offline/remember';
import { rememberNames } from './form-data';

export type { Member };

/**
 * Personnel of a finding are chosen among the members of the visited security project
 * (`search/position?q&security_project`, from 3 characters). Online the server searches and every
 * member it returns is kept on the device; offline the same search runs over the project's
 * members the device holds (offline/members.ts: synced with the audit and finding forms).
 */
export async function searchMembers(term: string, projectId: number | null, online = navigator.onLine): Promise<{ members: Member[]; fromDevice: boolean }> {
  if (online) {
    try {
      const found = await data(searchPosition, { query: { q: term, ...(projectId ? { security_project: projectId } : {}) }, quiet: true });
      const members = found.map(memberOf);
      await rememberPositions(membersName(projectId), members).catch(() => undefined);
      await rememberNames(members);
      return { members, fromDevice: false };
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) throw error;
    }
  }
  return { members: matchMembers(await membersOnDevice(projectId), term), fromDevice: true };
}

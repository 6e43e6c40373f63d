import { SEARCH_MIN_CHARS } from '@/contracts/people';
import type { DrillMember } from '@/contracts/drills';
import { searchFold } from '@/contracts/text';

/**
 * The drill person search on the device (offline): the remembered Airsider and Interviewer members
 * of the project whose name contains the typed text, or whose national id starts with the typed
 * digits; nothing under 3 characters (spec 2 §5).
 */
export function filterMembers(members: readonly DrillMember[], projectId: number | null, typed: string, limit = 20): DrillMember[] {
  const term = typed.trim();
  if (term.length < SEARCH_MIN_CHARS || projectId === null) return [];
  const digits = /^\d+$/.test(term);
  const folded = searchFold(term);
  return members
    .filter((m) => m.security_project_id === projectId)
    .filter((m) => (digits ? (m.national_id_number ?? '').startsWith(term) : searchFold(m.full_name).includes(folded)))
    .slice(0, limit);
}

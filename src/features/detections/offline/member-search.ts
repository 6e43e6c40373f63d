import type { PositionItem } from '@/contracts/people';
import { searchFold } from '@/contracts/text';

/**
 * The member search on the device, over the members the form data brought (offline, or when the
 * server cannot be reached): the server's rule — a national id prefix when only digits are typed,
 * otherwise the name however it is typed.
 */
export function searchMembersLocally(members: readonly PositionItem[], term: string, limit = 20): PositionItem[] {
  const typed = term.trim();
  const digits = typed.replace(/\D/g, '');
  const byId = digits.length >= 3 && digits.length === typed.length;
  const needle = searchFold(typed);
  return members
    .filter((m) => (byId ? (m.national_id_number ?? '').startsWith(digits) : searchFold(m.full_name).includes(needle)))
    .slice(0, limit);
}

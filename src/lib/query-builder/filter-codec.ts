import { comparisonOption, queryFilter, type FilterCondition, type QueryFilter } from '@/contracts/query-filter';

/**
 * The filter as the `filterStorage` URL parameter (and the remembered copy in localStorage):
 * base64url of its JSON, without the comparison's display data (label, operator, format), which
 * the contract restores on the way back, and without anything else a field object carried.
 * Anything that does not decode into a valid tree (garbage, a truncated link, a tree past the
 * limits) decodes to null.
 */

/** Longer than any tree within the limits (4 × 4 conditions, 100 values each) could sensibly be. */
export const MAX_ENCODED_LENGTH = 60_000;

function compactCondition(c: FilterCondition): FilterCondition {
  const op = c.comparisonOperator;
  const { name, label } = c.sourceField;
  return { ...c, sourceField: label === undefined ? { name } : { name, label }, comparisonOperator: op ? { value: op.value, ...(op.typeaheadUrl ? { typeaheadUrl: op.typeaheadUrl } : {}) } : null };
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(s)) throw new Error('not base64url');
  const padded = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function encodeFilter(f: QueryFilter): string {
  const compact = { ...f, groups: f.groups.map((g) => ({ ...g, conditions: g.conditions.map(compactCondition) })) };
  return toBase64Url(JSON.stringify(compact));
}

/** The tree from a `filterStorage` value (base64url, or plain JSON typed by hand), or null. */
export function decodeFilter(s: string | null): QueryFilter | null {
  if (!s || s.length > MAX_ENCODED_LENGTH) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(s.trimStart().startsWith('{') ? s : fromBase64Url(s.trim()));
  } catch {
    return null;
  }
  const parsed = queryFilter.safeParse(raw);
  if (!parsed.success) return null;
  const tree = parsed.data;
  return {
    ...tree,
    groups: tree.groups.map((g) => ({
      ...g,
      conditions: g.conditions.map((c) => {
        const op = c.comparisonOperator;
        return { ...c, comparisonOperator: op ? { ...comparisonOption(op.value), ...(op.typeaheadUrl ? { typeaheadUrl: op.typeaheadUrl } : {}) } : op };
      }),
    })),
  };
}

/**
 * A typeahead answer as choices. The builder's searches answer `data` as a list of records with
 * an id and a name under one of the names the API uses (`name`, `full_name`, `label`); spec 3's
 * option lookups wrap the list once more (`data.data`). Records without an id or a name are skipped.
 */
export interface TypeaheadItem {
  id: string | number;
  label: string;
}

/** At most this many choices are listed; the user types more to narrow. */
export const TYPEAHEAD_LIMIT = 20;

export function typeaheadItems(data: unknown): TypeaheadItem[] {
  const list = Array.isArray(data) ? data : Array.isArray((data as { data?: unknown })?.data) ? (data as { data: unknown[] }).data : [];
  const items: TypeaheadItem[] = [];
  for (const entry of list) {
    if (!entry || typeof entry !== 'object') continue;
    const { id, name, full_name, label } = entry as Record<string, unknown>;
    const text = [name, full_name, label].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    if ((typeof id !== 'number' && typeof id !== 'string') || id === '' || !text) continue;
    items.push({ id, label: text });
    if (items.length === TYPEAHEAD_LIMIT) break;
  }
  return items;
}

/**
 * The request of a lookup (spec 3 §7 Query builder: "option lookup: a configured source path plus
 * the search term"; "typeahead: the operator's typeahead url plus the typed text"). A configured path
 * ending in '/' or holding '{term}' takes the term in the path; any other path gets it as ?q=.
 */
export function lookupRequest(path: string, term: string): { path: string; query: Record<string, string> } {
  const encoded = encodeURIComponent(term);
  if (path.includes('{term}')) return { path: path.replace('{term}', encoded), query: {} };
  if (path.endsWith('/')) return { path: `${path}${encoded}`, query: {} };
  return { path, query: { q: term } };
}

/** Spec 3 §8: a failed lookup is ignored and answers an empty list. */
export const lookupItems = (fetching: Promise<unknown>): Promise<TypeaheadItem[]> => fetching.then(typeaheadItems, () => []);

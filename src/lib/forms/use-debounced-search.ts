import { useEffect, useMemo, useState } from 'react';
import { createSearchDebouncer, searchTerm, type SearchOptions } from './search-term';

/**
 * The term to search for as the user types `value`: null under `min` characters, otherwise the
 * (optionally upper-cased) text once typing has paused for `delay` ms. Person search:
 * `useDebouncedSearch(value, PERSON_SEARCH)`.
 */
export function useDebouncedSearch(value: string | null | undefined, options: SearchOptions = {}): string | null {
  const { min, delay = 0, upper } = options;
  const [settled, setSettled] = useState<string | null>(null);
  const debouncer = useMemo(() => createSearchDebouncer({ min, delay, upper }, setSettled), [min, delay, upper]);
  useEffect(() => {
    debouncer.push(value);
  }, [debouncer, value]);
  useEffect(() => () => debouncer.dispose(), [debouncer]);
  const term = searchTerm(value, { min, upper });
  // Without a delay, or under the minimum, the answer is known now: no render waits for the effect.
  return term === null || delay <= 0 ? term : settled;
}

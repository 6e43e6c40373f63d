import { SEARCH_MIN_CHARS } from '@/contracts/people';
import { trUpper } from '@/contracts/text';
import { PERSON_SEARCH_DELAY_MS } from './constants';

/**
 * Searches start after 3 typed characters; person search also waits 300 ms and upper-cases the
 * input in the Turkish locale (spec 1 §5, §9).
 */
export interface SearchOptions {
  /** Characters needed before searching (spaces around the text do not count). */
  min?: number;
  /** Milliseconds to wait after the last keystroke; 0 searches at once. */
  delay?: number;
  /** Upper-case the term in the Turkish locale ('işçi' -> 'İŞÇİ'). */
  upper?: boolean;
}

export const PERSON_SEARCH: Required<SearchOptions> = { min: SEARCH_MIN_CHARS, delay: PERSON_SEARCH_DELAY_MS, upper: true };

/** The term to search for, or null while too few characters are typed. */
export function searchTerm(value: string | null | undefined, { min = SEARCH_MIN_CHARS, upper = false }: SearchOptions = {}): string | null {
  const text = (value ?? '').trim();
  if ([...text].length < min) return null;
  return upper ? trUpper(text) : text;
}

export interface SearchDebouncer {
  /** The input changed. */
  push(value: string | null | undefined): void;
  /** Cancels a pending term (the component went away). */
  dispose(): void;
}

/**
 * Calls `settle` with the term to search once typing pauses for `delay` ms. Falling under the
 * minimum settles null at once, so an old term's results never outlive a cleared box; the same
 * term twice in a row settles once.
 */
export function createSearchDebouncer(options: SearchOptions, settle: (term: string | null) => void): SearchDebouncer {
  const delay = options.delay ?? 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settled: string | null | undefined;
  const emit = (term: string | null) => {
    if (term === settled) return;
    settled = term;
    settle(term);
  };
  return {
    push(value) {
      clearTimeout(timer);
      const term = searchTerm(value, options);
      if (term === null || delay <= 0) emit(term);
      else timer = setTimeout(() => emit(term), delay);
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}

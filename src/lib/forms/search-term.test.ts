import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSON_SEARCH, createSearchDebouncer, searchTerm } from './search-term';

describe('searchTerm', () => {
  it('starts after 3 characters', () => {
    expect(searchTerm('al')).toBeNull();
    expect(searchTerm('  al  ')).toBeNull();
    expect(searchTerm('ali')).toBe('ali');
    expect(searchTerm(' ali ')).toBe('ali');
    expect(searchTerm(null)).toBeNull();
  });

  it('upper-cases in the Turkish locale when asked', () => {
    expect(searchTerm('işçi', { upper: true })).toBe('İŞÇİ');
    expect(searchTerm('ılık', PERSON_SEARCH)).toBe('ILIK');
  });

  it('honours another minimum', () => {
    expect(searchTerm('a', { min: 1 })).toBe('a');
  });

  it('is the person search of the spec: 3 characters, 300 ms, upper case', () => {
    expect(PERSON_SEARCH).toEqual({ min: 3, delay: 300, upper: true });
  });
});

describe('createSearchDebouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles the last term once typing pauses', () => {
    const settle = vi.fn();
    const search = createSearchDebouncer(PERSON_SEARCH, settle);
    search.push('ahm');
    vi.advanceTimersByTime(200);
    search.push('ahme');
    vi.advanceTimersByTime(299);
    expect(settle).not.toHaveBeenCalled();
    search.push('ahmet');
    vi.advanceTimersByTime(300);
    expect(settle.mock.calls).toEqual([['AHMET']]);
  });

  it('settles null at once when the text falls under the minimum', () => {
    const settle = vi.fn();
    const search = createSearchDebouncer(PERSON_SEARCH, settle);
    search.push('ahmet');
    vi.advanceTimersByTime(300);
    search.push('ahmetx');
    search.push('ah');
    expect(settle.mock.calls).toEqual([['AHMET'], [null]]);
    vi.advanceTimersByTime(1000);
    expect(settle.mock.calls).toEqual([['AHMET'], [null]]);
  });

  it('does not settle the same term twice', () => {
    const settle = vi.fn();
    const search = createSearchDebouncer({ delay: 0 }, settle);
    search.push('ali');
    search.push(' ali ');
    search.push('alim');
    expect(settle.mock.calls).toEqual([['ali'], ['alim']]);
  });

  it('settles nothing after it is disposed', () => {
    const settle = vi.fn();
    const search = createSearchDebouncer(PERSON_SEARCH, settle);
    search.push('ahmet');
    search.dispose();
    vi.advanceTimersByTime(1000);
    expect(settle).not.toHaveBeenCalled();
  });
});

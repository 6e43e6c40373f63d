import { describe, expect, it } from 'vitest';
import { comparisonOption, type QueryFilter } from '@/contracts/query-filter';
import { decodeFilter, encodeFilter } from './filter-codec';
import { FILTER_PARAM, filterLink, filterStorageKey, readStoredFilter, withFilterParam, writeStoredFilter } from './filter-storage';

const filter = (name: string): QueryFilter => ({
  groups: [{ sourceType: 'employee', logicalOperator: 'VE', conditions: [{ sourceField: { name: 'first_name', label: 'Ad' }, comparisonOperator: comparisonOption('starts_with'), value: name }] }],
});

function memoryStorage() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('the remembered filter', () => {
  it('is kept per key and per user', () => {
    expect(filterStorageKey('employee.default', 12)).toBe('apron.filter.employee.default.12');
    const storage = memoryStorage();
    expect(writeStoredFilter(storage, 'employee.default', 12, filter('Ali'))).toBe(true);
    writeStoredFilter(storage, 'employee.default', 13, filter('Veli'));
    writeStoredFilter(storage, 'employee.salary', 12, filter('Ayşe'));
    expect(readStoredFilter(storage, 'employee.default', 12)).toEqual(filter('Ali'));
    expect(readStoredFilter(storage, 'employee.default', '13')).toEqual(filter('Veli'));
    expect(readStoredFilter(storage, 'employee.salary', 12)).toEqual(filter('Ayşe'));
    expect(readStoredFilter(storage, 'employee.default', 14)).toBeNull();
    expect([...storage.map.keys()].sort()).toEqual(['apron.filter.employee.default.12', 'apron.filter.employee.default.13', 'apron.filter.employee.salary.12']);
  });

  it('reads garbage as nothing', () => {
    const storage = memoryStorage();
    storage.setItem(filterStorageKey('k', 1), 'not a filter');
    expect(readStoredFilter(storage, 'k', 1)).toBeNull();
  });

  it('survives a browser that refuses storage (private mode, quota)', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(readStoredFilter(refusing, 'k', 1)).toBeNull();
    expect(writeStoredFilter(refusing, 'k', 1, filter('Ali'))).toBe(false);
    expect(readStoredFilter(undefined, 'k', 1)).toBeNull();
    expect(writeStoredFilter(undefined, 'k', 1, filter('Ali'))).toBe(false);
  });
});

describe('the filterStorage URL parameter', () => {
  it('sets the filter, keeps the other parameters and goes back to page 1', () => {
    const next = withFilterParam(new URLSearchParams('page=4&perpage=50'), filter('Ali'));
    expect(next.get(FILTER_PARAM)).toBe(encodeFilter(filter('Ali')));
    expect(next.get('page')).toBe('1');
    expect(next.get('perpage')).toBe('50');
  });

  it('does not invent a page the route does not carry, and removes the filter on null', () => {
    const next = withFilterParam(new URLSearchParams(`${FILTER_PARAM}=x&keyword=a`), null);
    expect(next.has(FILTER_PARAM)).toBe(false);
    expect(next.has('page')).toBe(false);
    expect(next.get('keyword')).toBe('a');
  });
});

describe('a shared filter link', () => {
  it('opens the screen with the filter in filterStorage, which decodes to the same filter', () => {
    const link = new URL(filterLink('https://apron.example', '/general-report/tpss', filter('Şükrü')));
    expect(link.origin + link.pathname).toBe('https://apron.example/general-report/tpss');
    expect(decodeFilter(link.searchParams.get(FILTER_PARAM))).toEqual(filter('Şükrü'));
  });
});

import { describe, expect, it } from 'vitest';
import { foldOrder, foldsFor, type Column } from './columns';

const col = (key: string, priority?: 1 | 2 | 3): Column<unknown> => ({ key, label: key, render: () => null, priority });

describe('foldOrder', () => {
  it('folds the rightmost columns first and never the first column or the actions', () => {
    expect(foldOrder([col('code'), col('a'), col('b'), col('actions')])).toEqual(['b', 'a']);
  });
  it('folds priority 3 before 2 and never priority 1', () => {
    expect(foldOrder([col('code'), col('name', 1), col('note', 3), col('date'), col('extra', 3)])).toEqual(['extra', 'note', 'date']);
  });
});

describe('foldsFor', () => {
  it('folds the next columns until their widths cover the overflow', () => {
    expect(foldsFor(1, [120, 80, 60])).toBe(1);
    expect(foldsFor(120, [120, 80, 60])).toBe(1);
    expect(foldsFor(121, [120, 80, 60])).toBe(2);
    expect(foldsFor(230, [120, 80, 60])).toBe(3);
  });
  it('folds every column left when even all of them do not cover it', () => {
    expect(foldsFor(500, [120, 80])).toBe(2);
  });
});

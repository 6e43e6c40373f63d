import { describe, expect, it } from 'vitest';
import tr from '../../../locales/tr/common.json';
import { triState } from './tri-state';

describe('tri-state', () => {
  it('is all, some or none of a set', () => {
    expect(triState(3, 3)).toBe('all');
    expect(triState(1, 3)).toBe('some');
    expect(triState(0, 3)).toBe('none');
    expect(triState(0, 0)).toBe('none');
  });

  it('says it in the words of spec 2 §9', () => {
    expect(tr.triState).toEqual({ all: 'Hepsi', some: 'Bir kısmı', none: 'Hiçbiri' });
  });
});

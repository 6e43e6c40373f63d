import { describe, expect, it } from 'vitest';
import { finishPersonName, personNameInput, titleCaseTr } from './person-name';

describe('titleCaseTr', () => {
  it('capitalises words in the Turkish locale', () => {
    expect(titleCaseTr('ismail ılgaz')).toBe('İsmail Ilgaz');
    expect(titleCaseTr('ŞULE ÇİÇEK')).toBe('Şule Çiçek');
    expect(titleCaseTr('IŞIK İNCE')).toBe('Işık İnce');
    expect(titleCaseTr('ayşe-nur öz')).toBe('Ayşe-Nur Öz');
  });
});

describe('personNameInput', () => {
  it('keeps letters, space, dot, colon and hyphen only', () => {
    expect(personNameInput('ali1 veli_2 @ğüşöç')).toBe('Ali Veli Ğüşöç');
    expect(personNameInput('m.ali: kaya-öztürk')).toBe('M.Ali: Kaya-Öztürk');
    expect(personNameInput('josé müller')).toBe('José Müller');
  });

  it('keeps a trailing space for the next word but no leading or double spaces', () => {
    expect(personNameInput('ali ')).toBe('Ali ');
    expect(personNameInput('  ali   veli')).toBe('Ali Veli');
    expect(personNameInput('ali\tveli')).toBe('Ali Veli');
  });

  it('composes letters typed as a base and an accent', () => {
    expect(personNameInput('s\u0327ule')).toBe('Şule');
  });

  it('trims when the field is left', () => {
    expect(finishPersonName(' ali veli ')).toBe('Ali Veli');
  });
});

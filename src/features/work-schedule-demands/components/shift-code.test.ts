import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import tr from '../../../../locales/tr/work-schedule-demands.json';
import en from '../../../../locales/en/work-schedule-demands.json';
import { shiftCodeLabel } from './shift-code';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'tr', resources: { tr: { 'work-schedule-demands': tr }, en: { 'work-schedule-demands': en } } });

describe('shift codes on screen (issue 9)', () => {
  it('say a day off and a leave day in the user language, other codes as they are', () => {
    expect(shiftCodeLabel('OFF', i18n.getFixedT('tr'))).toBe('Hafta tatili');
    expect(shiftCodeLabel('İZİN', i18n.getFixedT('en'))).toBe('Leave');
    expect(shiftCodeLabel('S1', i18n.getFixedT('tr'))).toBe('S1');
    expect(shiftCodeLabel(null, i18n.getFixedT('tr'))).toBeNull();
  });
});

import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import tr from '../../../../locales/tr/audits.json';
import en from '../../../../locales/en/audits.json';
import { recordSummary } from './summary';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'tr', resources: { tr: { audits: tr }, en: { audits: en } }, interpolation: { escapeValue: false } });

describe('outbox summaries of audit records (issue 9: a person reads them, not a request path)', () => {
  const t = i18n.getFixedT('tr');
  it('names the audit code and the project, never a uuid', () => {
    expect(recordSummary(t, 'finding', 'save', { family: 'ggh', code: 'GGH-2026-00010', project: 'Proje 2', title: '' })).toBe('Bulgu — GGH-2026-00010 / Proje 2');
    expect(recordSummary(t, 'project', 'delete', { family: 'k9', code: 'K9-2026-00001', project: 'Proje 1' })).toBe('Denetim projesi silme — K9-2026-00001 / Proje 1');
    expect(recordSummary(t, 'finding', 'save', { family: 'uog', code: 'UOG-2026-00003', title: 'Kapı kontrolü' })).toBe('Bulgu — UOG-2026-00003 / Kapı kontrolü');
  });

  it('an audit not numbered yet is "new", in the user language', () => {
    expect(recordSummary(t, 'audit', 'save', { family: 'ggh', code: '' })).toBe('GGH denetimi — yeni (numara sunucuda verilecek)');
    expect(recordSummary(i18n.getFixedT('en'), 'audit', 'save', { family: 'uog', code: null })).toBe('UOG audit — new (numbered by the server)');
  });
});

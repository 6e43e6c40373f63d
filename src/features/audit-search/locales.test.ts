import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUDIT_FAMILIES } from '@/contracts/audits/families';
import { keysOf, keysUsedIn } from '@/lib/i18n/locale-check.test-support';
import tr from '../../../locales/tr/audit-search.json';
import en from '../../../locales/en/audit-search.json';
import auditsTr from '../../../locales/tr/audits.json';
import auditsEn from '../../../locales/en/audits.json';
import { auditFlags } from './components/format';
import { SEARCH_SCREENS } from './screens';

describe('audit search texts', () => {
  const known = new Set(keysOf(tr));

  it('has every key the search screens and the media url dialog ask for', () => {
    const used = [
      ...keysUsedIn(fileURLToPath(new URL('.', import.meta.url))),
      ...keysUsedIn(fileURLToPath(new URL('../../lib/audits-media-url/', import.meta.url))),
    ];
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((k) => !known.has(k))).toEqual([]);
  });

  it('names every family, every filter of every route and every workflow flag', () => {
    for (const family of AUDIT_FAMILIES) {
      expect(known.has(`titles.${family}`)).toBe(true);
      for (const filter of SEARCH_SCREENS[family].filters) expect(known.has(`fields.${filter}`), filter).toBe(true);
    }
    const flags = new Set([
      ...auditFlags({ is_submitted: false, is_reviewed: false, is_approved: false, is_rejected: false }),
      ...auditFlags({ is_submitted: true, is_reviewed: false, is_approved: false, is_rejected: false }),
      ...auditFlags({ is_submitted: true, is_reviewed: true, is_approved: true, is_rejected: false }),
      ...auditFlags({ is_submitted: true, is_reviewed: true, is_approved: false, is_rejected: true }),
    ]);
    expect(flags.size).toBe(4);
    for (const flag of flags) expect(known.has(`flags.${flag}`)).toBe(true);
  });

  it('names each state with the audit list\'s word (issue 9: one label per state)', () => {
    expect(tr.flags).toEqual(auditsTr.state);
    expect(en.flags).toEqual(auditsEn.state);
  });

  it('keeps English in step with Turkish', () => {
    expect(keysOf(en).sort()).toEqual([...known].sort());
  });
});

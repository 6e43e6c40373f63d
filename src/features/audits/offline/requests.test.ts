import { describe, expect, it } from 'vitest';
import { AUDIT_API } from '@/contracts/audits/endpoints';
import { AUDIT_FAMILIES } from '@/contracts/audits/families';
import { templates } from './requests';

describe('audit outbox paths', () => {
  it('are the contract’s own paths for every family and record', () => {
    for (const family of AUDIT_FAMILIES) {
      const api = AUDIT_API[family];
      expect(templates(family, 'audit')).toEqual({ many: api.audits.create.path, one: api.audits.update.path });
      expect(templates(family, 'finding')).toEqual({ many: api.findings.create.path, one: api.findings.update.path });
      expect(api.audits.remove.path).toBe(api.audits.update.path);
      expect(api.findings.remove.path).toBe(api.findings.update.path);
      if ('projects' in api) expect(templates(family, 'project')).toEqual({ many: api.projects.create.path, one: api.projects.update.path });
      else expect(() => templates(family, 'project')).toThrow();
    }
  });
});

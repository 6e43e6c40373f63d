import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withFlagsRead } from './endpoints';

describe('booleans sent as 1/0', () => {
  const schema = z.object({
    enable: z.boolean(),
    optional: z.boolean().nullable().optional(),
    nested: z.object({ is_primary: z.boolean().default(false) }).optional(),
    items: z.array(z.object({ viewer: z.boolean() })).optional(),
    count: z.number().optional(),
  });

  it('reads 1/0, "1"/"0" and "true"/"false" as booleans wherever the contract takes one', () => {
    const parsed = withFlagsRead(schema, { enable: 1, optional: '0', nested: { is_primary: 'true' }, items: [{ viewer: '1' }, { viewer: 0 }] });
    expect(parsed.success && parsed.data).toEqual({ enable: true, optional: false, nested: { is_primary: true }, items: [{ viewer: true }, { viewer: false }] });
  });

  it('leaves every other value to the contract: numbers stay numbers, junk stays refused', () => {
    const parsed = withFlagsRead(schema, { enable: true, count: 1 });
    expect(parsed.success && parsed.data).toEqual({ enable: true, count: 1 });
    expect(withFlagsRead(schema, { enable: 2 }).success).toBe(false);
    expect(withFlagsRead(schema, { enable: 'yes' }).success).toBe(false);
  });
});

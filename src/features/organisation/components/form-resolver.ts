import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { labelledErrorMap } from '@/lib/forms/field-messages';

/**
 * The contract's schema as the form's resolver. The contract's ids coerce (their input type is
 * `unknown`); the form holds plain numbers, so it is typed by the form's own values.
 */
export function formResolver<T extends FieldValues>(schema: z.ZodType, labels: Record<string, string>): Resolver<T> {
  return zodResolver(schema as never, { error: labelledErrorMap(labels) }) as unknown as Resolver<T>;
}

import { useMutation } from '@tanstack/react-query';
import { changeCredentials, type credentialsBody } from '@/contracts/session';
import { data } from '@/lib/api/client';
import type { z } from 'zod';

export function useChangePassword() {
  return useMutation({ mutationFn: (body: z.input<typeof credentialsBody>) => data(changeCredentials, { body }) });
}

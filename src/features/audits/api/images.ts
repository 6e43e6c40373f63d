import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUDIT_API } from '@/contracts/audits/endpoints';
import type { AuditFamily } from '@/contracts/audits/families';
import { ApiError, call, send } from '@/lib/api/client';
import { AUDITS_KEY, invalidateRecords } from './shared';

/** A finding photo from the server (it needs the bearer token, so it is fetched, not linked). */
export function useServerImage(url: string | undefined) {
  return useQuery({
    queryKey: [...AUDITS_KEY, 'image', url],
    queryFn: async () => {
      const res = await send({ method: 'GET', path: url! }, { quiet: true });
      if (!res.ok) throw new ApiError(res.status, res.statusText, null);
      return res.blob();
    },
    enabled: Boolean(url),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    meta: { silent: true },
  });
}

/** A photo still on this device (not sent yet), from the outbox's own copy. */
export function useDeviceBlob(sha256: string | undefined) {
  return useQuery({
    queryKey: ['outbox-blobs', sha256],
    queryFn: async () => {
      const { db } = await import('@/lib/outbox/db');
      return (await db.blobs.get(sha256!))?.blob ?? null;
    },
    enabled: Boolean(sha256),
    networkMode: 'always',
    staleTime: Infinity,
  });
}

/** Removes a photo the server holds (online: the server decides under the audit's lock). */
export function useDeleteImage(family: AuditFamily) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ findingKey, imageId }: { findingKey: string; imageId: number }) =>
      call(AUDIT_API[family].images.remove, { params: { id: findingKey, imageId } }),
    onSuccess: () => invalidateRecords(client),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUDIT_API } from '@/contracts/audits/endpoints';
import type { MediaUrlItem } from '@/contracts/audits/search';
import { call, data } from '@/lib/api/client';

/** ggh: an audit project's media url; uog: an audit's (spec 2 §7). */
export type MediaUrlFamily = 'ggh' | 'uog';
export type MediaUrlKey = number | string;

export const mediaUrlKey = (family: MediaUrlFamily, id: MediaUrlKey) => ['audits-media-url', family, id] as const;

/** GET …/media-url/{id}/edit: the url and whether this position may change it. */
export function useMediaUrl(family: MediaUrlFamily, id: MediaUrlKey) {
  return useQuery({
    queryKey: mediaUrlKey(family, id),
    queryFn: () => data(AUDIT_API[family].mediaUrl.editForm, { params: { id } }),
    staleTime: 0,
  });
}

/** PUT …/media-url/{id} with `{ media_url }` (null removes it). */
export function useSaveMediaUrl(family: MediaUrlFamily, id: MediaUrlKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mediaUrl: string | null) => call(AUDIT_API[family].mediaUrl.update, { params: { id }, body: { media_url: mediaUrl } }),
    onSuccess: (envelope) => client.setQueryData<MediaUrlItem>(mediaUrlKey(family, id), envelope.data),
  });
}

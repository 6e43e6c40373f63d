import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { fetchMandatory, MANDATORY_KEY } from '../api/shell-routes';

const MandatoryDialog = lazy(() => import('./mandatory-dialog'));

/**
 * Spec 3 §4: after sign-in and on each refresh (each load of the app) the unread mandatory items
 * are asked for; the dialog (loaded only when there is one) shows them one at a time.
 */
export function MandatoryGate() {
  const items = useQuery({ queryKey: MANDATORY_KEY, queryFn: fetchMandatory, staleTime: Infinity, refetchOnWindowFocus: false });
  if (!items.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <MandatoryDialog items={items.data} />
    </Suspense>
  );
}

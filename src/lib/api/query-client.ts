import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toasts } from '@/lib/ui/toasts';
import { ApiError } from './client';
import { errorToasts } from './error-toasts';

/** The single client error handler (spec 1 §8): every failed call becomes toasts, 401 excepted. */
export function reportError(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.status === 401) return; // signed out; the router takes the user to login
    toasts.showAll(errorToasts(error.status, error.statusText, error.body));
  } else if ((error as Error)?.name !== 'AbortError') {
    toasts.showAll(errorToasts(0, '', null));
  }
}

interface Meta extends Record<string, unknown> {
  /** The caller shows its own message. */
  silent?: boolean;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if ((query.meta as Meta | undefined)?.silent) return;
        // Offline is a state the header shows, not an error: a read that could not reach the
        // server while offline, or while the screen still shows its earlier data, says nothing.
        const unreachable = error instanceof ApiError && error.status === 0;
        if (unreachable && (!navigator.onLine || query.state.data !== undefined)) return;
        reportError(error);
      },
    }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => !(mutation.meta as Meta | undefined)?.silent && reportError(error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

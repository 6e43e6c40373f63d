import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { unreachable } from '@/lib/api/client';
import { CACHE_BUSTER } from '@/lib/api/read-cache-policy';
import { getTokens, onTokensChange } from '@/lib/api/token-store';
import { fetchSession, SESSION_KEY } from '@/lib/session/session-api';
import { SessionContext, type Session } from '@/lib/session/session-context';

export interface GateState {
  signedIn: boolean;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The last session loaded, so that starting the app offline still opens the signed-in screens
 * (the service worker serves the app; GET /initialize cannot answer). Cleared at sign-out.
 */
const OFFLINE_SESSION = 'apron.session';
function lastSession(): Awaited<ReturnType<typeof fetchSession>> | undefined {
  try {
    return JSON.parse(localStorage.getItem(OFFLINE_SESSION) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Loads the session (GET /initialize) whenever there is a token; provides it to the shell. */
export function SessionGate({ children }: { children: (state: GateState) => ReactNode }) {
  const [signedIn, setSignedIn] = useState(() => getTokens() !== null);
  const client = useQueryClient();
  useEffect(
    () =>
      onTokensChange((tokens) => {
        setSignedIn(tokens !== null);
        if (!tokens) {
          client.clear();
          localStorage.removeItem(OFFLINE_SESSION);
          void import('@/lib/api/read-cache').then((m) => m.clearReadCache());
        }
      }),
    [client],
  );
  const query = useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, enabled: signedIn, staleTime: 5 * 60_000 });
  useEffect(() => {
    if (query.data) localStorage.setItem(OFFLINE_SESSION, JSON.stringify(query.data));
  }, [query.data]);
  // Offline, or the server unreachable: the last session stands in until the real one loads.
  const serverAway = unreachable(query.error);
  const standIn = signedIn && !query.data && (!navigator.onLine || serverAway);
  const fallback = useMemo(() => (standIn ? lastSession() : undefined), [standIn]);
  const data = query.data ?? fallback;
  // Outbox items belong to the signed-in user (the worker reads the id too); sign-out clears it.
  const userId = signedIn ? data?.user.id : null;
  useEffect(() => {
    if (userId !== undefined) void import('@/lib/outbox/current-user').then((m) => m.setCurrentUser(userId));
  }, [userId]);
  // The offline read cache of this user: restored at start (offline too, with the last session's
  // id), kept while signed in. Lazily loaded, so Dexie stays out of the first load.
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@/lib/api/read-cache').then((m) => {
      if (!cancelled) stop = m.startReadCache(client, userId, CACHE_BUSTER).stop;
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, userId]);
  const session = useMemo<Session | null>(() => {
    if (!signedIn || !data) return null;
    const permissions = new Set(data.permissions);
    return { data, permissions, can: (p) => permissions.has(p) };
  }, [signedIn, data]);

  return (
    <SessionContext.Provider value={session}>
      {children({ signedIn, loading: signedIn && query.isPending && !data, failed: signedIn && query.isError && !data, retry: () => void query.refetch() })}
    </SessionContext.Provider>
  );
}

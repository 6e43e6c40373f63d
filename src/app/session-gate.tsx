import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { getTokens, onTokensChange } from '@/lib/api/token-store';
import { fetchSession, SESSION_KEY } from '@/lib/session/session-api';
import { SessionContext, type Session } from '@/lib/session/session-context';

export interface GateState {
  signedIn: boolean;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** Loads the session (GET /initialize) whenever there is a token; provides it to the shell. */
export function SessionGate({ children }: { children: (state: GateState) => ReactNode }) {
  const [signedIn, setSignedIn] = useState(() => getTokens() !== null);
  const client = useQueryClient();
  useEffect(
    () =>
      onTokensChange((tokens) => {
        setSignedIn(tokens !== null);
        if (!tokens) client.clear();
      }),
    [client],
  );
  const query = useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, enabled: signedIn, staleTime: 5 * 60_000 });
  const session = useMemo<Session | null>(() => {
    if (!signedIn || !query.data) return null;
    const permissions = new Set(query.data.permissions);
    return { data: query.data, permissions, can: (p) => permissions.has(p) };
  }, [signedIn, query.data]);

  return (
    <SessionContext.Provider value={session}>
      {children({ signedIn, loading: signedIn && query.isPending, failed: signedIn && query.isError && !query.data, retry: () => void query.refetch() })}
    </SessionContext.Provider>
  );
}

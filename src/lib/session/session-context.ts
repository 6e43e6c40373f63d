import { createContext, useContext } from 'react';
import type { SessionData } from '@/contracts/session';

export interface Session {
  data: SessionData;
  permissions: ReadonlySet<string>;
  can(permission: string): boolean;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside the signed-in shell');
  return session;
}

import { createContext, useContext, type ReactNode } from 'react';

/** The shell puts its header widgets (sync state, search, language, sign-out) here; pages render them. */
export const HeaderActionsContext = createContext<ReactNode>(null);

export function HeaderActions() {
  return <>{useContext(HeaderActionsContext)}</>;
}

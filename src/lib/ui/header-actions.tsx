import { createContext, useContext, type ComponentType } from 'react';

/** The shell puts its header widgets (sync state, position, language, user menu) here; pages render them. */
export const HeaderActionsContext = createContext<ComponentType | null>(null);

export function HeaderActions() {
  const Actions = useContext(HeaderActionsContext);
  return Actions ? <Actions /> : null;
}

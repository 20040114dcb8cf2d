import { createContext, useState, type ReactNode } from 'react';

/**
 * Ids of mounted modals: two modals with one id would open and close together, so that is an error (001 §8). Apart
 * from the Modal itself, which only lazily loaded screens and overlays render, so the entry carries only the registry.
 */
export const ModalRegistry = createContext<Set<string>>(new Set());

export function ModalRegistryProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(() => new Set<string>());
  return <ModalRegistry.Provider value={registry}>{children}</ModalRegistry.Provider>;
}

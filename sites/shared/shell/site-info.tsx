import { createContext, type ReactNode, useContext } from 'react';
import type { SiteEntry } from './registry';

export type SiteInfo = Pick<SiteEntry, 'id' | 'name' | 'origin' | 'lang'>;

const SiteInfoContext = createContext<SiteInfo | null>(null);

export function SiteInfoProvider({ value, children }: { value: SiteInfo; children: ReactNode }) {
  return <SiteInfoContext value={value}>{children}</SiteInfoContext>;
}

/** The current site's id, brand name and canonical origin. */
export function useSiteInfo(): SiteInfo {
  const value = useContext(SiteInfoContext);
  if (!value) throw new Error('useSiteInfo must be used inside <SiteInfoProvider>');
  return value;
}

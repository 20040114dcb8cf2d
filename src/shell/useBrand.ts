import type { CompanyInfo } from '../api/contract';
import { themeFor, themeForOrganization, type BrandTheme } from '../brand/registry';
import { useAppSelector } from '../../store/hooks';

export interface Brand {
  theme: BrandTheme;
  company: CompanyInfo | null;
  orgCode: string | null;
}

/** The organisation's presentation (our registry) and company data (injected by the platform). */
export function useBrand(): Brand {
  const organization = useAppSelector((state) => state.organization);
  if (organization.status !== 'resolved') return { theme: themeFor(null), company: null, orgCode: null };
  return {
    theme: themeForOrganization(organization.info.orgCode, organization.info.orgBrand),
    company: organization.info.orgMetaData.companyInfo,
    orgCode: organization.info.orgCode,
  };
}

/** Whether the organisation is still unknown: a prerendered page until the app has taken it over (AppFrame). */
export const useOrganizationPending = (): boolean =>
  useAppSelector((state) => state.organization.status !== 'resolved');

/**
 * On what the organisation may add to the top bar, drawn unseen while it is unknown (decision 392): the boot script's
 * classes on <html> keep each one's place where the organisation has it (shell.css), so nothing moves when it shows.
 */
export const ORG_PENDING_CLASS = 'org-pending';

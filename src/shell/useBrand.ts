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

import type { CompanyInfo } from '../api/contract';
import { DEFAULT_BRAND_CODE, themeFor, type BrandTheme } from '../brand/registry';
import { useAppSelector } from '../../store/hooks';

export interface Brand {
  theme: BrandTheme;
  company: CompanyInfo | null;
  orgCode: string | null;
}

/** Main-brand variants (NY, wholesale, ...) share the orgBrand but have their own theme under their orgCode. */
function themeOf(orgCode: string, orgBrand: string): BrandTheme {
  const byCode = themeFor(orgCode);
  return byCode.code === DEFAULT_BRAND_CODE ? themeFor(orgBrand) : byCode;
}

/** The organisation's presentation (our registry) and company data (injected by the platform). */
export function useBrand(): Brand {
  const organization = useAppSelector((state) => state.organization);
  if (organization.status !== 'resolved') return { theme: themeFor(null), company: null, orgCode: null };
  return {
    theme: themeOf(organization.info.orgCode, organization.info.orgBrand),
    company: organization.info.orgMetaData.companyInfo,
    orgCode: organization.info.orgCode,
  };
}

/** The organisation, borrower, registration and application the saga tests and the benchmarks run against. */
import type { ApplicationStatus, HelocApplication, OrgInfo, Profile } from '../../src/api/contract';
import { EMPTY_DRAFT, type RegistrationDraft } from '../../features/registration/types';

export const TEST_UUID = '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';

/** The platform paths of one application, as the fake platform's routes name them. */
export const platformPaths = (uuid: string = TEST_UUID) => ({
  application: `/service-application/api/v1/application/heloc/${uuid}`,
  status: `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`,
  conditions: `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`,
});

export const testProfile = (extra: Partial<Profile> = {}): Profile => ({
  identityUuid: 'id-1',
  organizationCode: 'homeward',
  userType: 'BORROWER',
  name: { firstName: 'Ada', lastName: 'Lovelace' },
  email: 'ada@example.com',
  phoneNumbers: [],
  addresses: [],
  ...extra,
});

/** An application at a checklist status (or a whole status object), with any other fields overridden. */
export const testApplication = (
  status: string | (Partial<ApplicationStatus> & { checklistStatus: string }),
  extra: Partial<HelocApplication> = {},
): HelocApplication => ({
  uuid: TEST_UUID,
  loanNumber: 'HL00000001',
  active: true,
  activeForAppStart: true,
  isInquiry: false,
  isCrypto: false,
  status: typeof status === 'string' ? { checklistStatus: status } : status,
  property: { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
  ...extra,
});

/** The organisation the registration saga tests sign up with: Homeward, licensed where the test says. */
export const testOrg = ({
  externalAuthentication = false,
  licensedStates = ['TX'],
}: { externalAuthentication?: boolean; licensedStates?: string[] } = {}): OrgInfo => ({
  baseUrl: 'http://app.test',
  canonicalOrgCode: 'homeward',
  orgBrand: 'homeward',
  orgCode: 'homeward',
  orgMetaData: {
    companyInfo: {
      name: 'Homeward Lending',
      legalName: 'Homeward Lending LLC',
      supportPhone: '888-819-6388',
      supportEmail: 'help@homeward.example',
      nmls: '1',
      licensedStates,
      legalText: '',
      homeUrl: '/',
    },
    products: { heloc: { displayName: 'HELOC', externalAuthentication } },
  },
  orgPricingData: [],
});

/** A registration answered to the last step, ready for "Create account". */
export const testDraft = (extra: Partial<RegistrationDraft> = {}): RegistrationDraft => ({
  ...EMPTY_DRAFT,
  street1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  occupancyType: 'HOME',
  listedForSale: 'NO',
  income: '120,000',
  employmentType: 'FULL_TIME',
  firstName: 'Ada',
  lastName: 'Lovelace',
  dob: '01/02/1980',
  email: 'ada@example.com',
  phoneNumber: '(555) 555-0100',
  termPrivacyConsent: true,
  communicationConsent: true,
  ...extra,
});

import type { CreateHelocRequest, HelocConsentType } from '../../src/api/contractRegistration';
import { mapEmploymentTypeForCreate } from '../../src/api/registration';
import { parseDisplayDate, toIsoDate } from '../../src/lib/dates';
import type { RegistrationState } from './registrationSlice';
import { parseAmount } from '../../src/lib/money';
import type { RegistrationDraft } from './types';

const amount = (value: string): number => {
  const parsed = parseAmount(value);
  return Number.isNaN(parsed) ? 0 : parsed;
};

export const isoDob = (draft: Pick<RegistrationDraft, 'dob'>): string => {
  const date = parseDisplayDate(draft.dob);
  return date ? toIsoDate(date) : '';
};

/** The property, or the borrower's home when the property is not where they live (docs/decisions.md). */
export const homeAddressOf = (draft: RegistrationDraft) =>
  draft.occupancyType === 'HOME' || draft.occupancyType === ''
    ? { street1: draft.street1, street2: draft.street2, city: draft.city, state: draft.state, zip: draft.zip }
    : {
        street1: draft.homeStreet1,
        street2: draft.homeStreet2,
        city: draft.homeCity,
        state: draft.homeState,
        zip: draft.homeZip,
      };

const consent = (consentType: HelocConsentType, accepted: boolean) => ({ consentType, accepted });

/** The full create-HELOC body of 000 §7 from what the borrower entered and where they came from. Pure. */
export function buildCreateHelocRequest(
  registration: Pick<RegistrationState, 'draft' | 'referral' | 'utm' | 'offerCode' | 'affiliate'>,
  extras: { localTrackerUuid: string; optimizelyProfileUuid: string | null },
): CreateHelocRequest {
  const { draft, referral, utm, offerCode, affiliate } = registration;
  const consents = [
    consent('TERMS_AND_PRIVACY', draft.termPrivacyConsent),
    consent('ELECTRONIC_COMMUNICATIONS', draft.communicationConsent),
    consent('SOFT_CREDIT_PULL', true),
  ];
  return {
    abVersionsRequest: { abVersions: affiliate ? [{ name: affiliate.affiliate, version: affiliate.abVersion }] : [] },
    affiliateAbVersion: affiliate?.abVersion ?? null,
    affiliateAppIndicator: affiliate !== null,
    affiliateLiveOffers: false,
    consentListRequest: {
      consents: [
        consent('SMS_MARKETING', draft.smsMarketingConsent),
        consent('SMS_TRANSACTIONAL', draft.smsTransactionalConsent),
      ],
    },
    consentRequests: consents,
    income: { incomeCoDeeders: 0, incomePrimary: amount(draft.income), incomeOther: amount(draft.otherIncome) },
    marketingTools: { totalExpertOwnerId: referral.ownerId ?? null, totalExpertContactId: referral.contactId ?? null },
    profileRequest: {
      firstName: draft.firstName.trim(),
      middleName: draft.middleName.trim(),
      lastName: draft.lastName.trim(),
      suffix: draft.suffix,
      dob: isoDob(draft),
      email: draft.email.trim(),
      phoneNumber: draft.phoneNumber,
      homeAddress: homeAddressOf(draft),
    },
    propertyListedForSale: draft.listedForSale === 'YES',
    propertyRequest: {
      street1: draft.street1.trim(),
      street2: draft.street2.trim(),
      city: draft.city.trim(),
      state: draft.state.toUpperCase(),
      zip: draft.zip,
      occupancyType: draft.occupancyType === '' ? 'HOME' : (draft.occupancyType as 'HOME' | 'SECONDARY' | 'INVESTMENT'),
    },
    publish: true,
    utmParameters: utm,
    employmentType: mapEmploymentTypeForCreate(draft.employmentType),
    offerCode: offerCode
      ? { code: offerCode.code, inHomeDate: offerCode.inHomeDate ?? '', respondByDate: offerCode.respondByDate ?? '' }
      : null,
    optimizelyProfileRequest: extras.optimizelyProfileUuid
      ? { optimizelyProfileUuid: extras.optimizelyProfileUuid }
      : null,
    referrerId: referral.referrerId ?? null,
    referralId: referral.referralId ?? null,
    localTrackerUuid: extras.localTrackerUuid,
  };
}

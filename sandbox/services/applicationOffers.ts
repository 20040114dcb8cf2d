import type { OfferGroup, PropertyInfo } from '../contract';
import { underwrite } from './offers';

/** Admin-made borrowers have no registration data: these stand in for it, with an income that qualifies. */
export const GENERATED_APPLICANT = {
  firstName: 'Sandbox',
  lastName: 'Borrower',
  dob: '1980-01-01',
  annualIncome: 180_000,
  employmentType: 'FULL_TIME',
} as const;

/** Tries a few invented addresses so that the borrower gets offers (some homes have too little equity). */
const ATTEMPTS = 20;

/**
 * Offers for an admin-made application (issue 4: "admin-created borrowers have none yet — give them offers too"),
 * computed by the same underwriting as registration's, from an invented address. The borrower's last name picks the
 * offer scenario (magic values: `Oneoffer`, `Manyoffers`, `Discount`, `Payoff`).
 */
export function underwriteGenerated(
  state: string,
  nextAddress: () => PropertyInfo,
  lastName: string = GENERATED_APPLICANT.lastName,
): { address: PropertyInfo; valuation: number | null; offers: OfferGroup | null } {
  let address = nextAddress();
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const result = underwrite({
      ...GENERATED_APPLICANT,
      lastName,
      street1: address.street1,
      city: address.city,
      state,
      zip: address.zip,
      occupancyType: address.occupancyType ?? 'HOME',
    });
    if (result.offers) return { address, valuation: result.valuation, offers: result.offers };
    address = nextAddress();
  }
  return { address, valuation: null, offers: null };
}

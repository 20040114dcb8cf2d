import type { DataKey } from './applicationStepsSlice';

/**
 * The platform data each screen of the area asks for when it mounts (useStepData), by the screen's path. The routing
 * saga asks for it as soon as it sends the borrower to the screen, so the call runs while the screen's code
 * downloads instead of after it (issue 16: the offers came after the offer screen's code, on the application entry's
 * critical path). The screens still ask on mount; a request already in flight is joined, not sent again.
 */
export const SCREEN_DATA: Readonly<Record<string, readonly DataKey[]>> = {
  'product/select': ['offers'],
  'bank/autopay': ['offers'],
  'income/review': ['incomeRequests'],
  liens: ['liens'],
  'notary/schedule-manual': ['slots'],
  'document/disclosures': ['disclosures'],
  'signing/sign': ['notes', 'disclosures'],
};

export const screenDataOf = (path: string): readonly DataKey[] => SCREEN_DATA[path] ?? [];

import type { PROCESSING_MESSAGES } from '../registration/messages';
import { transientStatusText } from '../application/transientStatus';

/**
 * Issue 48: the processing wait keeps the spec's messages word for word (000 §9), and says under the current one, in
 * the borrower's words, what it means ("Pulling your soft credit" is a lender's phrase). The words are the transient
 * status page's for the platform status doing that work, so the wait and that page never explain it differently.
 */
const STATUS_DOING: Record<(typeof PROCESSING_MESSAGES)[number], string | null> = {
  // Nothing to explain: the borrower has just asked for it.
  'Creating your account': null,
  'Pulling your soft credit': 'WAITING_FOR_SOFT_CREDIT',
  'Locating your property': 'WAITING_FOR_AVM_DATA',
  'Determining property value': 'WAITING_FOR_AVM_DATA',
  'Determining your eligibility': 'WAITING_FOR_INITIAL_OFFERS',
  'Calculating your offers': 'WAITING_FOR_INITIAL_OFFERS',
  'Generating your quote': 'WAITING_FOR_INITIAL_OFFERS',
};

export const plainWordsOf = (message: (typeof PROCESSING_MESSAGES)[number]): string | null => {
  const status = STATUS_DOING[message];
  return status === null ? null : transientStatusText(status).happening;
};

/** How long the whole wait takes, in the words the transient status pages use. */
export const PROCESSING_DURATION = transientStatusText('WAITING_FOR_INITIAL_OFFERS').duration;

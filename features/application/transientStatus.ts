/**
 * Issue 15: what a transient status (000 §4.2) means to the borrower while the app polls it in the background: what
 * is happening, what they can do meanwhile, and roughly how long it takes. Wording is ours (decision 124).
 */
export interface TransientStatusText {
  title: string;
  happening: string;
  /** Roughly how long, in words a borrower can plan with. */
  duration: string;
}

const text = (title: string, happening: string, duration: string): TransientStatusText => ({
  title,
  happening,
  duration,
});

const DISCLOSURES = text(
  'We are preparing your disclosures',
  'We are putting together the disclosures you need to read before you continue.',
  'This usually takes less than a minute.',
);

const TRANSIENT_TEXT: Record<string, TransientStatusText> = {
  WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE: text(
    'We are getting ready to check your credit',
    'We are preparing the disclosure for a soft credit check. A soft check does not affect your credit score.',
    'This usually takes a few seconds.',
  ),
  GEN_PRE_SOFT_CREDIT_DISCLOSURE: text(
    'We are getting ready to check your credit',
    'We are preparing the disclosure for a soft credit check. A soft check does not affect your credit score.',
    'This usually takes a few seconds.',
  ),
  WAITING_FOR_SOFT_CREDIT: text(
    'We are checking your credit',
    'We are running a soft credit check. It does not affect your credit score.',
    'This usually takes less than a minute.',
  ),
  WAITING_FOR_AVM_DATA: text(
    'We are estimating the value of your home',
    'We are looking up your property in public records and estimating what it is worth.',
    'This usually takes less than a minute.',
  ),
  WAITING_FOR_INITIAL_OFFERS: text(
    'We are preparing your offers',
    'We are working out how much you can borrow and at what rate.',
    'This usually takes less than a minute.',
  ),
  WAITING_FOR_APPLICATION_DISCLOSURE: DISCLOSURES,
  WAITING_FOR_SUMMARY_DISCLOSURE: DISCLOSURES,
  GEN_APP_DISCLOSURES: DISCLOSURES,
  WAITING_FOR_ID_VERIFICATION: text(
    'We are verifying your identity',
    'We are checking the identity details you gave us against trusted records.',
    'This usually takes a minute or two.',
  ),
  HARD_CREDIT_PULL: text(
    'We are reviewing your full credit report',
    'You agreed to a full credit check when you submitted your application; we are reviewing the report now.',
    'This usually takes a minute or two.',
  ),
  GEN_NOTE_SIGNING: text(
    'We are preparing your loan documents',
    'We are putting your final loan documents together for you to sign.',
    'This usually takes a few minutes.',
  ),
  ONSITE_APPRAISAL_REQUEST: text(
    'We are ordering your appraisal',
    'We are arranging an appraisal of your home with a local appraiser.',
    'This usually takes a few minutes.',
  ),
  PREQUAL_TITLE: text(
    'We are checking the title of your home',
    'We are confirming who owns the property and whether there are other loans secured by it.',
    'This usually takes a few minutes.',
  ),
};

const WORKING = text(
  'We are working on your application',
  'We are processing the information you gave us.',
  'This usually takes less than a minute.',
);

export const TRANSIENT_MEANWHILE =
  'You can stay on this page: it moves on by itself when we are done. You can also close it; everything is saved, and we will email you when your next step is ready.';

export const transientStatusText = (status: string): TransientStatusText => TRANSIENT_TEXT[status] ?? WORKING;

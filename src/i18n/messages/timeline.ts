/**
 * English catalogue part: the road to funding and the two journeys' step counters (issues 33, 34, 37): the sidebar,
 * its phone summary, the complete page and registration's progress. Ids are the English texts, word for word.
 */
export const TIMELINE_TEXT = [
  // The two journeys, named apart so that the count never seems to go back (issue 34)
  'Your details: step {current} of {total} – {name}',
  'Your application: step {step} of {steps} – {name}',
  // Where no stage applies (issue 33)
  'Application closed',
  // Dates on the road (issue 37, features/application/screens/RoadToFunding.tsx)
  'Done {date}',
  'Expected {date}',
  // Issue 48: the step the borrower is on is now; the steps done fold into one line
  'Today',
  '{count} of {total} steps done',
  '{count} of {total} steps done on {date}',
  '{count} of {total} steps done, the last on {date}',
  // Issue 48: why a screen comes under "Sign Documents" or "Select Offer" (features/application/screenContext.ts)
  'Part of {step}: your offer is based on your home’s value, which we confirm first.',
  'Part of {step}: we confirm the loans secured by your home, so your documents show the right amounts.',
  'Part of {step}: your documents name the account your funds are sent to.',
  'Part of {step}: your documents say how you will make your monthly payments.',
  'Closing',
  'Right to cancel',
  'You can cancel until midnight on {date}.',
  'Your right to cancel ended at midnight on {date}.',
  // An expected closing date reads as a step's does: "Expected", the date, no colon (issue 48's review).
  'Expected until midnight on {date}',
  'No waiting period: a second home or an investment property has no right to cancel.',
  'No waiting period: funds are sent on {date}.',
  'Funds are sent on {date}.',
  'Funds were sent on {date}.',
  // The complete page (features/application/screens/Notary.tsx)
  'Your road to funding',
  'A second home or an investment property has no right to cancel, so there is no waiting period: we send the funds on the first banking day after signing.',
] as const;

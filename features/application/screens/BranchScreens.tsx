/**
 * The branch screens the status routing sends a borrower to off the main path, one module for the route table's
 * "application-branch" chunk. Each status family has its own file; this one only gathers them.
 */
export { CreditFrozen, CreditSocial } from './CreditScreens';
export { Decline } from './DeclineScreen';
export { PrequalWinback, ProductAssets } from './ProductScreens';
export { HMDA_QUESTIONS, StartContact, StartHmda, StartProfile } from './StartScreens';
export { BpoCondition, BpoEstimate, BpoOrder } from './ValuationScreens';

/**
 * Ids of the shell's own modals. They live apart from the modals so that the buttons opening them (footer, top bar)
 * do not pull the lazily loaded modal code into the entry bundle.
 */
export const DISCLOSURE_MODAL_ID = 'disclosure-review';
export const PROPERTY_STATE_MODAL_ID = 'property-state';

/** The lazily loaded parts of the frame (see lazyShell.tsx), gathered so that they load as one chunk. */
export { DisclosureReviewModal } from './DisclosureReviewModal';
export { FeedbackModal } from './FeedbackModal';
export { LeaveSurveyModal } from './LeaveSurveyModal';
export { PropertyStateModal } from './PropertyStateModal';
export { LoanOfficerModal, LoanOfficerPanel } from '../LoanOfficerDetails';
export { NotificationPanel } from '../NotificationPanel';
export { ProcessingModal } from './ProcessingModal';
export { observeWebVitals, webVitalContext } from '../rum';

import { isKnownStatus } from './statusClasses';
import {
  DEFAULT_DESTINATION,
  DEFAULT_ROW,
  STATUS_TABLE,
  UNKNOWN_STATUS_DESTINATION,
  UNKNOWN_STATUS_ROW,
  type Destination,
  type RouteDecision,
  type RoutingInput,
} from './statusTable';

export type { RouteDecision } from './statusTable';

export const INQUIRY_ROW = 'inquiry application';
const DASHBOARD: Destination = { kind: 'external', href: '/dashboard' };

/** The status routing engine (000 §4.1, §4.2): a pure function from the application to where the borrower goes. */
export function routeApplication(app: RoutingInput): RouteDecision {
  const checklistStatus = app.status.checklistStatus;
  // 000 §4.2: an inquiry-type application is not worked in this app.
  if (app.isInquiry) return { destination: DASHBOARD, row: INQUIRY_ROW, checklistStatus };

  const matched = STATUS_TABLE.find((candidate) => candidate.matches(app));
  if (matched) return { destination: matched.destination(app), row: matched.status, checklistStatus };

  if (checklistStatus && !isKnownStatus(checklistStatus)) {
    return {
      destination: UNKNOWN_STATUS_DESTINATION,
      row: UNKNOWN_STATUS_ROW,
      checklistStatus,
      warning: `Unknown checklist status ${checklistStatus}; routing to error/timeout`,
    };
  }
  return { destination: DEFAULT_DESTINATION, row: DEFAULT_ROW, checklistStatus };
}

// Kept in their own module so the shell (ApplicationRoot) can redirect on a decision without the status table.
export { decisionRedirect, destinationHref } from './decisionRedirect';

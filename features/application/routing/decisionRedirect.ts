import type { Destination, RouteDecision } from './statusTable';

// The status table stays out of the entry bundle: the shell's ApplicationRoot needs only these (decisions come
// from the lazily loaded application saga, sagas/applicationAreaSaga.ts).

/** The path a destination opens, relative to the site (screens live under /account/heloc/{uuid}). */
export const destinationHref = (uuid: string, destination: Destination): string =>
  destination.kind === 'external' ? destination.href : `/account/heloc/${uuid}/${destination.path}`;

/** The redirect a decision asks for; its reason names the status and the table row, for DevTools and replays. */
export const decisionRedirect = (uuid: string, decision: RouteDecision) => {
  const { destination } = decision;
  return {
    to: destinationHref(uuid, destination),
    external: destination.kind === 'external',
    replace: true,
    reason: `status ${decision.checklistStatus || '(none)'}: ${decision.row}`,
    ...(destination.kind === 'screen' && destination.state ? { state: { ...destination.state } } : {}),
  };
};

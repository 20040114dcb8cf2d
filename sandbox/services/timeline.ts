import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../auth';
import {
  TIMELINE_STEPS,
  type ApiErrorBody,
  type ApplicationTimeline,
  type StatusChange,
  type StepEstimate,
  type TimelineStep,
} from '../contract';
import type { ApplicationStore } from './applications';
import { timeZoneOfState } from '../usStates';
import { slotStartOf, zonedDayMs } from './notary';

/*
 * The road to funding (issue 37): the platform's own view of where an application stands, what it has been through
 * and when it expects the rest. The step of a status is the platform's business here; the app has its own stage table
 * (001 §4) for the sidebar. The law's dates after signing are the app's to compute.
 */

/** Where each status of the happy path belongs; 'closing' is after the notary (rescission, recording, funding). */
const STEP_OF_STATUS: [TimelineStep | 'closing', readonly string[]][] = [
  [
    'selectOffer',
    ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION', 'ASSETS_PREQUAL', 'CLTV_LIEN_POSITION_REQUALIFY', 'NO_AVM_FOUND'],
  ],
  [
    'moreInfo',
    [
      'GEN_APP_DISCLOSURES',
      'APP_SUBMISSION',
      'GEN_SUMMARY_DISCLOSURE',
      'WAITING_FOR_SUMMARY_DISCLOSURE',
      'COLLECT_ADDITIONAL_INFO',
      'HMDA',
      'HARD_CREDIT_PULL',
    ],
  ],
  ['linkIncome', ['INCOME_VERIFICATION', 'EMPLOYMENT_VERIFICATION']],
  ['verifyIdentity', ['IDENTITY_VERIFICATION', 'WAITING_FOR_ID_VERIFICATION']],
  [
    'signDocuments',
    [
      'LIEN_VERIFICATION',
      'LIEN_VERIFICATION_INQUIRY',
      'LIEN_ATTESTATION',
      'TRUST_AND_INSURANCE',
      'DISBURSEMENT_ACCOUNT',
      'AUTOPAY_ACCOUNT',
      'VERIFIED_AUTOPAY_ACCOUNT',
      'GEN_NOTE_SIGNING',
      'NOTE_SIGNING',
      'FINAL_OFFER',
      'CO_DEED_REQ',
      'GEN_CLOSING_DISCLOSURE',
    ],
  ],
  [
    'notary',
    ['GEN_NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD', 'DEED_SIGNING', 'MANUAL_DEED_SIGNING'],
  ],
  [
    'closing',
    ['GEN_RESCISSION', 'RESCISSION', 'RECORDING', 'FUNDING_DECISION', 'FUNDABLE', 'DIRECT_DEBT_PAYOFF', 'COMPLETE'],
  ],
];

/** Working days each step usually takes once the borrower is on it (the sandbox's stand-in for the platform's data). */
const WORKING_DAYS: Record<TimelineStep, number> = {
  basicInfo: 0,
  selectOffer: 0,
  moreInfo: 1,
  linkIncome: 1,
  verifyIdentity: 1,
  signDocuments: 2,
  notary: 1,
};

const DAY_MS = 86_400_000;

const stepIndexOf = (status: string): number | undefined => {
  const found = STEP_OF_STATUS.find(([, statuses]) => statuses.includes(status))?.[0];
  if (found === undefined) return undefined;
  return found === 'closing' ? TIMELINE_STEPS.length : TIMELINE_STEPS.indexOf(found);
};

/** The step the application is on: its latest status the table knows (a wait, a hold or IN_PROGRESS says nothing). */
function currentStepIndex(history: readonly StatusChange[]): number {
  for (const change of [...history].reverse()) {
    const index = stepIndexOf(change.checklistStatus);
    if (index !== undefined) return index;
  }
  return 0;
}

/** `days` working days (Monday to Friday) after the day of `fromMs`, at midnight UTC. */
function addWorkingDays(fromMs: number, days: number): number {
  let day = Math.floor(fromMs / DAY_MS) * DAY_MS;
  for (let left = days; left > 0;) {
    day += DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}

/**
 * The expected day of each step from the current one on, one after another from today; the notary on its booking,
 * the day of the visit where the home is (`timeZone`, the property's state's), as the reserve screen shows it.
 */
export function estimatesFrom(
  currentIndex: number,
  nowMs: number,
  notarySessionAt: string | null,
  timeZone = 'UTC',
): StepEstimate[] {
  const estimates: StepEstimate[] = [];
  let dayMs = nowMs;
  TIMELINE_STEPS.forEach((step, index) => {
    if (index < currentIndex) return;
    dayMs = addWorkingDays(dayMs, WORKING_DAYS[step]);
    if (step === 'notary' && notarySessionAt !== null) dayMs = Math.max(dayMs, zonedDayMs(notarySessionAt, timeZone));
    estimates.push({ step, expectedOn: new Date(dayMs).toISOString().slice(0, 10) });
  });
  return estimates;
}

export function timelineOf(applications: ApplicationStore, uuid: string, nowMs: number): ApplicationTimeline | null {
  const application = applications.find(uuid);
  if (!application) return null;
  const data = applications.data(uuid);
  const statusHistory = applications.statusHistory(uuid);
  const notarySessionAt = slotStartOf(data.notarySlotId);
  const documentsSignedAt = data.documentsSignedAt ?? null;
  const currentIndex = currentStepIndex(statusHistory);
  const ended = ['DECLINED', 'CANCELLED'].includes(application.status.checklistStatus);
  return {
    statusHistory,
    estimates:
      documentsSignedAt !== null || ended || currentIndex >= TIMELINE_STEPS.length
        ? []
        : estimatesFrom(currentIndex, nowMs, notarySessionAt, timeZoneOfState(application.property.state)),
    notarySessionAt,
    documentsSignedAt,
    occupancyType: application.property.occupancyType ?? 'HOME',
  };
}

/** src/api/contractTimeline.ts's TIMELINE_PATH as a route. */
const TIMELINE_ROUTE = '/service-application/api/v1/application/heloc/:uuid/timeline';

const NOT_FOUND: ApiErrorBody = { errors: ['Application not found'] };

export function registerTimelineRoutes(
  app: FastifyInstance,
  deps: { applications: ApplicationStore; auth: AuthGuard; now: () => number },
): void {
  const { applications, auth, now } = deps;
  app.get<{ Params: { uuid: string } }>(TIMELINE_ROUTE, { preHandler: auth.require }, (request, reply) => {
    const readable = applications.findReadable(request.params.uuid, auth.caller(request).identityUuid);
    const timeline = readable ? timelineOf(applications, readable.uuid, now()) : null;
    return timeline ?? reply.code(404).send(NOT_FOUND);
  });
}

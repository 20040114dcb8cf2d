import { BPO_STATUSES, CHECKLIST_STATUSES, DECISIONS, SUB_DECISIONS } from '../../../src/api/contract';
import { routeApplication } from './routeApplication';
import { isTransientStatus } from './statusClasses';
import type { RoutingInput } from './statusTable';

/** Each value a field the status table reads can take that could change a row's choice; `undefined` is "not sent". */
const VARIANTS = {
  waitingOnFloodCert: [undefined, false, true],
  bpo: [undefined, null, ...BPO_STATUSES],
  uwDecision: [undefined, null, ...DECISIONS],
  uwSubDecision: [undefined, null, ...SUB_DECISIONS],
  primaryParticipantAcceptComplete: [undefined, false, true],
  manualNotary: [undefined, false, true],
  state: [undefined, 'TX', 'CA'],
  routingNumber: [undefined, '', '011000015'],
  isCrypto: [undefined, false, true],
} as const;

type Field = keyof typeof VARIANTS;
type Choice = { [F in Field]: (typeof VARIANTS)[F][number] };

const FIELDS = Object.keys(VARIANTS) as Field[];
const FIRST = Object.fromEntries(FIELDS.map((field) => [field, VARIANTS[field][0]])) as Choice;

/**
 * Applications that vary every pair of fields over their values, the others at their first: the table's rows read
 * at most two fields beside the status.
 */
function* choices(): Generator<Choice> {
  for (const [index, one] of FIELDS.entries())
    for (const other of FIELDS.slice(index + 1))
      for (const a of VARIANTS[one]) for (const b of VARIANTS[other]) yield { ...FIRST, [one]: a, [other]: b };
}

const applicationOf = (checklistStatus: string, choice: Choice): RoutingInput => ({
  status: {
    checklistStatus,
    ...(choice.waitingOnFloodCert === undefined ? {} : { waitingOnFloodCert: choice.waitingOnFloodCert }),
    ...(choice.bpo === undefined ? {} : { bpo: choice.bpo }),
    ...(choice.uwDecision === undefined ? {} : { uwDecision: choice.uwDecision }),
    ...(choice.uwSubDecision === undefined ? {} : { uwSubDecision: choice.uwSubDecision }),
    ...(choice.primaryParticipantAcceptComplete === undefined
      ? {}
      : { primaryParticipantAcceptComplete: choice.primaryParticipantAcceptComplete }),
    ...(choice.manualNotary === undefined ? {} : { manualNotary: choice.manualNotary }),
  },
  ...(choice.state === undefined ? {} : { property: { state: choice.state } }),
  ...(choice.routingNumber === undefined ? {} : { disburseAccount: { routingNumber: choice.routingNumber } }),
  ...(choice.isCrypto === undefined ? {} : { isCrypto: choice.isCrypto }),
  isInquiry: false,
});

/**
 * For the page's own start (issue 47 item 4, decision 350): the screen an application goes to by its checklist status
 * alone, read from the routing engine (routeApplication, the status table) at build time, not written a second time.
 * A status is listed only when every application with it that is not an inquiry goes to the same screen whatever else
 * it holds (the flood certificate, the BPO, the property's state, the disbursement account ...); a transient status,
 * which routes after its poll, and one whose screen depends on more, are left to the app. What the page does with it
 * is only to start loading early: the app still routes by the table.
 */
export function firstScreensByStatus(): Record<string, string> {
  const screens: Record<string, string> = {};
  for (const checklistStatus of CHECKLIST_STATUSES) {
    if (isTransientStatus(checklistStatus)) continue;
    const paths = new Set<string>();
    for (const choice of choices()) {
      const { destination } = routeApplication(applicationOf(checklistStatus, choice));
      paths.add(destination.kind === 'screen' ? destination.path : '');
      if (paths.size > 1) break;
    }
    const [path] = [...paths];
    if (paths.size === 1 && path) screens[checklistStatus] = path;
  }
  return screens;
}

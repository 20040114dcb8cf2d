/**
 * What the application area's calls share (issue 4), with the signers' and the timeline's: the path base, the owner
 * check, an action performed against the application's state machine (sandbox/workflow.ts), multipart bodies and
 * identity documents read, and the figures the steps answer with (offers, payments, liens, days). The
 * routes are sandbox/services/applicationSteps.ts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, HelocApplication, IdType, Lien, Offer, OfferGroup } from '../contract';
import type { AuthGuard } from '../auth';
import { ConflictError, InputError } from '../validation';
import { TRANSITIONS, hashUnit, isActionExpected, type BorrowerAction } from '../workflow';
import type { ApplicationData } from './applicationData';
import type { ApplicationStore } from './applications';

export const STEPS_BASE = '/service-application/api/v1/application/heloc/:uuid';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  size: number;
}

export async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Map<string, string>; files: UploadedFile[] }> {
  if (!Buffer.isBuffer(request.body)) throw new InputError(['expected a multipart/form-data body']);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(request.body), {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    }).formData();
  } catch {
    throw new InputError(['the multipart body could not be read']);
  }
  const fields = new Map<string, string>();
  const files: UploadedFile[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields.set(name, value);
    else files.push({ fieldName: name, fileName: value.name, size: value.size });
  }
  return { fields, files };
}

const ID_TYPES = ['DRIVERS_LICENSE', 'PASSPORT', 'STATE_ID', 'PERMANENT_RESIDENT_CARD'] as const satisfies IdType[];

export interface IdentityDocuments {
  idType: IdType;
  front: string;
  back: string | null;
}

/** The identity-documents upload (multipart idType, front, optional back), the primary's and a signer's alike. */
export async function readIdentityDocuments(request: FastifyRequest): Promise<IdentityDocuments> {
  const { fields, files } = await readMultipart(request);
  const idType = ID_TYPES.find((type) => type === fields.get('idType'));
  const front = files.find((file) => file.fieldName === 'front');
  const back = files.find((file) => file.fieldName === 'back');
  const errors: string[] = [];
  if (!idType) errors.push(`idType must be ${ID_TYPES.slice(0, -1).join(', ')} or ${ID_TYPES.at(-1) ?? ''}`);
  if (!front || front.size === 0) errors.push('front is required');
  if (errors.length > 0 || !front || !idType) throw new InputError(errors);
  return { idType, front: front.fileName, back: back?.fileName ?? null };
}

/** Checks the status, stores the data, starts the transition's run; answers the application. */
export function performAction(
  applications: ApplicationStore,
  application: HelocApplication,
  action: BorrowerAction,
  data: ApplicationData,
): HelocApplication {
  const status = application.status.checklistStatus;
  if (!isActionExpected(action, status)) throw new ConflictError(`${action} is not expected at status ${status}`);
  applications.saveData(application.uuid, data);
  const transition = TRANSITIONS[action];
  if (transition.outcome === null) return applications.find(application.uuid) ?? application;
  return applications.startRun(application.uuid, {
    transients: transition.transients,
    outcome: transition.outcome,
  });
}

/** The primary borrower's application named by the path, or undefined once a 404 has been sent (anyone else's). */
export const ownedApplication =
  (applications: ApplicationStore, auth: AuthGuard) =>
  (request: FastifyRequest<{ Params: { uuid: string } }>, reply: FastifyReply): HelocApplication | undefined => {
    const application = applications.findOwned(request.params.uuid, auth.caller(request).identityUuid);
    if (!application) void reply.code(404).send({ errors: ['Application not found'] } satisfies ApiErrorBody);
    return application;
  };

export const findOffer = (group: OfferGroup | null, offerId: string): Offer | undefined =>
  group
    ? Object.values(group.offersByType)
        .flat()
        .find((offer) => offer.id === offerId)
    : undefined;

/** The annuity payment, as the app computes it (src/lib/payments.ts), to cents. */
export function annuity(principal: number, rate: number, years: number): number {
  const months = years * 12;
  const monthly = rate / 12;
  const growth = (1 + monthly) ** months;
  return Math.round(((principal * monthly * growth) / (growth - 1)) * 100) / 100;
}

/**
 * The debts the lien search found, fixed by the application: an old home equity loan the line can pay off (never
 * more than a quarter of the draw, so a payoff fits in it), the first mortgage, which stays (its balance is above any
 * draw), and, as a credit report lists it beside them, a credit card, which is no lien: the liens screen leaves it out
 * (issue 48: a lien is secured by the home).
 */
export function liensOf(application: HelocApplication): Lien[] {
  const value = application.adjustedHomeAmount ?? 500_000;
  const u = hashUnit(`liens|${application.uuid}`);
  const drawn = application.amount ?? 15_000;
  return [
    {
      id: 'lien-2',
      creditorName: 'Example Home Equity Services',
      accountType: 'HOME_EQUITY',
      monetaryBalance: Math.min(4_000 + Math.round(u * 8_000), Math.floor(drawn / 400) * 100),
      monetaryCalculatedNextPaymentMinimumAmount: 120,
      payOff: { status: 'NOT_MARKED' },
    },
    {
      id: 'lien-1',
      creditorName: 'Sandbox Mortgage Servicing',
      accountType: 'MORTGAGE',
      monetaryBalance: Math.round((value * (0.2 + u * 0.3)) / 100) * 100,
      monetaryCalculatedNextPaymentMinimumAmount: Math.round(value * 0.004),
      payOff: { status: 'NOT_MARKED' },
    },
    {
      id: 'card-1',
      creditorName: 'Example Card Services',
      accountType: 'REVOLVING',
      monetaryBalance: 2_400,
      monetaryCalculatedNextPaymentMinimumAmount: 60,
      payOff: { status: 'NOT_MARKED' },
    },
  ];
}

export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const DAY_MS = 86_400_000;

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { HelocApplication, IncomeLinkResponse } from '../contract';
import type { AuthGuard } from '../auth';
import { escapeHtml } from '../html';
import { BodyReader, ConflictError, InputError } from '../validation';
import { isActionExpected, type BorrowerAction } from '../workflow';
import type { ApplicationData } from './applicationData';
import { documentList, newDocumentIds } from './applicationDocuments';
import type { ApplicationStore } from './applications';
import { notarySlots } from './notary';
import {
  DAY_MS,
  STEPS_BASE,
  annuity,
  findOffer,
  isoDay,
  liensOf,
  ownedApplication,
  performAction,
  readIdentityDocuments,
  readMultipart,
} from './applicationActions';

/**
 * The application area's calls (issue 4): each borrower action is checked against the application's status (the
 * state machine in sandbox/workflow.ts), stored, and starts the run that moves the status on. Paths are ours
 * (the spec shows none); docs/sandbox.md lists them with their magic values.
 */

export const LINK_PAGE = '/income-link/authorize';
/** 001 §1: valuation $180 when there is no AVM. */
export const BPO_FEE = 180;
const MAX_UPLOAD_FILES = 10;

const SSN = /^\d{9}$/;
/** Magic SSN (docs/sandbox.md): the re-entered SSN still finds no credit file. */
const NO_MATCH_SSN = '000000000';
/** Magic routing number: the bank is not found. */
const UNKNOWN_ROUTING = '000000000';
const ROUTING = /^\d{9}$/;
const ACCOUNT = /^\d{4,17}$/;
const PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;

export function registerApplicationStepRoutes(
  app: FastifyInstance,
  deps: { applications: ApplicationStore; auth: AuthGuard; now: () => number },
): void {
  const { applications, auth, now } = deps;
  const guarded = { preHandler: auth.require };

  const owned = ownedApplication(applications, auth);
  const act = (application: HelocApplication, action: BorrowerAction, data: ApplicationData): HelocApplication =>
    performAction(applications, application, action, data);

  /** A JSON action: `read` validates the body into the data to store (throwing InputError on bad input). */
  const jsonAction = (
    path: string,
    action: BorrowerAction,
    fields: readonly string[],
    read: (reader: BodyReader, application: HelocApplication) => ApplicationData,
    override?: (application: HelocApplication, data: ApplicationData) => HelocApplication | undefined,
  ): void => {
    app.post<{ Params: { uuid: string } }>(`${STEPS_BASE}/${path}`, guarded, (request, reply) => {
      const application = owned(request, reply);
      if (!application) return reply;
      const reader = new BodyReader(request.body, fields);
      for (const field of fields) reader.required(field);
      const data = read(reader, application);
      reader.finish();
      return override?.(application, data) ?? act(application, action, data);
    });
  };

  jsonAction(
    'offer-selection',
    'offerSelected',
    ['offerId', 'drawAmount', 'drawPreference'],
    (reader, application) => {
      const offerId = reader.string('offerId', { maxLength: 64 });
      const drawAmount = reader.integer('drawAmount', 0, 10_000_000);
      reader.oneOf('drawPreference', ['PRESERVE', 'DEDUCT', 'MAXIMIZE'] as const);
      if (offerId === undefined || drawAmount === undefined) return {};
      const offer = findOffer(applications.storedOffers(application.uuid), offerId);
      if (!offer) throw new InputError([`offerId ${offerId} is not an offer of this application`]);
      if (drawAmount < offer.minDraw || drawAmount > offer.maxDraw)
        throw new InputError([`drawAmount must be from ${offer.minDraw} to ${offer.maxDraw}`]);
      // The origination fee is capped at the group's ofeeMaxThreshold (001 §9 draw total).
      const cap = applications.storedOffers(application.uuid)?.ofeeMaxThreshold ?? Number.POSITIVE_INFINITY;
      const fee = Math.min(cap, Math.round(drawAmount * offer.originationFee * 100) / 100);
      return {
        offer: {
          offerId,
          rate: offer.rate,
          rateType: 'FIXED',
          amount: drawAmount,
          term: offer.term,
          monthlyPayment: annuity(drawAmount, offer.rate, offer.term),
          originationFee: fee,
        },
      };
    },
    (application, data) =>
      // Before submission the borrower may change the offer from the review page: recorded, the status stays.
      ['APP_SUBMISSION', 'GEN_SUMMARY_DISCLOSURE'].includes(application.status.checklistStatus)
        ? act(application, 'offerChanged', data)
        : undefined,
  );

  jsonAction('profile', 'profileSaved', ['ssn', 'maritalStatus'], (reader) => {
    const ssn = reader.string('ssn', { pattern: SSN, expected: '9 digits' });
    const maritalStatus = reader.oneOf('maritalStatus', ['MARRIED', 'UNMARRIED', 'SEPARATED'] as const);
    return { ...(ssn ? { ssnLast4: ssn.slice(-4) } : {}), ...(maritalStatus ? { maritalStatus } : {}) };
  });

  jsonAction('contact', 'contactSaved', ['phoneNumber'], (reader) => {
    reader.string('phoneNumber', { pattern: PHONE, expected: '(xxx) xxx-xxxx' });
    return {};
  });

  jsonAction('hmda', 'hmdaSaved', ['ethnicity', 'race', 'sex'], (reader) => {
    const answer = (field: string) => reader.string(field, { maxLength: 64 }) ?? '';
    return { hmda: { ethnicity: answer('ethnicity'), race: answer('race'), sex: answer('sex') } };
  });

  jsonAction('submission', 'applicationSubmitted', ['hardCreditConsent'], (reader) => {
    if (reader.boolean('hardCreditConsent') !== true) reader.fail('hardCreditConsent must be true');
    return { hardCreditConsent: true };
  });

  jsonAction('employer-verification', 'employerVerified', ['employerName', 'employerPhone'], (reader) => {
    const employerName = reader.string('employerName', { maxLength: 100 });
    reader.string('employerPhone', { pattern: PHONE, expected: '(xxx) xxx-xxxx' });
    return employerName ? { employer: { employerName } } : {};
  });

  jsonAction('liens/payoffs', 'liensConfirmed', ['payoffLienIds'], (reader, application) => {
    const ids = reader.json('payoffLienIds');
    const known = new Set(liensOf(application).map((lien) => lien.id));
    if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string' && known.has(id)))
      throw new InputError(['payoffLienIds must list liens of this application']);
    // Payoffs come out of the initial draw (001 §4 draw rules), so they can never be more than it.
    const total = liensOf(application)
      .filter((lien) => ids.includes(lien.id))
      .reduce((sum, lien) => sum + lien.monetaryBalance, 0);
    const drawn = application.amount ?? 0;
    if (total > drawn)
      throw new InputError([
        `The balances to pay off ($${total.toLocaleString('en-US')}) are more than your initial draw ($${drawn.toLocaleString('en-US')})`,
      ]);
    return { payoffLienIds: ids };
  });

  jsonAction(
    'disbursement-account',
    'disbursementSaved',
    ['routingNumber', 'accountNumber', 'accountType'],
    (reader) => {
      const routingNumber = reader.string('routingNumber', { pattern: ROUTING, expected: '9 digits' });
      const accountNumber = reader.string('accountNumber', { pattern: ACCOUNT, expected: '4 to 17 digits' });
      const accountType = reader.oneOf('accountType', ['CHECKING', 'SAVINGS'] as const);
      if (routingNumber === UNKNOWN_ROUTING) throw new InputError(['routingNumber is not a known bank']);
      if (!routingNumber || !accountNumber || !accountType) return {};
      return { disburseAccountType: accountType, disburse: { routingNumber, mask: accountNumber.slice(-4) } };
    },
    (application, data) => {
      const { disburse, ...rest } = data as ApplicationData & { disburse?: { routingNumber: string; mask: string } };
      if (!disburse) return undefined;
      const moved = act(application, 'disbursementSaved', rest);
      applications.setDisburseAccount(application.uuid, disburse.routingNumber, disburse.mask);
      return applications.find(moved.uuid);
    },
  );

  jsonAction('autopay', 'autopaySaved', ['paymentMethod'], (reader) => {
    const paymentMethod = reader.oneOf('paymentMethod', ['AUTOPAY', 'MANUAL'] as const);
    return paymentMethod ? { paymentMethod } : {};
  });

  jsonAction(
    'signatures',
    'notesSigned',
    ['kind', 'documentIds'],
    (reader, application) => {
      const kind = reader.oneOf('kind', ['disclosures', 'notes'] as const);
      const ids = reader.json('documentIds');
      const known = kind ? (applications.data(application.uuid).documents?.[kind] ?? []) : [];
      if (!Array.isArray(ids) || known.length === 0 || !known.every((id) => ids.includes(id)))
        throw new InputError(['documentIds must list every document of that kind']);
      return kind === 'disclosures' ? { disclosuresAcknowledged: true } : { notesSigned: true };
    },
    (application, data) =>
      data.disclosuresAcknowledged ? act(application, 'disclosuresAcknowledged', data) : undefined,
  );

  // POST additional-signers (signersInvited) makes accounts, so it lives with the signers: sandbox/services/signers.ts.

  jsonAction('notary/schedule', 'notaryScheduled', ['slotId'], (reader, application) => {
    const slotId = reader.string('slotId', { maxLength: 64 });
    if (slotId && !notarySlots(now(), application.property.state).some((slot) => slot.id === slotId))
      throw new InputError(['slotId is not an open slot']);
    return slotId ? { notarySlotId: slotId, manualNotary: true } : {};
  });

  jsonAction('notary/reservation', 'notaryReserved', [], () => ({ notaryReserved: true }));

  jsonAction('notary/session', 'notaryCompleted', ['mode'], (reader) => {
    const mode = reader.oneOf('mode', ['MANUAL', 'ENOTARY'] as const);
    const today = now();
    // Three business days of rescission (weekends left out roughly), funding the day after.
    return {
      manualNotary: mode === 'MANUAL',
      // Issue 37: the notary's session is the last signature; the app counts the right to cancel from its day.
      documentsSignedAt: new Date(today).toISOString(),
      closing: { rescissionEndDate: isoDay(today + 4 * DAY_MS), fundingDate: isoDay(today + 5 * DAY_MS) },
    };
  });

  jsonAction(
    'ssn',
    'ssnResubmitted',
    ['ssn'],
    (reader) => {
      const ssn = reader.string('ssn', { pattern: SSN, expected: '9 digits' });
      return ssn ? { ssnLast4: ssn.slice(-4) } : {};
    },
    (application, data) => {
      if (data.ssnLast4 !== NO_MATCH_SSN.slice(-4)) return undefined;
      applications.saveData(application.uuid, { ssnLast4: data.ssnLast4 });
      return applications.startRun(application.uuid, {
        transients: [['WAITING_FOR_SOFT_CREDIT', 1]],
        outcome: 'CREDIT_NO_MATCH_SSN',
      });
    },
  );

  jsonAction('credit/unfreeze', 'creditUnfrozen', [], () => ({}));

  jsonAction('bpo/estimate', 'bpoEstimated', ['estimatedValue'], (reader) => {
    const estimatedValue = reader.integer('estimatedValue', 50_000, 20_000_000);
    return estimatedValue ? { bpoEstimate: estimatedValue } : {};
  });

  jsonAction('bpo/order', 'bpoOrdered', ['feeAccepted', 'feeAmount'], (reader) => {
    if (reader.boolean('feeAccepted') !== true) reader.fail('feeAccepted must be true');
    if (reader.integer('feeAmount', 0, 10_000) !== BPO_FEE) reader.fail(`feeAmount must be ${BPO_FEE}`);
    return { bpoOrdered: true };
  });

  jsonAction('assets', 'assetsSubmitted', ['totalAssets'], (reader) => {
    const totalAssets = reader.integer('totalAssets', 0, 1_000_000_000);
    return totalAssets === undefined ? {} : { totalAssets };
  });

  jsonAction('prequal-winback', 'winbackAccepted', [], () => ({}));

  // Multipart uploads: income documents (documentType, files) and identity documents (idType, front, back).
  app.post<{ Params: { uuid: string } }>(`${STEPS_BASE}/income-documents`, guarded, async (request, reply) => {
    const application = owned(request, reply);
    if (!application) return reply;
    const { fields, files } = await readMultipart(request);
    const documentType = fields.get('documentType');
    const errors: string[] = [];
    if (documentType !== 'PAYSTUB' && documentType !== 'TAX_RETURN')
      errors.push('documentType must be PAYSTUB or TAX_RETURN');
    if (files.length === 0 || files.length > MAX_UPLOAD_FILES) errors.push('files must hold 1 to 10 files');
    if (errors.length > 0 || documentType === undefined) throw new InputError(errors);
    const previous = applications.data(application.uuid).incomeDocuments ?? [];
    return act(application, 'incomeVerified', {
      incomeDocuments: [...previous, { documentType, fileNames: files.map((file) => file.fileName) }],
    });
  });

  app.post<{ Params: { uuid: string } }>(`${STEPS_BASE}/identity-documents`, guarded, async (request, reply) => {
    const application = owned(request, reply);
    if (!application) return reply;
    return act(application, 'identityUploaded', { identity: await readIdentityDocuments(request) });
  });

  // Income linking through the sandbox's stand-in for the third-party widget (by redirect, never a pop-up).
  app.post<{ Params: { uuid: string } }>(`${STEPS_BASE}/income-links`, guarded, (request, reply) => {
    const application = owned(request, reply);
    if (!application) return reply;
    const reader = new BodyReader(request.body, ['type']);
    reader.required('type');
    const type = reader.oneOf('type', ['bank', 'payroll'] as const);
    reader.finish();
    if (!isActionExpected('incomeVerified', application.status.checklistStatus))
      throw new ConflictError(`incomeVerified is not expected at status ${application.status.checklistStatus}`);
    const query = new URLSearchParams({ application: application.uuid, type: type ?? 'bank' });
    return { redirect: `${LINK_PAGE}?${query.toString()}` } satisfies IncomeLinkResponse;
  });

  app.post<{ Params: { uuid: string } }>(`${STEPS_BASE}/income-links/complete`, guarded, (request, reply) => {
    const application = owned(request, reply);
    if (!application) return reply;
    const reader = new BodyReader(request.body, ['type', 'publicToken']);
    reader.required('type');
    reader.required('publicToken');
    const type = reader.oneOf('type', ['bank', 'payroll'] as const);
    const token = reader.string('publicToken', { pattern: /^link-sandbox-[a-z0-9-]+$/, expected: 'a link token' });
    reader.finish();
    if (!type || !token) return reply;
    const previous = applications.data(application.uuid).incomeLinks ?? [];
    return act(application, 'incomeVerified', { incomeLinks: [...previous, type] });
  });

  app.get<{ Querystring: { application?: string; type?: string } }>(LINK_PAGE, (request, reply) => {
    const uuid = request.query.application ?? '';
    const type = request.query.type === 'payroll' ? 'payroll' : 'bank';
    const token = `link-sandbox-${randomUUID()}`;
    const back =
      type === 'bank'
        ? `/account/heloc/plaid-oauth-success?oauth_state_id=${encodeURIComponent(token)}`
        : `/account/heloc/${encodeURIComponent(uuid)}/income/pointserv-callback?token=${encodeURIComponent(token)}`;
    const title = type === 'bank' ? 'Sandbox Bank Link' : 'Sandbox Payroll Link';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
          `<link rel="stylesheet" href="/site.css"></head><body><main><h1>${title}</h1>` +
          `<p>This page stands in for the ${type} linking service. Nothing is shared: choose Connect to link a ` +
          `sandbox account and return to your application.</p>` +
          `<p><a id="connect" href="${escapeHtml(back)}">Connect sandbox account</a></p>` +
          `<p><a href="/account/heloc/${escapeHtml(encodeURIComponent(uuid))}/income/review">Cancel</a></p>` +
          `</main></body></html>`,
      );
  });

  app.get<{ Params: { uuid: string } }>(`${STEPS_BASE}/income-verification`, guarded, (request, reply) => {
    const application = owned(request, reply);
    if (!application) return reply;
    return applications.storedOffers(application.uuid)?.incomeRequestRecords ?? [];
  });

  app.get<{ Params: { uuid: string } }>(`${STEPS_BASE}/liens`, guarded, (request, reply) => {
    const application = owned(request, reply);
    if (!application) return reply;
    const marked = new Set(applications.data(application.uuid).payoffLienIds ?? []);
    return liensOf(application).map((lien) =>
      marked.has(lien.id) ? { ...lien, payOff: { status: 'MARKED_FOR_PAYOFF' } } : lien,
    );
  });

  app.get<{ Params: { uuid: string } }>(`${STEPS_BASE}/notary/slots`, guarded, (request, reply) => {
    const application = owned(request, reply);
    if (!application) return reply;
    return notarySlots(now(), application.property.state);
  });

  // Closing documents: the list, made on first request. Their PDFs are served to their owner (applicationDocuments.ts).
  const documentsOf = (application: HelocApplication, kind: 'disclosures' | 'notes'): string[] => {
    const existing = applications.data(application.uuid).documents ?? {};
    const ids = existing[kind];
    if (ids) return ids;
    const made = newDocumentIds(kind);
    applications.saveData(application.uuid, { documents: { ...existing, [kind]: made } });
    return made;
  };

  app.get<{ Params: { uuid: string }; Querystring: { kind?: string } }>(
    `${STEPS_BASE}/documents`,
    guarded,
    (request, reply) => {
      const application = owned(request, reply);
      if (!application) return reply;
      const kind = request.query.kind === 'notes' ? 'notes' : 'disclosures';
      return documentList(kind, documentsOf(application, kind));
    },
  );
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ADVERSE_ACTION_REASONS,
  ADVERSE_ACTION_REASON_CODES,
  SANDBOX_ADMIN_PREFIX,
  type AdverseActionNotice,
  type AdverseActionReason,
  type ApiErrorBody,
  type ConsumerReportingAgency,
  type CreditScoreDisclosure,
  type HelocApplication,
} from '../contract';
import type { AuthGuard } from '../auth';
import { textOrNull, type SandboxDb } from '../db/database';
import { InputError } from '../validation';
import type { Clock } from '../workflow';
import type { ApplicationStore } from './applications';

/**
 * The platform's adverse-action notices (issue 36): what a declined borrower is told, and the admin API's
 * `adverseAction` that sets one. Every DECLINED application has a realistic notice unless a test said it has none yet.
 */
type StoredNotice = Omit<AdverseActionNotice, 'applicationUuid'>;
/** The admin API's `adverseAction` once read: reasons in full, every part optional. */
export type NoticeUpdate = Partial<StoredNotice>;

export const ADVERSE_ACTION_NOTICE_PATH = '/service-application/api/v1/application/heloc/:uuid/adverse-action-notice';

/** The three nationwide agencies as their adverse-action notices print them (public addresses and numbers). */
export const BUREAUS = {
  experian: { name: 'Experian', address: ['P.O. Box 4500', 'Allen, TX 75013'], tollFreePhone: '1-888-397-3742' },
  equifax: {
    name: 'Equifax Information Services LLC',
    address: ['P.O. Box 740241', 'Atlanta, GA 30374'],
    tollFreePhone: '1-866-349-5191',
  },
  transunion: {
    name: 'TransUnion LLC',
    address: ['P.O. Box 1000', 'Chester, PA 19016'],
    tollFreePhone: '1-800-888-4213',
  },
} as const satisfies Record<string, ConsumerReportingAgency>;

const reason = (code: keyof typeof ADVERSE_ACTION_REASONS): AdverseActionReason => ({
  code,
  text: ADVERSE_ACTION_REASONS[code],
});

/** Declines as underwriting commonly explains them: reasons, the score with its key factors, the agency. */
const DEFAULT_NOTICES: readonly Omit<StoredNotice, 'decisionDate' | 'reapplyDate'>[] = [
  {
    reasons: [reason('EXCESSIVE_OBLIGATIONS'), reason('DELINQUENT_CREDIT_OBLIGATIONS')],
    consumerReportingAgency: BUREAUS.experian,
    creditScore: {
      score: 612,
      rangeLow: 300,
      rangeHigh: 850,
      scoredOn: '',
      keyFactors: [
        'Proportion of balances to credit limits is too high on bank revolving or other revolving accounts',
        'Level of delinquency on accounts',
        'Too many accounts with balances',
        'Length of time accounts have been established',
      ],
    },
  },
  {
    reasons: [reason('INSUFFICIENT_COLLATERAL'), reason('INCOME_INSUFFICIENT')],
    consumerReportingAgency: BUREAUS.equifax,
    creditScore: {
      score: 688,
      rangeLow: 300,
      rangeHigh: 850,
      scoredOn: '',
      keyFactors: ['Amount owed on accounts is too high', 'Length of time accounts have been established'],
    },
  },
  {
    reasons: [reason('DELINQUENT_CREDIT_OBLIGATIONS'), reason('RECENT_INQUIRIES')],
    consumerReportingAgency: BUREAUS.transunion,
    creditScore: {
      score: 587,
      rangeLow: 300,
      rangeHigh: 850,
      scoredOn: '',
      keyFactors: [
        'Serious delinquency',
        'Too many inquiries last 12 months',
        'Proportion of balances to credit limits is too high on bank revolving or other revolving accounts',
      ],
      recentInquiries: 7,
    },
  },
];

/** How long after the decision a declined borrower may apply again, in the sandbox's default notices. */
const REAPPLY_AFTER_DAYS = 90;

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, days: number): string => isoDay(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);

/** The default for an application: chosen by its uuid, so the same application always reads the same notice. */
export function defaultNotice(applicationUuid: string, today: string): StoredNotice {
  const pick =
    Number.parseInt(applicationUuid.replace(/[^0-9a-f]/gi, '').slice(-6) || '0', 16) % DEFAULT_NOTICES.length;
  const base = DEFAULT_NOTICES[pick] ?? DEFAULT_NOTICES[0];
  if (!base) throw new Error('no default notices');
  return {
    ...base,
    decisionDate: today,
    creditScore: base.creditScore ? { ...base.creditScore, scoredOn: addDays(today, -3) } : null,
    reapplyDate: addDays(today, REAPPLY_AFTER_DAYS),
  };
}

export class AdverseActionStore {
  constructor(private readonly db: SandboxDb) {}

  /** undefined: nothing stored; null: stored as "no notice yet". */
  find(applicationUuid: string): StoredNotice | null | undefined {
    const row = this.db.get('SELECT notice FROM adverse_action_notices WHERE application_uuid = ?', [applicationUuid]);
    if (!row) return undefined;
    const notice = textOrNull(row, 'notice');
    // Written by put() from validated input, so it has the stored shape.
    return notice === null ? null : (JSON.parse(notice) as StoredNotice);
  }

  put(applicationUuid: string, notice: StoredNotice | null): void {
    this.db.run(
      `INSERT INTO adverse_action_notices (application_uuid, notice) VALUES (?, ?)
       ON CONFLICT (application_uuid) DO UPDATE SET notice = excluded.notice`,
      [applicationUuid, notice === null ? null : JSON.stringify(notice)],
    );
  }

  /** The admin API's `adverseAction`: null says "no notice yet"; an object fills the default's gaps. */
  set(applicationUuid: string, input: NoticeUpdate | null, today: string): void {
    if (input === null) {
      this.put(applicationUuid, null);
      return;
    }
    const base = this.find(applicationUuid) ?? defaultNotice(applicationUuid, today);
    this.put(applicationUuid, { ...base, ...input });
  }
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DAY.test(value) && isoDay(Date.parse(`${value}T00:00:00Z`)) === value;
const isText = (value: unknown, max = 300): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

function readAgency(value: unknown, errors: string[]): ConsumerReportingAgency | null | undefined {
  if (value === null || value === undefined) return value;
  const agency = isPlain(value) ? value : {};
  if (
    !isText(agency.name, 100) ||
    !Array.isArray(agency.address) ||
    agency.address.length === 0 ||
    !agency.address.every((line) => isText(line, 100)) ||
    !isText(agency.tollFreePhone, 30)
  ) {
    errors.push('adverseAction.consumerReportingAgency must be { name, address: [lines], tollFreePhone } or null');
    return undefined;
  }
  return { name: agency.name, address: agency.address, tollFreePhone: agency.tollFreePhone };
}

function readScore(value: unknown, errors: string[]): CreditScoreDisclosure | null | undefined {
  if (value === null || value === undefined) return value;
  const score = isPlain(value) ? value : {};
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 10_000;
  const { score: points, rangeLow, rangeHigh, scoredOn, keyFactors, recentInquiries } = score;
  if (
    whole(points) &&
    whole(rangeLow) &&
    whole(rangeHigh) &&
    rangeLow <= points &&
    points <= rangeHigh &&
    isDay(scoredOn) &&
    Array.isArray(keyFactors) &&
    keyFactors.length <= 4 &&
    keyFactors.every((factor) => isText(factor)) &&
    (recentInquiries === undefined || whole(recentInquiries))
  )
    return {
      score: points,
      rangeLow,
      rangeHigh,
      scoredOn,
      keyFactors,
      ...(recentInquiries === undefined ? {} : { recentInquiries }),
    };
  errors.push(
    'adverseAction.creditScore must be { score, rangeLow, rangeHigh, scoredOn: yyyy-MM-dd, keyFactors: up to 4 ' +
      'texts, recentInquiries? } with rangeLow <= score <= rangeHigh, or null',
  );
  return undefined;
}

function readReasons(value: unknown, errors: string[]): AdverseActionReason[] | undefined {
  if (value === undefined) return undefined;
  const codes: readonly string[] = ADVERSE_ACTION_REASON_CODES;
  const reasons = Array.isArray(value) ? value : [];
  const read = reasons.map((entry: unknown): AdverseActionReason | null => {
    // A bare code reads as that reason in the form's words; OTHER needs its own text.
    if (typeof entry === 'string' && entry in ADVERSE_ACTION_REASONS)
      return reason(entry as keyof typeof ADVERSE_ACTION_REASONS);
    if (isPlain(entry) && typeof entry.code === 'string' && codes.includes(entry.code)) {
      if (isText(entry.text)) return { code: entry.code, text: entry.text };
      if (entry.code in ADVERSE_ACTION_REASONS) return reason(entry.code as keyof typeof ADVERSE_ACTION_REASONS);
    }
    return null;
  });
  if (!Array.isArray(value) || reasons.length === 0 || reasons.length > 4 || read.includes(null)) {
    errors.push(
      `adverseAction.reasons must be 1 to 4 reasons, each a code (${codes.join(', ')}) or { code, text } ` +
        '(OTHER needs its text)',
    );
    return undefined;
  }
  return read.filter((entry): entry is AdverseActionReason => entry !== null);
}

const INPUT_FIELDS = ['reasons', 'creditScore', 'consumerReportingAgency', 'decisionDate', 'reapplyDate'];

/** Reads the admin API's `adverseAction` (docs/sandbox.md); throws an InputError listing every problem. */
export function readAdverseActionInput(value: unknown): NoticeUpdate | null {
  if (value === null) return null;
  if (!isPlain(value)) throw new InputError(['adverseAction must be an object or null']);
  const errors = Object.keys(value)
    .filter((key) => !INPUT_FIELDS.includes(key))
    .map((key) => `unknown field: adverseAction.${key}`);
  const reasons = readReasons(value.reasons, errors);
  const creditScore = readScore(value.creditScore, errors);
  const consumerReportingAgency = readAgency(value.consumerReportingAgency, errors);
  for (const field of ['decisionDate', 'reapplyDate'] as const) {
    const day = value[field];
    const nullable = field === 'reapplyDate';
    if (day !== undefined && !isDay(day) && !(nullable && day === null))
      errors.push(`adverseAction.${field} must be a date, yyyy-MM-dd${nullable ? ', or null' : ''}`);
  }
  if (errors.length > 0) throw new InputError(errors);
  return {
    ...(reasons ? { reasons } : {}),
    ...(creditScore !== undefined ? { creditScore } : {}),
    ...(consumerReportingAgency !== undefined ? { consumerReportingAgency } : {}),
    ...(isDay(value.decisionDate) ? { decisionDate: value.decisionDate } : {}),
    ...(value.reapplyDate === null || isDay(value.reapplyDate) ? { reapplyDate: value.reapplyDate } : {}),
  };
}

const NO_NOTICE: ApiErrorBody = { errors: ['No adverse action notice for this application'] };

/** The borrower's notice (issue 36), and the admin API's read of it. */
export function registerAdverseActionRoutes(
  app: FastifyInstance,
  deps: { notices: AdverseActionStore; applications: ApplicationStore; auth: AuthGuard; now: Clock },
): void {
  const { notices, applications, auth, now } = deps;

  /** The stored notice; a DECLINED application's default is made and kept on its first read. */
  const answer = (application: HelocApplication | undefined, reply: FastifyReply) => {
    if (!application) return reply.code(404).send({ errors: ['Application not found'] } satisfies ApiErrorBody);
    let notice = notices.find(application.uuid);
    if (notice === undefined && application.status.checklistStatus === 'DECLINED') {
      notice = defaultNotice(application.uuid, todayOf(now));
      notices.put(application.uuid, notice);
    }
    if (!notice) return reply.code(404).send(NO_NOTICE);
    return { applicationUuid: application.uuid, ...notice } satisfies AdverseActionNotice;
  };

  app.get<{ Params: { uuid: string } }>(ADVERSE_ACTION_NOTICE_PATH, { preHandler: auth.require }, (request, reply) =>
    answer(applications.findOwned(request.params.uuid, auth.caller(request).identityUuid), reply),
  );

  // What the borrower would read, for tests and support; reading it makes a DECLINED application's default too.
  app.get<{ Params: { uuid: string } }>(
    `${SANDBOX_ADMIN_PREFIX}/applications/:uuid/adverse-action-notice`,
    (request, reply) => answer(applications.find(request.params.uuid), reply),
  );
}

export const todayOf = (now: Clock): string => isoDay(now());

/**
 * Splits the admin API's `adverseAction` from the rest of a create or patch body, so the other fields keep their own
 * reader. undefined: not given; null: "no notice yet".
 */
export function takeAdverseAction(body: unknown): {
  rest: unknown;
  adverseAction: NoticeUpdate | null | undefined;
} {
  if (!isPlain(body) || !Object.hasOwn(body, 'adverseAction')) return { rest: body, adverseAction: undefined };
  const { adverseAction, ...rest } = body;
  return { rest, adverseAction: readAdverseActionInput(adverseAction) };
}

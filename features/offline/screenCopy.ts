/**
 * Issue 47 item 2: the screen a returning borrower last saw, kept on the device so their next visit paints it at once
 * and the platform's answers then bring it up to date. A phone is often shared, so the copy holds what the
 * application area shows and nothing the borrower gave that it does not: the application without its bank account,
 * SSN, marital status, declared income, consents and referrer; the road to funding; and the data of that one screen
 * (offers, liens, notary times or income requests). Never the profile (name, email, phone, birthdate) and never a
 * document. Like the offline copy (lastSeen.ts) it is tagged with the session's fingerprint, read only by that
 * session for the application at the URL, and removed at logout and when the session ends (sagas/deviceData.ts).
 */
import type { HelocApplication } from '../../src/api/contract';
import type { Lien, NotarySlot } from '../../src/api/contractApplication';
import type { IncomeRequestRecord, OfferGroup } from '../../src/api/contractRegistration';
import type { ApplicationTimeline } from '../../src/api/contractTimeline';

import { isRecord, readSessionCopy } from './sessionCopy';

export { SCREEN_COPY_KEY } from './storageKey';
const FORMAT_VERSION = 1;

/** The application's fields the borrower gave that no screen of the area shows whole: never kept on the device. */
const NOT_KEPT = ['disburseAccount', 'ssnLast4', 'maritalStatus', 'declaredIncome', 'consents', 'referrer'] as const;
export type ShownApplication = Omit<HelocApplication, (typeof NOT_KEPT)[number]>;

/** A screen's data the copy may hold; the documents (disclosures, notes) never. */
export interface ScreenData {
  offers?: OfferGroup;
  liens?: Lien[];
  slots?: NotarySlot[];
  incomeRequests?: IncomeRequestRecord[];
}
export const KEPT_DATA: readonly (keyof ScreenData)[] = ['offers', 'liens', 'slots', 'incomeRequests'];

export interface ScreenCopy {
  uuid: string;
  /** When it was kept (ISO date-time). */
  savedAt: string;
  application: ShownApplication;
  timeline: ApplicationTimeline | null;
  data: ScreenData;
}

export function shownApplication(application: HelocApplication): ShownApplication {
  const notKept = new Set<string>(NOT_KEPT);
  return Object.fromEntries(
    Object.entries(application).filter(([field]) => !notKept.has(field)),
  ) as unknown as ShownApplication;
}

export const serializeScreenCopy = (copy: ScreenCopy, fingerprint: string): string =>
  JSON.stringify({ v: FORMAT_VERSION, session: fingerprint, ...copy, application: shownApplication(copy.application) });

function isApplicationOf(value: unknown, uuid: string): value is ShownApplication {
  return (
    isRecord(value) &&
    value.uuid === uuid &&
    typeof value.loanNumber === 'string' &&
    isRecord(value.status) &&
    typeof value.status.checklistStatus === 'string' &&
    isRecord(value.property)
  );
}

const isTimeline = (value: unknown): value is ApplicationTimeline | null =>
  value === null || (isRecord(value) && Array.isArray(value.statusHistory) && Array.isArray(value.estimates));

function isScreenData(value: unknown): value is ScreenData {
  if (!isRecord(value)) return false;
  return Object.entries(value).every(([key, data]) =>
    key === 'offers'
      ? isRecord(data) && isRecord(data.offersByType) && Array.isArray(data.costs)
      : (KEPT_DATA as readonly string[]).includes(key) && Array.isArray(data),
  );
}

/**
 * The copy this session kept of the application at the URL, or null: none, another session's (a second borrower on
 * the same browser), another application's, an older format, or anything malformed.
 */
export function readScreenCopy(text: string | null, fingerprint: string, uuid: string): ScreenCopy | null {
  const parsed = readSessionCopy(text, FORMAT_VERSION, fingerprint);
  if (parsed === null || parsed.uuid !== uuid) return null;
  const { savedAt, application, timeline, data } = parsed;
  if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return null;
  if (!isApplicationOf(application, uuid) || !isTimeline(timeline) || !isScreenData(data)) return null;
  return { uuid, savedAt, application, timeline, data };
}

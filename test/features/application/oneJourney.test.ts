import type { HelocApplication } from '../../../src/api/contract';
import { frameSteps, progressSteps, stageOfApplication } from '../../../features/application/progress';
import {
  bookedNotaryDay,
  expectedDays,
  localDayOf,
  roadToFunding,
  zonedDayOf,
} from '../../../features/application/roadToFunding';
import { asksForCredentials, screenOf, stepNoteOf } from '../../../features/application/screenContext';
import { stepWaitOf } from '../../../features/application/stepWait';
import { activeSteps, sectionProgress, type StepId } from '../../../features/registration/steps';
import { addBankingDays, bankingDaysBetween, closingDates } from '../../../src/lib/closingDates';
import type { ApplicationTimeline } from '../../../src/api/contractTimeline';

/** Issue 48: one journey, told once and truly. */

const app = (checklistStatus: string, status: Partial<HelocApplication['status']> = {}) => ({
  status: { checklistStatus, ...status },
  property: { street1: '1 Oak St', city: 'Denver', state: 'CO', zip: '80202', occupancyType: 'HOME' as const },
});

describe('registration counts its five sections, the same at every width', () => {
  const all = activeSteps({ draft: { occupancyType: 'HOME' }, hasEmailAndPhone: false, loginMode: 'legacy' });
  test.each<[StepId, number, string]>([
    ['property', 0, 'Property Info'],
    ['forSale', 0, 'Property Info'],
    ['income', 1, 'Income Info'],
    ['name', 2, 'Personal Info'],
    ['birthdate', 2, 'Personal Info'],
    ['contact', 3, 'Contact Info'],
    ['password', 4, 'Login Info'],
  ])('%s is in section %i (%s) of five', (id, section, name) => {
    const progress = sectionProgress(all, id);
    expect(progress.sections).toEqual(['Property Info', 'Income Info', 'Personal Info', 'Contact Info', 'Login Info']);
    expect(progress.section).toBe(section);
    expect(progress.sections[progress.section]).toBe(name);
  });

  test('without contact info there are four sections, and the count only goes up', () => {
    const steps = activeSteps({
      draft: { occupancyType: 'INVESTMENT' },
      hasEmailAndPhone: true,
      loginMode: 'external',
    });
    const counts = steps.map((step) => sectionProgress(steps, step.id).section);
    expect(sectionProgress(steps, 'loginInfo').sections).toHaveLength(4);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(3);
  });
});

describe('the application counts seven steps, and never goes back', () => {
  test('the eNotary stage is step 7 of 7 with its short panel inside, not "step 2 of 2"', () => {
    const application = app('NOTARY_WAITING_PERIOD');
    const framed = frameSteps(application, stageOfApplication(application), 5);
    expect(framed.steps).toHaveLength(7);
    expect(framed.steps[6]).toBe('Talk to eNotary');
    expect(framed.current).toBe(6);
    expect(framed.panel).toEqual({ steps: ['Identity verification', 'Talk to eNotary'], current: 1 });
  });

  test('a manual notary names the last step "Schedule Notary Session", also once the loan is signed', () => {
    for (const status of ['MANUAL_DEED_SIGNING', 'RESCISSION', 'COMPLETE']) {
      const application = app(status, { manualNotary: true });
      expect(frameSteps(application, stageOfApplication(application), 0).steps[6]).toBe('Schedule Notary Session');
    }
    expect(frameSteps(app('RESCISSION'), 'COMPLETE', 0).steps[6]).toBe('Talk to eNotary');
  });

  test('a status of an earlier stage keeps the furthest step reached', () => {
    const order = [
      'OFFER_SELECTION',
      'APP_SUBMISSION',
      'INCOME_VERIFICATION',
      'IDENTITY_VERIFICATION',
      'LIEN_VERIFICATION',
      'NOTARY_WAITING_PERIOD',
      'HOLD_FOR_APPRAISAL_REVIEW',
      'RESCISSION',
    ];
    let furthest = 0;
    const seen = order.map((status) => {
      const application = app(status);
      const { current } = frameSteps(application, stageOfApplication(application), furthest);
      furthest = Math.max(furthest, current);
      return current;
    });
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 6, 7]);
  });
});

describe('when: the current step is today, and a hold moves the days after it', () => {
  const estimates: ApplicationTimeline['estimates'] = [
    { step: 'selectOffer', expectedOn: '2026-11-28' },
    { step: 'moreInfo', expectedOn: '2026-11-30' },
    { step: 'linkIncome', expectedOn: '2026-12-01' },
    { step: 'verifyIdentity', expectedOn: '2026-12-02' },
    { step: 'signDocuments', expectedOn: '2026-12-04' },
    { step: 'notary', expectedOn: '2026-12-07' },
  ];

  test('signing on Saturday November 28: the current step is today, not "Tuesday, December 1"', () => {
    const days = expectedDays(
      app('NOTE_SIGNING'),
      [
        { step: 'signDocuments', expectedOn: '2026-12-01' },
        { step: 'notary', expectedOn: '2026-12-02' },
      ],
      5,
      '2026-11-28',
    );
    expect(days).toEqual({ today: true, days: [null, null, null, null, null, '2026-11-28', '2026-12-02'] });
  });

  test('a valuation hold: Select Offer about five business days out, every later day moved by as much', () => {
    const days = expectedDays(app('NAV_BPO_PROCESSING'), estimates, 1, '2026-11-28');
    expect(days.today).toBe(false);
    // Five banking days after Saturday November 28: Monday November 30 to Friday December 4.
    expect(days.days).toEqual([
      null,
      '2026-12-04',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-11',
      '2026-12-14',
    ]);
  });

  test('the road: the hold pushes the expected funding day; without a hold the current step reads today', () => {
    const timeline: ApplicationTimeline = {
      statusHistory: [],
      estimates,
      notarySessionAt: null,
      documentsSignedAt: null,
      occupancyType: 'HOME',
    };
    const steps = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const held = roadToFunding(app('NAV_BPO_PROCESSING'), timeline, steps, 1, (d) => d.slice(0, 10), '2026-11-28');
    const free = roadToFunding(app('OFFER_SELECTION'), timeline, steps, 1, (d) => d.slice(0, 10), '2026-11-28');
    const funds = (road: typeof held) => road.milestones.find((milestone) => milestone.kind === 'funds');
    expect(funds(held)).toMatchObject({ on: '2026-12-18' });
    expect(funds(free)).toMatchObject({ on: '2026-12-11' });
    expect(free.milestones[1]).toMatchObject({ state: 'current', today: true, expectedOn: '2026-11-28' });
    expect(held.milestones[1]).toMatchObject({ state: 'current', today: false, expectedOn: '2026-12-04' });
  });

  test('a hold whose screen names no time promises no day for it or after it', () => {
    expect(
      expectedDays(app('ONSITE_APPRAISAL_PENDING'), estimates, 2, '2026-11-28').days.every((d) => d === null),
    ).toBe(true);
  });

  test.each([
    ['OFFER_SELECTION', {}, { kind: 'now' }],
    ['BPO_ORDER_REQUEST', {}, { kind: 'hold', businessDays: 5 }],
    ['PAYOFF_REQUEST_PENDING', {}, { kind: 'hold', businessDays: 5 }],
    ['DELINQUENCY_REVIEW', {}, { kind: 'hold', businessDays: 2 }],
    ['GEN_CLOSING_DISCLOSURE', { waitingOnFloodCert: true }, { kind: 'hold', businessDays: 1 }],
    ['GEN_CLOSING_DISCLOSURE', {}, { kind: 'now' }],
    ['HOLD_FOR_APPRAISAL_REVIEW', {}, { kind: 'unknown' }],
    ['constructor', {}, { kind: 'now' }],
  ])('%s %j waits %j', (status, extra, wait) => {
    expect(stepWaitOf(app(status, extra))).toEqual(wait);
  });

  test('banking days skip weekends and the Federal Reserve holidays', () => {
    expect(addBankingDays('2026-11-28', 0)).toBe('2026-11-28');
    expect(addBankingDays('2026-11-28', 5)).toBe('2026-12-04');
    expect(addBankingDays('2026-11-25', 1)).toBe('2026-11-27'); // Thanksgiving is no banking day
    expect(bankingDaysBetween('2026-11-28', '2026-12-04')).toBe(5);
    expect(bankingDaysBetween('2026-12-04', '2026-11-28')).toBe(0);
  });
});

describe("when: a booked notary visit dates the notary step, in the home's time zone", () => {
  const estimates: ApplicationTimeline['estimates'] = [{ step: 'notary', expectedOn: '2026-12-01' }];
  // 2:00 PM in Honolulu on Monday, November 30 is midnight UTC on Tuesday, December 1.
  const hawaiiVisit = { start: '2026-12-01T00:00:00.000Z', timeZone: 'Pacific/Honolulu', notaryName: 'Maria Lopez' };
  const booked = (checklistStatus: string) => ({
    ...app(checklistStatus, { manualNotary: true }),
    notaryVisit: hawaiiVisit,
  });

  test("the visit's day where the home is, not in UTC or the browser's zone", () => {
    expect(zonedDayOf(hawaiiVisit.start, 'Pacific/Honolulu')).toBe('2026-11-30');
    expect(zonedDayOf(hawaiiVisit.start, 'America/New_York')).toBe('2026-11-30');
    expect(zonedDayOf(hawaiiVisit.start, 'Europe/Paris')).toBe('2026-12-01');
    expect(bookedNotaryDay(booked('MANUAL_DEED_SIGNING'))).toBe('2026-11-30');
    expect(bookedNotaryDay({})).toBeNull();
  });

  test('on Saturday the notary step reads the booked Monday, not "Today"', () => {
    expect(expectedDays(app('MANUAL_DEED_SIGNING'), estimates, 6, '2026-11-28', '2026-11-30')).toEqual({
      today: false,
      days: [null, null, null, null, null, null, '2026-11-30'],
    });
    // Without a booking the step is the borrower's to do now; on the visit's own day it is today.
    expect(expectedDays(app('MANUAL_DEED_SIGNING'), estimates, 6, '2026-11-28').today).toBe(true);
    expect(expectedDays(app('MANUAL_DEED_SIGNING'), estimates, 6, '2026-11-30', '2026-11-30').today).toBe(true);
    // Booked while an earlier step is current, the notary step still takes the booked day.
    expect(expectedDays(app('NOTE_SIGNING'), estimates, 5, '2026-11-28', '2026-11-30').days[6]).toBe('2026-11-30');
  });

  test("the road: the sidebar's notary step and the closing dates follow the booked day", () => {
    const timeline: ApplicationTimeline = {
      statusHistory: [],
      estimates,
      notarySessionAt: hawaiiVisit.start,
      documentsSignedAt: null,
      occupancyType: 'HOME',
    };
    const road = roadToFunding(
      booked('MANUAL_DEED_SIGNING'),
      timeline,
      progressSteps(true),
      6,
      localDayOf,
      '2026-11-28',
    );
    expect(road.milestones[6]).toMatchObject({ state: 'current', today: false, expectedOn: '2026-11-30' });
    const expected = closingDates('2026-11-30', 'HOME');
    if (!expected.rightToCancel) throw new Error('a home keeps its right to cancel');
    expect(road.milestones.slice(7)).toEqual([
      { kind: 'cancel', state: 'upcoming', until: expected.cancelUntil, expected: true },
      { kind: 'funds', state: 'upcoming', on: expected.fundsOn, expected: true },
    ]);
    // Three business days after Monday November 30 (Regulation Z): cancel until Thursday December 3, funds Friday.
    expect([expected.cancelUntil, expected.fundsOn]).toEqual(['2026-12-03', '2026-12-04']);
  });
});

describe('what the frame says about its screen', () => {
  test('the screen of a path', () => {
    expect(screenOf('/account/heloc/0d3f6a2e/bank/autopay')).toBe('bank/autopay');
    expect(screenOf('/account/heloc/0d3f6a2e/liens/')).toBe('liens');
    expect(screenOf('/account/heloc/register-v2')).toBeNull();
  });

  test('a line under Sign Documents for liens and the bank screens only', () => {
    for (const screen of ['liens', 'bank/disburse', 'bank/manual-disburse', 'bank/confirm', 'bank/autopay'])
      expect(stepNoteOf(screen, 'SIGNING')?.step).toBe('Sign Documents');
    for (const screen of ['signing/intro', 'product/select', 'complete', null])
      expect(stepNoteOf(screen, 'SIGNING')).toBeNull();
  });

  test('a line under Select Offer for a valuation the offer waits on, not for the final title’s hold', () => {
    for (const screen of ['bpo/estimate-value', 'bpo/order-bpo', 'bpo/condition', 'bpo/hold'])
      expect(stepNoteOf(screen, 'PRODUCT_SELECT')).toEqual({
        note: 'Part of {step}: your offer is based on your home’s value, which we confirm first.',
        step: 'Select Offer',
      });
    // bpo/hold also waits on the final title, after the documents are prepared: the valuation line is not true there.
    expect(stepNoteOf('bpo/hold', 'SIGNING')).toBeNull();
    expect(stepNoteOf('product/select', 'PRODUCT_SELECT')).toBeNull();
  });

  test('the security note where credentials are asked', () => {
    expect(asksForCredentials('income/link/bank')).toBe(true);
    expect(asksForCredentials('income/link/payroll')).toBe(true);
    for (const screen of ['income/review', 'bank/autopay', 'product/select', null])
      expect(asksForCredentials(screen)).toBe(false);
  });
});

import fc from 'fast-check';
import {
  LAST_MESSAGE,
  PROCESSING_DWELL_MS,
  reach,
  routed,
  stageOfStatus,
  stageOfStep,
  startProgress,
  tick,
  type ProcessingProgress,
} from '../../features/processing/progress';
import { PIPELINE_STEPS } from '../../features/registration/registrationSlice';
import { PROCESSING_MESSAGES } from '../../features/registration/messages';

const runFor = (progress: ProcessingProgress, ms: number) => {
  let current = progress;
  for (let t = 0; t < ms; t += 100) current = tick(current, 100);
  return current;
};

describe('processing modal progress (issue 15, 000 §9)', () => {
  test('stays on "Creating your account" while the account is made, however long it takes', () => {
    let progress = reach(startProgress(), stageOfStep('registerIdentity'));
    progress = runFor(progress, 20_000);
    expect(PROCESSING_MESSAGES[progress.index]).toBe('Creating your account');
    expect(progress.percent).toBeLessThan(100 / PROCESSING_MESSAGES.length);
  });

  test('the sandbox run (pre-soft, soft, offers) walks the messages in order and ends on the quote', () => {
    const seen: string[] = [];
    const note = (p: ProcessingProgress) => {
      const message = PROCESSING_MESSAGES[p.index] ?? '';
      if (seen.at(-1) !== message) seen.push(message);
      return p;
    };
    let p = note(reach(startProgress(), stageOfStep('createHeloc')));
    p = note(reach(p, stageOfStep('saveSmsConsents')));
    p = note(reach(p, stageOfStatus('WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE')));
    p = note(runFor(p, 1000));
    p = note(reach(p, stageOfStatus('WAITING_FOR_SOFT_CREDIT')));
    for (let i = 0; i < 10; i += 1) p = note(runFor(p, 200));
    p = note(reach(p, stageOfStatus('WAITING_FOR_INITIAL_OFFERS')));
    for (let i = 0; i < 30; i += 1) p = note(runFor(p, 200));
    p = note(routed(p));
    expect(seen).toEqual([...PROCESSING_MESSAGES]);
    expect(p.percent).toBe(100);
  });

  test('a later status jumps forward; an earlier one never moves back', () => {
    const offers = reach(startProgress(), stageOfStatus('WAITING_FOR_INITIAL_OFFERS'));
    expect(PROCESSING_MESSAGES[offers.index]).toBe('Determining property value');
    const back = reach(offers, stageOfStatus('WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE'));
    expect(back.index).toBe(offers.index);
    expect(back.percent).toBeGreaterThanOrEqual(offers.percent);
  });

  test('every step and status maps inside the message list', () => {
    for (const step of PIPELINE_STEPS) {
      const [floor, ceiling] = stageOfStep(step);
      expect(floor).toBeLessThanOrEqual(ceiling);
      expect(ceiling).toBeLessThan(LAST_MESSAGE);
    }
  });

  test('property: index and percent only move forward, stay in range, and never pass the open ceiling', () => {
    const statuses = [
      'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_AVM_DATA',
      'WAITING_FOR_INITIAL_OFFERS',
      'IN_PROGRESS',
      'OFFER_SELECTION',
    ];
    const event = fc.oneof(
      fc.constantFrom(...PIPELINE_STEPS).map((step) => ({ kind: 'step' as const, step })),
      fc.constantFrom(...statuses).map((status) => ({ kind: 'status' as const, status })),
      fc.integer({ min: 0, max: 3 * PROCESSING_DWELL_MS }).map((ms) => ({ kind: 'tick' as const, ms })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        let p = startProgress();
        for (const e of events) {
          const next =
            e.kind === 'step'
              ? reach(p, stageOfStep(e.step))
              : e.kind === 'status'
                ? reach(p, stageOfStatus(e.status))
                : tick(p, e.ms);
          expect(next.index).toBeGreaterThanOrEqual(p.index);
          expect(next.percent).toBeGreaterThanOrEqual(p.percent);
          expect(next.index).toBeLessThanOrEqual(next.ceiling);
          expect(next.percent).toBeLessThan(100);
          p = next;
        }
        expect(routed(p).percent).toBe(100);
      }),
    );
  });
});

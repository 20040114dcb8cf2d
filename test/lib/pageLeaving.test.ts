import { LEAVE_CANCELLED_AFTER_MS, watchPageLeaving } from '../../src/lib/pageLeaving';

describe('watchPageLeaving: whether a failing call was cut off by the page leaving (issue 46)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('leaving from pagehide until a pageshow brings the page back (the back-forward cache)', () => {
    const isLeaving = watchPageLeaving(window);
    expect(isLeaving()).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(isLeaving()).toBe(true);
    jest.advanceTimersByTime(LEAVE_CANCELLED_AFTER_MS * 2);
    expect(isLeaving()).toBe(true);
    window.dispatchEvent(new Event('pageshow'));
    expect(isLeaving()).toBe(false);
  });

  test('a beforeunload alone counts a few seconds: a leave the borrower cancelled ends', () => {
    const isLeaving = watchPageLeaving(window);
    window.dispatchEvent(new Event('beforeunload'));
    expect(isLeaving()).toBe(true);
    jest.advanceTimersByTime(LEAVE_CANCELLED_AFTER_MS);
    expect(isLeaving()).toBe(false);
    window.dispatchEvent(new Event('beforeunload'));
    window.dispatchEvent(new Event('pagehide'));
    jest.advanceTimersByTime(LEAVE_CANCELLED_AFTER_MS);
    expect(isLeaving()).toBe(true);
  });
});

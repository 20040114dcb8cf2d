import { failedByLeaving } from '../../../features/diagnostics/failures';

/** Firefox's rejection of a Cache API fetch its page's navigation aborted, as the engines run logged it. */
const firefoxAbort = {
  name: 'NS_BINDING_ABORTED',
  message: 'The async request failed because it was aborted by some user action',
};

describe('a failure the page’s own leaving caused is no failure (issue 46)', () => {
  it('takes Firefox’s aborted cache fetch (the first visit’s offline copy) for the page being left', () => {
    expect(failedByLeaving(firefoxAbort, true)).toBe(true);
  });

  it('still tells it while the borrower stays on the page', () => {
    expect(failedByLeaving(firefoxAbort, false)).toBe(false);
  });

  it('tells any other failure while the page is left', () => {
    expect(failedByLeaving(new RangeError('quota'), true)).toBe(false);
  });
});

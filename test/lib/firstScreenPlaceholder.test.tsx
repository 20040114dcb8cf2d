import { render } from '@testing-library/react';
import { afterFirstScreen } from '../../src/lib/firstScreen';
import { PageHeading } from '../../src/ui/PageHeading';
import { Skeleton } from '../../src/ui/Skeleton';

// A file of its own: the first screen is module state, shown once per page load.
test('a screen whose heading shows over a loading placeholder has shown only once the placeholder is gone', () => {
  const work = jest.fn();
  afterFirstScreen(work, window, 60_000);
  const screen = (loading: boolean) => (
    <main>
      <PageHeading>Select your offer</PageHeading>
      {loading ? <Skeleton lines={4} block label="Loading your offers…" /> : <p>Based on your home at …</p>}
    </main>
  );
  const { rerender } = render(screen(true));
  expect(work).not.toHaveBeenCalled();
  rerender(screen(false));
  expect(work).toHaveBeenCalledTimes(1);
});

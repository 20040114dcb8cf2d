import { render, screen } from '@testing-library/react';
import { PageHeading } from '../../src/ui/PageHeading';

/** A file of its own: the first screen is module state, once per page load (src/lib/firstScreen.ts). */
describe('PageHeading on a page the borrower scrolled before the app took over (issue 16)', () => {
  const scrollTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  afterEach(() => scrollTo(0));

  it('leaves the page where the borrower scrolled it on the first screen, and takes focus on the next screens', () => {
    scrollTo(471);
    const first = render(<PageHeading>What's the address of the property?</PageHeading>);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
    first.unmount();

    // A client-side navigation from the bottom of a long step: the new screen's heading is where the borrower goes.
    render(<PageHeading>Sale status</PageHeading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Sale status' })).toHaveFocus();
  });
});

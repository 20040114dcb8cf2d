import { render, screen } from '@testing-library/react';
import { whenIdle } from '../../src/lib/idle';
import { PageHeading } from '../../src/ui/PageHeading';

describe('PageHeading (issue 16)', () => {
  it('is the page h1, and its first commit lets the work waiting for the first screen start', () => {
    const requestIdleCallback = jest.fn();
    const win = { setTimeout: jest.fn(), requestIdleCallback } as unknown as Window;
    const work = jest.fn();
    whenIdle(work, win, 3000);
    expect(requestIdleCallback).not.toHaveBeenCalled();

    render(<PageHeading>Choose your offer</PageHeading>);

    expect(screen.getByRole('heading', { level: 1, name: 'Choose your offer' })).toHaveFocus();
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: 3000 });
  });
});

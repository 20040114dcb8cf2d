import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { Action, Middleware } from '@reduxjs/toolkit';
import { failureCaught } from '../../features/diagnostics/failures';
import { received } from '../../features/loanOfficer/loanOfficerSlice';
import { LoanOfficerPanel } from '../../src/shell/LoanOfficerDetails';
import { setupStore } from '../../store/store';

test("a loan officer's avatar that does not load is hidden, tried again when drawn again, reported once, without its address (issue 46)", () => {
  const seen: Action[] = [];
  const record: Middleware = () => (next) => (action) => {
    seen.push(action as Action);
    return next(action);
  };
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const { store } = setupStore({ middleware: [record] });
    store.dispatch(
      received({
        originatorName: 'Sam Lender',
        avatarUri: 'https://portal.example/avatars/originator-123.png?token=t',
        email: 'sam@lender.example',
        phoneNumber: '555-0100',
        nmls: '1234',
      }),
    );
    // Two copies, as the page has the panel and the modal.
    const { container } = render(
      <Provider store={store}>
        <LoanOfficerPanel />
        <LoanOfficerPanel />
      </Provider>,
    );
    const avatars = container.querySelectorAll('img.loan-officer-avatar');
    expect(avatars).toHaveLength(2);
    for (const avatar of avatars) fireEvent.error(avatar);
    expect(container.querySelectorAll('img.loan-officer-avatar')).toHaveLength(0);
    expect(screen.getAllByText('Sam Lender')).toHaveLength(2);
    const reports = seen.filter((action) => failureCaught.match(action));
    expect(reports).toEqual([failureCaught({ what: 'Loan officer: avatar', errorName: 'AvatarLoadError' })]);
    expect(consoleError.mock.calls).toEqual([['Loan officer: avatar: AvatarLoadError: the image did not load']]);
    // Drawn again (the modal opened later, the connection back), the photo is tried again and not reported again.
    const again = render(
      <Provider store={store}>
        <LoanOfficerPanel />
      </Provider>,
    );
    const retried = again.container.querySelector('img.loan-officer-avatar');
    expect(retried).not.toBeNull();
    if (retried) fireEvent.error(retried);
    expect(seen.filter((action) => failureCaught.match(action))).toHaveLength(1);
  } finally {
    consoleError.mockRestore();
  }
});

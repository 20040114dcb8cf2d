import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { additionalSignersActions } from '../../../features/application/additionalSignersSlice';
import { areaEntered, loaded } from '../../../features/application/applicationSlice';
import { applicationStepsActions } from '../../../features/application/applicationStepsSlice';
import { AdditionalSigners } from '../../../features/application/screens/Signing';
import { EMAIL_DUPLICATE } from '../../../features/application/stepRules';
import type { HelocApplication, Profile } from '../../../src/api/contract';
import type { AdditionalSignerSummary, SignerStatus } from '../../../src/api/contractSigner';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import { renderRoutes } from '../../support/render';

const UUID = '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';
const PATH = `/account/heloc/${UUID}/signing/additional`;

const profile = { identityUuid: 'id-1', userType: 'BORROWER' } as Profile;
const application = (invited: readonly AdditionalSignerSummary[]): HelocApplication =>
  ({
    uuid: UUID,
    loanNumber: 'HL00000001',
    status: { checklistStatus: 'CO_DEED_REQ' },
    property: { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    ...(invited.length > 0
      ? { additionalSignerVersion: 'v1', helocSigners: invited.map(({ identityUuid }) => ({ identityUuid })) }
      : {}),
  }) as HelocApplication;

const signer = (n: number, status: SignerStatus): AdditionalSignerSummary => ({
  identityUuid: `signer-${n}`,
  email: `owner${n}@example.com`,
  status,
  invitedAt: '2026-11-22T10:00:00.000Z',
  signedAt: null,
});

/** The state of a borrower on signing/additional whose signers list has (or has not yet) arrived. */
function stateWith(signers: AdditionalSignerSummary[] | null): RootState {
  const actions: UnknownAction[] = [
    areaEntered({ uuid: UUID }),
    loaded({ profile, application: application(signers ?? []) }),
    ...(signers ? [additionalSignersActions.listReceived(signers)] : []),
  ];
  return actions.reduce<RootState>((state, action) => rootReducer(state, action), rootReducer(undefined, { type: '' }));
}

const renderScreen = (signers: AdditionalSignerSummary[] | null) =>
  renderRoutes(
    [{ path: '/account/heloc/:uuid/signing/additional', element: <AdditionalSigners /> }],
    PATH,
    stateWith(signers),
  );

describe('signing/additional', () => {
  test('nobody invited: the invitation form, and the screen tells the saga it is open and closed', () => {
    const view = renderScreen([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Invite the other owners to sign' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email of signer 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invitations' })).toBeInTheDocument();
    expect(view.dispatched).toContain('additionalSigners/screenEntered');
    view.unmount();
    expect(view.dispatched).toContain('additionalSigners/screenLeft');
  });

  test('signers invited: each email with its status in words, a polite progress line, and room to invite more', () => {
    renderScreen([signer(1, 'INVITED'), signer(2, 'IDENTITY_VERIFIED'), signer(3, 'SIGNED'), signer(4, 'REMOVED')]);
    expect(screen.getByRole('heading', { level: 1, name: 'Waiting for the other owners to sign' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Invited signers' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual([
      'owner1@example.comInvitation sent',
      'owner2@example.comIdentity verified',
      'owner3@example.comSigned',
      'owner4@example.comRemoved',
    ]);
    expect(screen.getByTestId('signing-progress')).toHaveTextContent('1 of 3 owners have signed.');
    expect(screen.getByTestId('signing-progress')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Invite another owner' })).toBeInTheDocument();
  });

  test('four active signers leave no room to invite more', () => {
    renderScreen([1, 2, 3, 4].map((n) => signer(n, 'INVITED')));
    expect(screen.queryByRole('button', { name: 'Invite another owner' })).not.toBeInTheDocument();
  });

  test('the application names its signers before the list arrives: no form flashes, a loading status shows', () => {
    const view = renderRoutes(
      [{ path: '/account/heloc/:uuid/signing/additional', element: <AdditionalSigners /> }],
      PATH,
      rootReducer(stateWith(null), loaded({ profile, application: application([signer(1, 'INVITED')]) })),
    );
    expect(screen.queryByLabelText('Email of signer 1')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the owners you invited…');
    view.unmount();
  });

  test('inviting more: rows up to the room left, an already invited email refused, the form closes once sent', async () => {
    const user = userEvent.setup();
    const view = renderScreen([signer(1, 'INVITED'), signer(2, 'SIGNED'), signer(3, 'REMOVED')]);
    await user.click(screen.getByRole('button', { name: 'Invite another owner' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Invite another owner' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add another signer' }));
    expect(screen.queryByRole('button', { name: 'Add another signer' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Email of signer 1'), 'OWNER2@example.com');
    await user.type(screen.getByLabelText('Email of signer 2'), 'owner5@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(screen.getByRole('alert')).toHaveTextContent(EMAIL_DUPLICATE);
    expect(view.dispatched).not.toContain('applicationSteps/stepSubmitted');

    await user.clear(screen.getByLabelText('Email of signer 1'));
    await user.type(screen.getByLabelText('Email of signer 1'), 'owner4@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(view.dispatched).toContain('applicationSteps/stepSubmitted');

    act(() => {
      view.store.dispatch(applicationStepsActions.stepFailed({ message: 'Email 1 is not a valid email address' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Email 1 is not a valid email address');

    act(() => {
      view.store.dispatch(
        applicationStepsActions.stepSubmitted({ step: 'additionalSigners', body: {}, awaitsStatus: false }),
      );
      view.store.dispatch(applicationStepsActions.stepSucceeded());
    });
    expect(screen.queryByLabelText('Email of signer 1')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite another owner' })).toBeInTheDocument();
  });
  test('a list that could not be read says so and that it will try again, not that it is loading', () => {
    const state = [
      areaEntered({ uuid: UUID }),
      loaded({ profile, application: application([signer(1, 'INVITED')]) }),
      additionalSignersActions.screenEntered(),
      additionalSignersActions.listFailed({ message: 'no answer' }),
    ].reduce<RootState>((next, action) => rootReducer(next, action), rootReducer(undefined, { type: '' }));
    renderRoutes([{ path: '/account/heloc/:uuid/signing/additional', element: <AdditionalSigners /> }], PATH, state);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load the owners you invited just now. We will try again in a moment.',
    );
    expect(screen.queryByText('Loading the owners you invited…')).toBeNull();
  });
});

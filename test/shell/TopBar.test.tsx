import { screen } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { HelocApplication, Profile } from '../../src/api/contract';
import { areaEntered, loaded } from '../../features/application/applicationSlice';
import { locationChanged } from '../../features/navigation/navigationSlice';
import { signedIn } from '../../features/session/sessionSlice';
import { signerActions } from '../../features/signer/signerSlice';
import { TopBar } from '../../src/shell/TopBar';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { renderRoutes } from '../support/render';

const UUID = '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';
const SIGNER_PAGE = '/account/heloc/heloc-signer/documents';

const profile = (overrides: Partial<Profile> = {}) =>
  ({ identityUuid: 'id-1', userType: 'BORROWER', ...overrides }) as Profile;
const application = (overrides: Partial<HelocApplication> = {}) =>
  ({ uuid: UUID, loanNumber: 'HL1', status: { checklistStatus: 'CO_DEED_REQ' }, ...overrides }) as HelocApplication;

const at = (pathname: string, ...actions: UnknownAction[]): RootState =>
  [signedIn(), locationChanged({ pathname, search: '', hash: '', action: 'POP' }), ...actions].reduce<RootState>(
    (state, action) => rootReducer(state, action),
    rootReducer(undefined, { type: '' }),
  );

const dashboardShown = (state: RootState) => {
  const view = renderRoutes([{ path: '*', element: <TopBar /> }], '/', state);
  const shown = screen.queryByRole('link', { name: 'Dashboard' }) !== null;
  view.unmount();
  return shown;
};

describe('the Dashboard button (001 §2, §6)', () => {
  test('a borrower sees it', () => {
    expect(
      dashboardShown(
        at(
          `/account/heloc/${UUID}/signing/additional`,
          areaEntered({ uuid: UUID }),
          loaded({ profile: profile(), application: application() }),
        ),
      ),
    ).toBe(true);
  });

  test('a signer on a signer page does not', () => {
    expect(dashboardShown(at(SIGNER_PAGE, signerActions.viewerChecked({ isSigner: true, isBroker: false })))).toBe(
      false,
    );
  });

  test('a signer page hides it even before the signer check has answered', () => {
    expect(dashboardShown(at(SIGNER_PAGE))).toBe(false);
  });

  test('a broker who is a signer sees it', () => {
    expect(dashboardShown(at(SIGNER_PAGE, signerActions.viewerChecked({ isSigner: true, isBroker: true })))).toBe(true);
  });

  test('by the 001 §6 rule in the borrower area: a v1 signer does not, unless a broker', () => {
    const signerApp = application({ additionalSignerVersion: 'v1', helocSigners: [{ identityUuid: 'id-1' }] });
    const path = `/account/heloc/${UUID}`;
    expect(
      dashboardShown(at(path, areaEntered({ uuid: UUID }), loaded({ profile: profile(), application: signerApp }))),
    ).toBe(false);
    expect(
      dashboardShown(
        at(path, areaEntered({ uuid: UUID }), loaded({ profile: profile({ isBroker: true }), application: signerApp })),
      ),
    ).toBe(true);
    expect(
      dashboardShown(
        at(
          path,
          areaEntered({ uuid: UUID }),
          loaded({ profile: profile({ userType: 'CO_DEEDER' }), application: application() }),
        ),
      ),
    ).toBe(false);
  });

  test('signed out: Login instead', () => {
    const view = renderRoutes([{ path: '*', element: <TopBar /> }], '/', rootReducer(undefined, { type: '' }));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    view.unmount();
  });
});

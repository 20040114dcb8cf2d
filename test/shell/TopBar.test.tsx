import { screen } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { HelocApplication, Profile } from '../../src/api/contract';
import { areaEntered, loaded } from '../../features/application/applicationSlice';
import { locationChanged } from '../../features/navigation/navigationSlice';
import { resolved } from '../../features/organization/organizationSlice';
import { signedIn } from '../../features/session/sessionSlice';
import { signerActions } from '../../features/signer/signerSlice';
import { TopBar } from '../../src/shell/TopBar';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { renderRoutes } from '../support/render';
import { testOrg } from '../support/fixtures';

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

describe("what the organisation adds to the top bar keeps its place (decision 392: the bar doesn't move)", () => {
  const organization = (orgCode: string, languages?: string[]) =>
    resolved({
      info: {
        ...testOrg(),
        orgCode,
        orgBrand: orgCode,
        orgMetaData: { ...testOrg().orgMetaData, companyInfo: { ...testOrg().orgMetaData.companyInfo, languages } },
      },
      pricing: {},
    });
  const drawn = (state: RootState) => {
    const view = renderRoutes([{ path: '*', element: <TopBar /> }], '/', state);
    const found = [...view.container.querySelectorAll('.language-switch, .feedback-link')].map(
      (element) => `${element.className}${element.getAttribute('aria-hidden') === 'true' ? ' (unseen)' : ''}`,
    );
    view.unmount();
    return found;
  };

  test('before the organisation is known, both are drawn unseen, out of reach (the boot script keeps their place)', () => {
    expect(drawn(at('/'))).toEqual([
      'link-button language-switch language-switch-topBar org-pending (unseen)',
      'link-button feedback-link org-pending (unseen)',
      'link-button feedback-link org-pending (unseen)',
    ]);
    const view = renderRoutes([{ path: '*', element: <TopBar /> }], '/', at('/'));
    for (const element of view.container.querySelectorAll('.org-pending'))
      expect(element.getAttribute('tabindex')).toBe('-1');
    expect(screen.queryByRole('button', { name: 'Español' })).toBeNull();
    view.unmount();
  });

  test('once known, the ones the organisation has, and only those', () => {
    expect(drawn(at('/', organization('homeward', ['es'])))).toEqual([
      'link-button language-switch language-switch-topBar',
      'link-button feedback-link',
      'link-button feedback-link',
    ]);
    expect(drawn(at('/', organization('apm')))).toEqual([]);
  });
});

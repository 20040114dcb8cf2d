import { screen } from '@testing-library/react';
import { areaEntered, loaded } from '../../../features/application/applicationSlice';
import { PropertyFacts } from '../../../features/application/screens/PropertyFacts';
import type { HelocApplication, Profile } from '../../../src/api/contract';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import { renderRoutes } from '../../support/render';

const UUID = '0d3f6a2e-8b1c-4f57-9a0e-5c6d7e8f9a0c';
const application = {
  uuid: UUID,
  loanNumber: 'HL00000003',
  status: { checklistStatus: 'NAV_BPO_PROCESSING' },
  property: { street1: '1 main st', city: 'denver', state: 'CO', zip: '80202', occupancyType: 'HOME' },
} as HelocApplication;

const routes = [{ path: '/screen', element: <PropertyFacts /> }];

/** The information and waiting screens name the property once; the loan number stays the frame's Application ID. */
test('names the property of the application in the store, and not its loan number', () => {
  const state = [
    areaEntered({ uuid: UUID }),
    loaded({ profile: { identityUuid: 'id-1', userType: 'BORROWER' } as Profile, application }),
  ].reduce<RootState>((s, action) => rootReducer(s, action), rootReducer(undefined, { type: '' }));
  renderRoutes(routes, '/screen', state);
  const facts = screen.getByTestId('info-facts');
  expect(facts).toHaveTextContent('Property');
  expect(facts).toHaveTextContent('1 Main St, Denver, CO 80202');
  expect(facts).not.toHaveTextContent('HL00000003');
});

test('says nothing before the application is in', () => {
  renderRoutes(routes, '/screen');
  expect(screen.queryByTestId('info-facts')).toBeNull();
});

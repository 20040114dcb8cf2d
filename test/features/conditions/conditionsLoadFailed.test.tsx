import { screen } from '@testing-library/react';
import { CONDITION_TEXT } from '../../../features/conditions/categories';
import ConditionsDashboard from '../../../features/conditions/screens/ConditionsDashboard';
import UploadDocument, { UPLOAD_TEXT } from '../../../features/conditions/screens/UploadDocument';
import type { ConditionsState } from '../../../features/conditions/conditionsSlice';
import { renderRoutes } from '../../support/render';

const UUID = '6f1c2b7e-0000-4000-8000-000000000001';
const state = (status: ConditionsState['status']): ConditionsState => ({
  watch: { applicationUuid: UUID, area: 'borrower' },
  items: [],
  status,
  upload: { status: 'idle', error: null },
  phone: { status: 'idle', error: null },
});
const routes = [
  { path: '/account/heloc/:uuid/conditions', element: <ConditionsDashboard /> },
  { path: '/account/heloc/:uuid/conditions/upload-document', element: <UploadDocument /> },
];

describe('a conditions list that could not be read is said as that, never as none open', () => {
  test('the upload page of a condition link', () => {
    const view = renderRoutes(routes, `/account/heloc/${UUID}/conditions/upload-document?conditionUuid=c1`, {
      conditions: state('failed'),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(CONDITION_TEXT.loadFailed);
    expect(screen.queryByText(UPLOAD_TEXT.notFound)).toBeNull();
    view.unmount();
  });

  test('the conditions dashboard', () => {
    const view = renderRoutes(routes, `/account/heloc/${UUID}/conditions`, { conditions: state('failed') });
    expect(screen.getByRole('alert')).toHaveTextContent(CONDITION_TEXT.loadFailed);
    expect(screen.queryByText(CONDITION_TEXT.noConditions)).toBeNull();
    view.unmount();
  });

  test('a list that was read and has no such condition still says it is not open', () => {
    const view = renderRoutes(routes, `/account/heloc/${UUID}/conditions/upload-document?conditionUuid=c1`, {
      conditions: state('succeeded'),
    });
    expect(screen.getByText(UPLOAD_TEXT.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    view.unmount();
  });
});

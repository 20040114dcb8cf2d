import { screen } from '@testing-library/react';
import IncomeLink from '../../../features/application/screens/IncomeLink';
import IncomeUpload from '../../../features/application/screens/IncomeUpload';
import { renderRoutes } from '../../support/render';

const UUID = '11111111-2222-4333-8444-555555555555';

/** An old or edited link names a way of verifying income the screen does not know: it says so and offers the others. */
test.each([
  ['income/link', <IncomeLink key="link" />],
  ['income/upload', <IncomeUpload key="upload" />],
])('%s/{an unknown type} says so and leads back to the choice of ways', (screenPath, element) => {
  const routes = [{ path: `/account/heloc/:uuid/${screenPath}/:type`, element }];
  renderRoutes(routes, `/account/heloc/${UUID}/${screenPath}/carrier-pigeon`);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verify your income');
  expect(screen.getByText('This way of verifying income is not available.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose another way to verify your income' })).toHaveAttribute(
    'href',
    `/account/heloc/${UUID}/income/review`,
  );
  expect(screen.queryByRole('button')).toBeNull();
});

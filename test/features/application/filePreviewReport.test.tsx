import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IdentityForm } from '../../../features/application/screens/IdentityForm';
import { renderRoutes } from '../../support/render';

/**
 * Issue 46: a screen that uses the kit's FileDrop reports a preview the browser could not read (the kit has no store,
 * so the screen passes the report). The identity form stands for the three upload screens, which wire it alike.
 */
test('an unreadable ID photo is reported as a caught failure, the file kept', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function fail(this: FileReader) {
    Object.defineProperty(this, 'error', { value: new DOMException('The file could not be read', 'NotReadableError') });
    this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
  });
  const routes = [
    {
      path: '/identity',
      element: <IdentityForm backOfIdFlag={false} submitting={false} serverError={null} onSubmit={() => undefined} />,
    },
  ];
  const { dispatched } = renderRoutes(routes, '/identity');
  const user = userEvent.setup();
  await user.upload(
    screen.getByLabelText('Front of your ID', { exact: false }),
    new File(['x'], 'front.jpg', { type: 'image/jpeg' }),
  );
  expect(screen.getByText('front.jpg')).toBeInTheDocument();
  expect(dispatched.filter((type) => type === 'diagnostics/failureCaught')).toHaveLength(1);
  expect(console.error).toHaveBeenCalledWith('File preview: NotReadableError: The file could not be read');
  jest.restoreAllMocks();
});

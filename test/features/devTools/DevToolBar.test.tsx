import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import DevToolBar from '../../../features/devTools/screens/DevToolBar';
import { setupStore } from '../../../store/store';
import type { RootState } from '../../../store/rootReducer';

const UUID = '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';

function renderBar(preloadedState: Partial<RootState> = {}) {
  const { store } = setupStore({ preloadedState });
  render(
    <Provider store={store}>
      <DevToolBar />
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Dev tools' }));
  return store;
}

describe('developer tool bar', () => {
  test('shows the current route decision with its table row', () => {
    const state = setupStore().store.getState();
    renderBar({
      application: {
        ...state.application,
        uuid: UUID,
        decision: { destination: { kind: 'screen', path: 'start/hmda' }, row: 'HMDA', checklistStatus: 'HMDA' },
      },
    });
    expect(screen.getByText('Route decision: HMDA (row HMDA)')).toBeInTheDocument();
  });

  test('forces a flag through the session overrides, and clears it', () => {
    const store = renderBar();
    const select = screen.getByRole('combobox', { name: 'Override fe-heloc-webchat' });
    fireEvent.change(select, { target: { value: 'on' } });
    expect(store.getState().flags.overrides).toEqual({ 'fe-heloc-webchat': true });
    fireEvent.change(select, { target: { value: 'none' } });
    expect(store.getState().flags.overrides).toEqual({});
  });

  test('jumps the application to a checklist status through the sandbox admin API', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 500 }));
    const state = setupStore().store.getState();
    renderBar({ application: { ...state.application, uuid: UUID } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Checklist status' }), { target: { value: 'DECLINED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Jump' }));
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Could not set status (500)');
    });
    expect(fetchSpy).toHaveBeenCalledWith(
      `/__sandbox/applications/${UUID}`,
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ checklistStatus: 'DECLINED' }) }),
    );
    fetchSpy.mockRestore();
  });
});

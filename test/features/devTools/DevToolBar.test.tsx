import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import DevToolBar from '../../../features/devTools/screens/DevToolBar';
import { LEAVE_SURVEY_MODAL_ID, disabled, surveyTriggered } from '../../../features/leaveSurvey/leaveSurveySlice';
import { modalOpened } from '../../../features/overlays/modalsSlice';
import { started } from '../../../features/session/sessionSlice';
import { logoutClicked } from '../../../features/shellUi/shellUiSlice';
import { LEAVE_SURVEY_STORAGE } from '../../../sagas/leaveSurveySaga';
import { setupStore } from '../../../store/store';
import type { RootState } from '../../../store/rootReducer';
import { createFakeApi, startApp } from '../../support/sagaHarness';

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
  afterEach(() => {
    jest.useRealTimers();
  });

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

  test('resets the leave survey on this device, so the next logout on its routes opens it again (decision 421)', async () => {
    jest.useFakeTimers();
    const app = startApp({ api: createFakeApi({}).api });
    app.store.dispatch(started({ authenticated: true, environment: 'test' }));
    app.store.dispatch(surveyTriggered());
    app.store.dispatch(disabled({ reason: 'dashboard' }));
    render(
      <Provider store={app.store}>
        <DevToolBar />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dev tools' }));
    expect(screen.getByText(/^Leave survey: shown, turned off/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reset leave survey' }));
    expect(screen.getByText(/^Leave survey: not shown/)).toBeInTheDocument();
    expect(app.store.getState().leaveSurvey).toEqual({ triggered: false, disabled: false });
    expect(JSON.parse(app.localStorage.getItem(LEAVE_SURVEY_STORAGE) ?? 'null')).toEqual({
      triggered: false,
      disabled: false,
    });
    await act(async () => {
      app.store.dispatch(logoutClicked({ pathname: `/account/heloc/${UUID}/liens` }));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(app.actions).toContainEqual(modalOpened({ id: LEAVE_SURVEY_MODAL_ID }));
  });
});

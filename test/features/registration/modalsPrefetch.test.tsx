import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { modalOpened } from '../../../features/overlays/modalsSlice';
import { MODAL } from '../../../features/registration/messages';
import RegisterV2Layout from '../../../features/registration/screens/RegisterV2Layout';
import { firstScreenShown } from '../../../src/lib/firstScreen';
import { ModalRegistryProvider } from '../../../src/ui/modalRegistry';
import { setupStore } from '../../../store/store';
import { stubModalDialogs } from '../../support/render';

describe("register-v2's prefetch of the registration modals (issue 16, decision 169)", () => {
  const idle: (() => void)[] = [];
  beforeAll(() => {
    stubModalDialogs();
    // jsdom has no idle callbacks.
    Object.assign(window, {
      requestIdleCallback: (work: () => void) => {
        idle.push(work);
        return idle.length;
      },
    });
  });

  test('once the layout is up and the browser idle, a modal opens in the same commit as the state that opens it', async () => {
    firstScreenShown();
    const { store } = setupStore();
    render(
      <Provider store={store}>
        <ModalRegistryProvider>
          <MemoryRouter initialEntries={['/account/heloc/register-v2']}>
            <Routes>
              <Route path="/account/heloc/register-v2/*" element={<RegisterV2Layout />} />
            </Routes>
          </MemoryRouter>
        </ModalRegistryProvider>
      </Provider>,
    );
    expect(idle.length).toBeGreaterThan(0);
    await act(async () => {
      for (const work of idle.splice(0)) work();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    act(() => {
      store.dispatch(modalOpened({ id: MODAL.newYork }));
    });
    // No await: resolved by the prefetch, the modal is on the page in the commit that opened it.
    expect(screen.getByRole('dialog')).toHaveTextContent(/New York/);
  });
});

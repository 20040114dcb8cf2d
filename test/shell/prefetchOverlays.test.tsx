import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { modalOpened } from '../../features/overlays/modalsSlice';
import { MODAL } from '../../features/registration/messages';
import { firstScreenShown } from '../../src/lib/firstScreen';
import { prefetchOverlays, ProcessingModal } from '../../src/shell/lazyShell';
import { ModalRegistryProvider } from '../../src/ui/modalRegistry';
import { setupStore } from '../../store/store';
import { stubModalDialogs } from '../support/render';

describe('the overlays prefetch (issue 16, decision 169)', () => {
  beforeAll(() => {
    stubModalDialogs();
  });

  test('resolves the processing modal, which then opens in the same commit as "Create account" opens it', async () => {
    const idle: (() => void)[] = [];
    firstScreenShown();
    prefetchOverlays({
      setTimeout: window.setTimeout.bind(window),
      requestIdleCallback: (work: () => void) => {
        idle.push(work);
        return 0;
      },
    } as unknown as Window);
    expect(idle).toHaveLength(1);
    await act(async () => {
      idle[0]?.();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    const { store } = setupStore();
    render(
      <Provider store={store}>
        <ModalRegistryProvider>
          <ProcessingModal />
        </ModalRegistryProvider>
      </Provider>,
    );
    act(() => {
      store.dispatch(modalOpened({ id: MODAL.processing }));
    });
    // No await: preloaded, the modal is on the page with its first message in the commit that opened it.
    expect(screen.getByTestId('processing-message')).toHaveTextContent('Creating your account');
  });
});

import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { modalOpened } from '../../features/overlays/modalsSlice';
import { lazyModal } from '../../src/shell/overlays/LazyModal';
import { setupStore } from '../../store/store';

const Dialog = () => <div role="dialog" aria-label="Processing" />;

function mount(Modal: ReturnType<typeof lazyModal>) {
  const { store } = setupStore();
  render(
    <Provider store={store}>
      <Modal />
    </Provider>,
  );
  return store;
}

describe('lazyModal (issue 16)', () => {
  test('preloaded, it opens in the same commit as the state that opens it', async () => {
    const load = jest.fn(() => Promise.resolve(Dialog));
    const Modal = lazyModal('processing', load);
    await Modal.preload();
    const store = mount(Modal);

    act(() => {
      store.dispatch(modalOpened({ id: 'processing' }));
    });

    // No await: a lazy component would suspend here, and only show after the chunk's promise and React's retry.
    expect(screen.getByRole('dialog', { name: 'Processing' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('not preloaded, it loads its code the first time it opens, once', async () => {
    const load = jest.fn(() => Promise.resolve(Dialog));
    const Modal = lazyModal('processing', load);
    const store = mount(Modal);
    expect(load).not.toHaveBeenCalled();

    act(() => {
      store.dispatch(modalOpened({ id: 'processing' }));
    });

    expect(await screen.findByRole('dialog', { name: 'Processing' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

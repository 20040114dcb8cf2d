import { lazy, Suspense, useState, type ComponentType, type FunctionComponent } from 'react';
import { selectModalOpen } from '../../../features/overlays/modalsSlice';
import { useAppSelector } from '../../../store/hooks';

export interface LazyModalComponent extends FunctionComponent {
  /** Loads the modal's code ahead of its opening, so that it opens in the same commit as its open state. */
  preload: () => Promise<void>;
}

/**
 * A modal (or a set of modals, `id` a list: mounted while any of them is open) whose code loads the first time it
 * opens: modals are not needed for the first paint, so they stay out of the entry bundle. While closed nothing is
 * mounted; the Modal primitive opens its dialog on mount and, on unmount, closes it and gives focus back, as it does
 * when its open state turns false.
 */
export function lazyModal(id: string | readonly string[], load: () => Promise<ComponentType>): LazyModalComponent {
  const ids = typeof id === 'string' ? [id] : id;
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded ??= await load();
  };
  const Loaded = lazy(async () => {
    await preload();
    return { default: loaded ?? (() => null) };
  });
  function LazyModal() {
    const open = useAppSelector((state) => ids.some((one) => selectModalOpen(state, one)));
    if (!open) return null;
    return <OpenModal />;
  }
  function OpenModal() {
    // Code already in renders at once: a lazy component suspends at least once even when its chunk is cached, and
    // under load the processing modal showed after "Create account" had moved past its first message (issue 16).
    // Chosen once per opening, so the dialog is never remounted while open.
    const [Modal] = useState(() => loaded ?? Loaded);
    return (
      <Suspense fallback={null}>
        <Modal />
      </Suspense>
    );
  }
  LazyModal.displayName = `LazyModal(${ids.join(', ')})`;
  LazyModal.preload = preload;
  return LazyModal;
}

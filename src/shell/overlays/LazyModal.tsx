import { lazy, Suspense, type ComponentType } from 'react';
import { selectModalOpen } from '../../../features/overlays/modalsSlice';
import { useAppSelector } from '../../../store/hooks';

/**
 * A modal whose code loads the first time it opens: modals are not needed for the first paint, so they stay out of
 * the entry bundle. While closed nothing is mounted; the Modal primitive opens its dialog on mount and, on unmount,
 * closes it and gives focus back, as it does when its open state turns false.
 */
export function lazyModal(id: string, load: () => Promise<ComponentType>): ComponentType {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyModal() {
    const open = useAppSelector((state) => selectModalOpen(state, id));
    if (!open) return null;
    return (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    );
  }
  LazyModal.displayName = `LazyModal(${id})`;
  return LazyModal;
}

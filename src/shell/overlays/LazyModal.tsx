import { lazy, Suspense, type ComponentType } from 'react';
import { selectModalOpen } from '../../../features/overlays/modalsSlice';
import { useAppSelector } from '../../../store/hooks';

/**
 * A modal (or a set of modals, `id` a list: mounted while any of them is open) whose code loads the first time it
 * opens: modals are not needed for the first paint, so they stay out of the entry bundle. While closed nothing is mounted; the Modal primitive opens its dialog on mount and, on unmount,
 * closes it and gives focus back, as it does when its open state turns false.
 */
export function lazyModal(id: string | readonly string[], load: () => Promise<ComponentType>): ComponentType {
  const ids = typeof id === 'string' ? [id] : id;
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyModal() {
    const open = useAppSelector((state) => ids.some((one) => selectModalOpen(state, one)));
    if (!open) return null;
    return (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    );
  }
  LazyModal.displayName = `LazyModal(${ids.join(', ')})`;
  return LazyModal;
}

import { useEffect } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { useFrameProgress } from '../application/screens/RoadToFunding';
import type { SeenProgress } from './lastSeen';
import { progressShown } from './offlineSlice';

/**
 * Issue 47: tells the offline saga what the frame shows the borrower (the progress only, never the application), each
 * time it changes, so the device keeps what they last saw. Renders nothing.
 */
export function RememberProgress() {
  const { stage, steps, current, closed, road } = useFrameProgress();
  const dispatch = useAppDispatch();
  // One event per change of what is shown, not per render: the progress compared by value.
  const progress: SeenProgress = { stage, steps, current, closed, road };
  const shown = JSON.stringify(progress);
  useEffect(() => {
    dispatch(progressShown({ progress: JSON.parse(shown) as SeenProgress }));
  }, [dispatch, shown]);
  return null;
}

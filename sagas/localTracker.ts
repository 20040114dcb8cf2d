import { useContext } from './context';

/** The browser's own tracker id (localStorage), sent as telemetryTrackingId by registration and login (001 §7). */
export const LOCAL_TRACKER_KEY = 'heloc.localTrackerUuid';

export function* localTrackerUuid() {
  const storage = yield* useContext('localStorage');
  const existing = storage.getItem(LOCAL_TRACKER_KEY);
  if (existing) return existing;
  const created = (yield* useContext('newId'))();
  storage.setItem(LOCAL_TRACKER_KEY, created);
  return created;
}

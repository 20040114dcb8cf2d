import { put, select, takeEvery } from 'typed-redux-saga';
import { getBannerFile } from '../src/api/banners';
import { BANNER_FILES_ELEMENT_ID, type BannerFile } from '../src/api/contractShell';
import { isApiError } from '../src/api/http';
import {
  dismissalsLoaded,
  dismissed,
  loadFailed,
  loadStarted,
  received,
  stripMeasured,
} from '../features/banners/bannersSlice';
import { BANNER_SPACE_KEY } from '../features/banners/stripSpace';
import { BANNER_DISMISSALS_KEY, checkBanners, parseDismissals, pruneDismissals } from '../features/banners/rules';
import { bannerFileFor } from '../features/banners/included';
import type { RootState } from '../store/rootReducer';
import { appStarted } from './appStarted';
import { callApi, errorMessage } from './callApi';
import { reportFailure } from './failureReport';
import { afterFirstScreen, useContext } from './context';

/** What a banner list that could not be read or used is reported as (issue 46's failure channel). */
export const BANNERS_FAILURE = 'Banners';

/**
 * 001 §8: a banner file that could not be read is stored as the words of the error: an HTTP error's status, a fetch
 * with no answer's 'Error fetching', an answer that is no JSON the client's own sentence. Never anything the file or
 * the server said.
 */
export function bannerLoadError(error: unknown): string {
  if (!isApiError(error) || error.kind === 'unreadable') return errorMessage(error);
  return error.status > 0 ? `HTTP error! status: ${error.status}` : 'Error fetching';
}

function* saveDismissals() {
  const dismissals = yield* select((state: RootState) => state.banners.dismissals);
  (yield* useContext('localStorage')).setItem(BANNER_DISMISSALS_KEY, JSON.stringify(dismissals));
}

/** The strip's height for the next page's first paint (decision 390); none kept when no banner shows. */
function* saveStripSpace({ payload }: ReturnType<typeof stripMeasured>) {
  const storage = yield* useContext('localStorage');
  if (payload.height > 0) storage.setItem(BANNER_SPACE_KEY, JSON.stringify(payload));
  else storage.removeItem(BANNER_SPACE_KEY);
}

function* loadBanners(file: BannerFile) {
  yield* put(loadStarted());
  let data: unknown;
  try {
    // 001 §7's call, no cache, also where the page's server included the files (decision 430): the page painted from
    // those, and the strip becomes the app's own once this answers.
    data = yield* callApi(getBannerFile, file);
  } catch (error: unknown) {
    // 001 §8: load errors are stored as text and no banner shows; heard as every handled failure is (decision 391).
    yield* put(loadFailed({ error: bannerLoadError(error) }));
    yield* reportFailure(BANNERS_FAILURE, error);
    return;
  }
  const checked = checkBanners(data);
  if (!checked.ok) {
    yield* put(loadFailed({ error: checked.error }));
    // The lender's file is malformed: the spec's sentence names it, nothing of the file's.
    yield* reportFailure(BANNERS_FAILURE, new Error(checked.error));
    return;
  }
  // The device's dismissals, read as the saga started, and any made since on the strip the page painted.
  const dismissals = yield* select((state: RootState) => state.banners.dismissals);
  yield* put(dismissalsLoaded(pruneDismissals(checked.banners, dismissals)));
  yield* put(received(checked.banners));
  yield* saveDismissals();
}

export function* bannersSaga() {
  // The dismissals kept on the device before anything else: a banner the page painted before its first paint can be
  // dismissed as soon as the app has taken the page over, before the list is in (decision 430), and is kept then.
  const storage = yield* useContext('localStorage');
  yield* put(dismissalsLoaded(parseDismissals(storage.getItem(BANNER_DISMISSALS_KEY))));
  yield* takeEvery(dismissed, saveDismissals);
  yield* takeEvery(stripMeasured, saveStripSpace);
  const { session } = yield* appStarted();
  // Where the page's server included the banner files, the strip already shows what the call will answer (decisions
  // 430, 431): the call waits for the first screen, whose own calls it would otherwise compete with (decision 432).
  const page = yield* useContext('page');
  if (page?.document?.getElementById(BANNER_FILES_ELEMENT_ID)) yield* afterFirstScreen();
  // Local and test hosts read the test file (001 §7: production or test file).
  yield* loadBanners(bannerFileFor(session.environment));
}

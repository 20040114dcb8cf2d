import { put, select, takeEvery } from 'typed-redux-saga';
import { getBannerFile } from '../src/api/banners';
import type { BannerFile } from '../src/api/contractShell';
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
import { bannerFileFor, includedBanners } from '../features/banners/included';
import type { RootState } from '../store/rootReducer';
import { appStarted } from './appStarted';
import { callApi, errorMessage } from './callApi';
import { reportFailure } from './failureReport';
import { useContext } from './context';

/** What a banner list that could not be read or used is reported as (issue 46's failure channel). */
export const BANNERS_FAILURE = 'Banners';
/** What an included banner block that is not the server's JSON is reported as (decision 430). */
export const BANNERS_INCLUDED_FAILURE = 'Banners: included';

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

/** The list the page's server included (decision 430), or null; an included block that is no JSON is reported. */
function* includedList(file: BannerFile) {
  const page = yield* useContext('page');
  if (page?.document === undefined) return null;
  try {
    return includedBanners(page.document, file);
  } catch (error: unknown) {
    yield* reportFailure(BANNERS_INCLUDED_FAILURE, error);
    return null;
  }
}

function* loadBanners(file: BannerFile) {
  const storage = yield* useContext('localStorage');
  yield* put(loadStarted());
  let banners = yield* includedList(file);
  if (banners === null) {
    let data: unknown;
    try {
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
    banners = checked.banners;
  }
  const stored = parseDismissals(storage.getItem(BANNER_DISMISSALS_KEY));
  yield* put(dismissalsLoaded(pruneDismissals(banners, stored)));
  yield* put(received(banners));
  yield* saveDismissals();
}

export function* bannersSaga() {
  yield* takeEvery(stripMeasured, saveStripSpace);
  const { session } = yield* appStarted();
  // Local and test hosts read the test file (001 §7: production or test file).
  yield* loadBanners(bannerFileFor(session.environment));
  yield* takeEvery(dismissed, saveDismissals);
}

import type { DataKey, LoadedData } from '../features/application/applicationStepsSlice';
import { getDocuments, getIncomeRequests, getLiens, getNotarySlots } from '../src/api/applicationSteps';
import type { HttpClient } from '../src/api/http';
import { getOffers } from '../src/api/offers';

/**
 * The platform call that answers a screen's data (features/application/screenData.ts), as a promise: the steps saga
 * makes it when a screen or the routing asks, and the start-up sends the entry screen's early (`sendFirstCalls` in
 * sagas/applicationSaga.ts, src/api/earlyGets.ts).
 */
export function dataCall(client: HttpClient, uuid: string, key: DataKey): Promise<LoadedData> {
  switch (key) {
    case 'offers':
      return getOffers(client, uuid).then((data) => ({ key, data }));
    case 'liens':
      return getLiens(client, uuid).then((data) => ({ key, data }));
    case 'slots':
      return getNotarySlots(client, uuid).then((data) => ({ key, data }));
    case 'incomeRequests':
      return getIncomeRequests(client, uuid).then((data) => ({ key, data }));
    default:
      return getDocuments(client, uuid, key).then((data) => ({ key, data }));
  }
}

import { runSaga, type Saga } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { failureCaught } from '../../features/diagnostics/failures';
import { keepAlive, MAX_RESTARTS } from '../../sagas/keepAlive';

const context = (leaving = false) => ({
  logger: { warn: jest.fn<undefined, [string]>(), error: jest.fn<undefined, [string]>() },
  windowEvents: { isLeaving: () => leaving },
});

test('a failing feature saga is restarted, a few times at most, each failure reported under its label', async () => {
  const { logger, windowEvents } = context();
  const dispatched: Action[] = [];
  let runs = 0;
  // The name the production build's minifier gives a function: the report must not depend on it.
  function* d(): Generator {
    runs += 1;
    yield Promise.resolve();
    throw new TypeError('x is undefined');
  }
  await runSaga(
    { context: { logger, windowEvents }, dispatch: (action: Action) => dispatched.push(action) },
    keepAlive as Saga,
    'flags',
    d,
  ).toPromise();
  expect(runs).toBe(MAX_RESTARTS + 1);
  // Issue 46: the console, the action log and telemetry hear of every failure, not the console alone.
  expect(dispatched).toEqual(
    Array.from({ length: MAX_RESTARTS + 1 }, () => failureCaught({ what: 'Saga flags', errorName: 'TypeError' })),
  );
  expect(logger.error.mock.calls[0]?.[0]).toBe('Saga flags: TypeError: x is undefined');
  expect(logger.warn).toHaveBeenCalledWith('Saga flags: restarting');
  expect(logger.error.mock.calls.at(-1)?.[0]).toBe(`Saga flags: giving up after ${MAX_RESTARTS} restarts`);
});

test('a saga that ends normally is not restarted', async () => {
  const { logger, windowEvents } = context();
  let runs = 0;
  function* fine(): Generator {
    runs += 1;
    yield Promise.resolve();
  }
  await runSaga({ context: { logger, windowEvents } }, keepAlive as Saga, 'fine', fine).toPromise();
  expect(runs).toBe(1);
  expect(logger.error).not.toHaveBeenCalled();
});

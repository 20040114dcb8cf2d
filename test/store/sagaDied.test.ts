import type { Action } from '@reduxjs/toolkit';
import { spawn, take } from 'typed-redux-saga';
import { failureCaught } from '../../features/diagnostics/failures';
import type { SagaContext } from '../../sagas/context';
import { setupStore } from '../../store/store';

test('a saga that dies outside keepAlive is logged, recorded and counted, and the others run on (issue 46)', () => {
  const logger = { error: jest.fn(), warn: jest.fn(), info: jest.fn(), log: jest.fn() };
  const actions: Action[] = [];
  const { store, runSaga } = setupStore({
    sagaContext: { logger } as unknown as SagaContext,
    middleware: [
      () => (next) => (action) => {
        actions.push(action as Action);
        return next(action);
      },
    ],
  });
  const heard: Action[] = [];
  runSaga(function* root() {
    yield* spawn(function* listener() {
      for (;;) heard.push(yield* take(failureCaught));
    });
    yield* spawn(function* dies() {
      yield* take('test/boom');
      throw new TypeError('x is undefined');
    });
  });
  store.dispatch({ type: 'test/boom' });
  expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/^Saga failed: TypeError: x is undefined\n/));
  const report = failureCaught({ what: 'Saga died', errorName: 'TypeError' });
  expect(actions).toContainEqual(report);
  // What counts it (the diagnostics saga) is another saga, which still runs.
  expect(heard).toEqual([report]);
});

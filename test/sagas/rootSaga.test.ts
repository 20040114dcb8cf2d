import { runSaga, type Saga } from 'redux-saga';
import { keepAlive, MAX_RESTARTS } from '../../sagas/keepAlive';

test('a failing feature saga is restarted, a few times at most, with the failure logged', async () => {
  const logger = { warn: jest.fn(), error: jest.fn<undefined, [string]>() };
  let runs = 0;
  function* flaky(): Generator {
    runs += 1;
    yield Promise.resolve();
    throw new Error('boom');
  }
  await runSaga({ context: { logger } }, keepAlive as Saga, flaky).toPromise();
  expect(runs).toBe(MAX_RESTARTS + 1);
  expect(logger.error).toHaveBeenCalledTimes(MAX_RESTARTS + 1);
  expect(logger.error.mock.calls[0]?.[0]).toContain('boom');
});

test('a saga that ends normally is not restarted', async () => {
  const logger = { warn: jest.fn(), error: jest.fn() };
  let runs = 0;
  function* fine(): Generator {
    runs += 1;
    yield Promise.resolve();
  }
  await runSaga({ context: { logger } }, keepAlive as Saga, fine).toPromise();
  expect(runs).toBe(1);
  expect(logger.error).not.toHaveBeenCalled();
});

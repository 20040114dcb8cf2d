import { firstScreenShown } from '../../src/lib/firstScreen';
import { observeWebVitalsWhenIdle } from '../../src/shell/lazyShell';

// The overlays chunk, which carries the web vitals' observers, does not come (a dropped connection, a deploy).
jest.mock('../../src/shell/overlays/shellOverlays', () => {
  const error = new Error('Loading chunk shell-overlays failed.');
  error.name = 'ChunkLoadError';
  throw error;
});

test('web vitals whose code does not come are a failure handed on, not a silence (issue 46)', async () => {
  firstScreenShown();
  const idle: (() => void)[] = [];
  const report = jest.fn();
  const failed = jest.fn();
  observeWebVitalsWhenIdle(report, failed, {
    setTimeout: window.setTimeout.bind(window),
    requestIdleCallback: (work: () => void) => {
      idle.push(work);
      return 0;
    },
  } as unknown as Window);
  idle[0]?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(report).not.toHaveBeenCalled();
  expect(failed).toHaveBeenCalledTimes(1);
  expect(failed).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError' }));
});

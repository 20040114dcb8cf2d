import { firstScreen, firstScreenShown } from '../../src/lib/firstScreen';

/** A window whose timers run when the test says. */
function fakeWindow() {
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const win = {
    setTimeout: (callback: () => void, ms: number) => {
      timers.push({ callback, ms });
      return timers.length;
    },
  } as unknown as Window;
  return { win, timers };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

// A file of its own: the first screen is module state, shown once per page load.
test("the sagas' wait for the first screen ends in a task of its own, not in the screen's commit", async () => {
  const { win, timers } = fakeWindow();
  let resumed = false;
  void firstScreen(win, 3000).then(() => {
    resumed = true;
  });
  expect(timers.map((timer) => timer.ms)).toEqual([3000]);
  firstScreenShown();
  await settle();
  // Still inside the task that showed the screen: the saga has not resumed.
  expect(resumed).toBe(false);
  const next = timers.find((timer) => timer.ms === 0);
  expect(next).toBeDefined();
  next?.callback();
  await settle();
  expect(resumed).toBe(true);
});

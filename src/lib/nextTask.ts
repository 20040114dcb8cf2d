/**
 * Resolves in a later task of the event loop: work after it is a task of its own, so the browser can paint and answer
 * the borrower's input in between (issue 16: the start-up would otherwise be one long task on a phone).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

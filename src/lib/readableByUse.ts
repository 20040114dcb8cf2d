/**
 * A promise that carries its outcome where React's use() reads it (status, with value or reason), as React marks the
 * promises it has waited for itself: one settled before its first render is read at once, with no suspension. So a
 * component can call use() on it in every render, including those after the wait, which React requires of a render
 * that suspended (decision 457).
 */
export function readableByUse<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

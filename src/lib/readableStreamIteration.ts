/**
 * Async iteration of a ReadableStream (WHATWG Streams §4.2.5, "ReadableStream.prototype.values" and
 * "[Symbol.asyncIterator]") where the engine lacks it: WebKit has none in any shipped Safari (26 included), and pdf.js
 * reads a page's text with `for await` over a stream (issue 46, docs/decisions.md). Installed only where missing, so
 * Chromium and Firefox keep their own.
 *
 * As the standard says: the iterator takes the stream's reader (locking it); `next()` reads a chunk and, once the
 * stream is done or has errored, releases the lock; `return(value)` (a `break`, a `throw` in the loop body) cancels
 * the stream with `value` unless `preventCancel` was asked, and releases the lock either way.
 */

interface IteratorOptions {
  preventCancel?: boolean;
}

type StreamPrototype = Pick<ReadableStream, 'getReader'> & {
  values?: unknown;
  [Symbol.asyncIterator]?: unknown;
};

function values<R>(this: ReadableStream<R>, options?: IteratorOptions): AsyncIterableIterator<R> {
  const reader = this.getReader();
  const preventCancel = options?.preventCancel === true;
  let finished = false;
  // The standard's ongoing promise: calls made before the previous one settled wait for it, as native ones do.
  let ongoing: Promise<unknown> = Promise.resolve();

  const finish = () => {
    finished = true;
    reader.releaseLock();
  };

  const nextStep = async (): Promise<IteratorResult<R>> => {
    if (finished) return { done: true, value: undefined };
    let result: ReadableStreamReadResult<R>;
    try {
      result = await reader.read();
    } catch (error: unknown) {
      finish();
      throw error;
    }
    if (result.done) {
      finish();
      return { done: true, value: undefined };
    }
    return { done: false, value: result.value };
  };

  const returnStep = async (value?: unknown): Promise<IteratorResult<R>> => {
    if (finished) return { done: true, value: value as R };
    finished = true;
    if (preventCancel) {
      reader.releaseLock();
      return { done: true, value: value as R };
    }
    const cancelled = reader.cancel(value);
    reader.releaseLock();
    await cancelled;
    return { done: true, value: value as R };
  };

  const queued = <T>(step: () => Promise<T>): Promise<T> => {
    const run = ongoing.then(step, step);
    ongoing = run.catch(() => undefined);
    return run;
  };

  const iterator: AsyncIterableIterator<R> = {
    next: () => queued(nextStep),
    return: (value?: unknown) => queued(() => returnStep(value)),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return iterator;
}

/**
 * Adds `values` and `[Symbol.asyncIterator]` (the same function, as the standard defines) to a ReadableStream
 * prototype that lacks them. Returns whether it installed anything. The prototype is a parameter so tests can give it
 * a stream class without the native methods.
 */
export function installReadableStreamIteration(prototype: StreamPrototype | undefined): boolean {
  if (!prototype || typeof prototype[Symbol.asyncIterator] === 'function') return false;
  const method = typeof prototype.values === 'function' ? prototype.values : values;
  for (const key of ['values', Symbol.asyncIterator] as const) {
    if (typeof prototype[key] === 'function') continue;
    Object.defineProperty(prototype, key, { value: method, writable: true, configurable: true, enumerable: false });
  }
  return true;
}

/** For the page and for pdf.js's worker: each global scope has its own ReadableStream. */
export function installReadableStreamIterationGlobally(): boolean {
  return installReadableStreamIteration(
    typeof ReadableStream === 'function' ? (ReadableStream.prototype as StreamPrototype) : undefined,
  );
}

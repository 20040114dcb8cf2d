/**
 * @jest-environment node
 */
// Node's own streams: jsdom's environment gives the same classes, but the node one makes plain which ones these are.
import { installReadableStreamIteration } from '../../src/lib/readableStreamIteration';

type Proto = typeof ReadableStream.prototype & Record<PropertyKey, unknown>;
const proto = ReadableStream.prototype as Proto;
const saved = {
  values: Object.getOwnPropertyDescriptor(proto, 'values'),
  asyncIterator: Object.getOwnPropertyDescriptor(proto, Symbol.asyncIterator),
};

/** A stream of the given chunks that records when it is cancelled and why. */
function streamOf<T>(chunks: T[], { failAfter }: { failAfter?: number } = {}) {
  const cancelled: unknown[] = [];
  let sent = 0;
  const stream = new ReadableStream<T>(
    {
      pull(controller) {
        if (failAfter !== undefined && sent === failAfter) {
          controller.error(new TypeError('broken pipe'));
          return;
        }
        const chunk = chunks[sent];
        sent += 1;
        if (chunk === undefined) controller.close();
        else controller.enqueue(chunk);
      },
      cancel(reason) {
        cancelled.push(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, cancelled };
}

async function collect<T>(stream: ReadableStream<T>): Promise<T[]> {
  const seen: T[] = [];
  for await (const chunk of stream) seen.push(chunk);
  return seen;
}

describe('ReadableStream iteration where the engine lacks it (WebKit)', () => {
  beforeEach(() => {
    // As in WebKit: neither method exists.
    Reflect.deleteProperty(proto, 'values');
    Reflect.deleteProperty(proto, Symbol.asyncIterator);
  });

  afterEach(() => {
    Reflect.deleteProperty(proto, 'values');
    Reflect.deleteProperty(proto, Symbol.asyncIterator);
    if (saved.values) Object.defineProperty(proto, 'values', saved.values);
    if (saved.asyncIterator) Object.defineProperty(proto, Symbol.asyncIterator, saved.asyncIterator);
  });

  it('fails without the polyfill, as getTextContent did in WebKit', async () => {
    await expect(collect(streamOf(['a']).stream)).rejects.toThrow(/not async iterable|is not a function/);
  });

  it('installs values and [Symbol.asyncIterator] as one function, not enumerable', () => {
    expect(installReadableStreamIteration(proto)).toBe(true);
    const installed = Object.getOwnPropertyDescriptor(proto, 'values')?.value as unknown;
    expect(typeof installed).toBe('function');
    expect(proto[Symbol.asyncIterator]).toBe(installed);
    expect(Object.keys(proto)).not.toContain('values');
  });

  it('reads every chunk with for await, then releases the lock', async () => {
    installReadableStreamIteration(proto);
    const { stream, cancelled } = streamOf(['one', 'two', 'three']);
    expect(await collect(stream)).toEqual(['one', 'two', 'three']);
    expect(stream.locked).toBe(false);
    expect(cancelled).toEqual([]);
  });

  it('locks the stream while iterating, as the standard says', async () => {
    installReadableStreamIteration(proto);
    const { stream } = streamOf(['one']);
    const iterator = stream.values();
    expect(stream.locked).toBe(true);
    expect(() => stream.values()).toThrow(/locked/);
    await iterator.next();
    await iterator.next();
    expect(stream.locked).toBe(false);
  });

  it('cancels the stream on break, with the lock released', async () => {
    installReadableStreamIteration(proto);
    const { stream, cancelled } = streamOf(['one', 'two', 'three']);
    const seen: string[] = [];
    for await (const chunk of stream) {
      seen.push(chunk);
      break;
    }
    expect(seen).toEqual(['one']);
    expect(cancelled).toEqual([undefined]);
    expect(stream.locked).toBe(false);
  });

  it('cancels with the value given to return(), and answers it done', async () => {
    installReadableStreamIteration(proto);
    const { stream, cancelled } = streamOf(['one', 'two']);
    // Typed as the standard's iterator, whose return takes any value (TypeScript's types it as the chunk's).
    const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<string, unknown, unknown>;
    await iterator.next();
    await expect(iterator.return?.('enough')).resolves.toEqual({ done: true, value: 'enough' });
    expect(cancelled).toEqual(['enough']);
    expect(stream.locked).toBe(false);
    await expect(iterator.next()).resolves.toEqual({ done: true, value: undefined });
  });

  it('with preventCancel, leaves the stream open and readable after a break', async () => {
    installReadableStreamIteration(proto);
    const { stream, cancelled } = streamOf(['one', 'two']);
    for await (const chunk of stream.values({ preventCancel: true })) {
      expect(chunk).toBe('one');
      break;
    }
    expect(cancelled).toEqual([]);
    expect(stream.locked).toBe(false);
    expect(await collect(stream)).toEqual(['two']);
  });

  it('rejects with the stream error and releases the lock', async () => {
    installReadableStreamIteration(proto);
    const { stream } = streamOf(['one', 'two'], { failAfter: 1 });
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of stream) seen.push(chunk);
      })(),
    ).rejects.toThrow('broken pipe');
    expect(seen).toEqual(['one']);
    expect(stream.locked).toBe(false);
  });

  it('answers next() calls made before the previous one settled in order', async () => {
    installReadableStreamIteration(proto);
    const { stream } = streamOf(['one', 'two']);
    const iterator = stream.values();
    const results = await Promise.all([iterator.next(), iterator.next(), iterator.next()]);
    expect(results).toEqual([
      { done: false, value: 'one' },
      { done: false, value: 'two' },
      { done: true, value: undefined },
    ]);
  });
});

describe('where the engine has it (Chromium, Firefox)', () => {
  it('leaves the native methods in place', () => {
    const native = proto[Symbol.asyncIterator];
    expect(installReadableStreamIteration(proto)).toBe(false);
    expect(proto[Symbol.asyncIterator]).toBe(native);
  });
});

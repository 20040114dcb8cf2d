import { documentParsed } from '../../src/boot/documentParsed';

/** A page as the parser leaves it: `readyState`, and DOMContentLoaded fired by the test. */
function pageBeing(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const doc = {
    readyState,
    addEventListener: target.addEventListener.bind(target),
  } as unknown as Pick<Document, 'readyState' | 'addEventListener'>;
  return { doc, parsed: () => target.dispatchEvent(new Event('DOMContentLoaded')) };
}

const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('the app renders a page only once it is all parsed (decision 435)', () => {
  it('waits while the page is still coming, and goes on once it is parsed', async () => {
    const { doc, parsed } = pageBeing('loading');
    const waiting = documentParsed(doc);
    expect(await settled(waiting)).toBe(false);
    parsed();
    expect(await settled(waiting)).toBe(true);
  });

  it.each<DocumentReadyState>(['interactive', 'complete'])('goes on at once where the page is %s', async (state) => {
    expect(await settled(documentParsed(pageBeing(state).doc))).toBe(true);
  });
});

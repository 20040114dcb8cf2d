import { runInNewContext } from 'node:vm';
import { loadFailedScript } from '../../src/boot/loadFailed';

function failScript(src: string, defer: boolean) {
  const script = document.createElement('script');
  script.src = src;
  script.defer = defer;
  document.head.appendChild(script);
  script.dispatchEvent(new Event('error'));
}

const page = window as Window & { __entryFailed?: number };

// A file of its own: the watch listens on the window for the rest of the page's life (test/boot/loadFailed.test.ts).
test("an entry script that fails is marked for the app to report; webpack's chunks, reported by their loaders, are not", () => {
  runInNewContext(loadFailedScript(), { window, document });
  failScript('/static/application-offer.abc.js', false);
  expect(page.__entryFailed).toBeUndefined();
  failScript('/static/main.abc.js', true);
  expect(page.__entryFailed).toBe(1);
});

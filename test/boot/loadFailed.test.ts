import { runInNewContext } from 'node:vm';
import { holdUntilReadyScript, appReady } from '../../src/boot/heldInput';
import { LOAD_FAILED_TEXT, loadFailedScript } from '../../src/boot/loadFailed';

const scriptsFor = (src: string) => [...document.head.querySelectorAll('script')].filter((s) => s.src.endsWith(src));

function addScript(src: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  document.head.appendChild(script);
  return script;
}

const notice = () => document.querySelector<HTMLElement>('[data-load-failed]');

/*
 * One test: the inline scripts listen on the window for the rest of the page's life, as in the browser, so a second
 * run in this file would hear the first one's events.
 */
test('a script that fails says so, tries it again when asked or back online, keeps what was held, and goes once the app answers', () => {
  // The order of the page: the watch at the top of the head, the starter's hold at its end.
  runInNewContext(loadFailedScript(), { window, document });
  runInNewContext(holdUntilReadyScript(), { window });
  const page = window as Window & { __held?: Element[] };

  // What is not one of the app's files is not the app's failure.
  addScript('https://maps.example/api.js').dispatchEvent(new Event('error'));
  expect(notice()).toBeNull();

  addScript('/static/react-dom.abc.js').dispatchEvent(new Event('error'));
  const shown = notice();
  expect(shown?.getAttribute('role')).toBe('alert');
  expect(shown?.hidden).toBe(false);
  expect(shown?.textContent).toContain(LOAD_FAILED_TEXT.message);
  // The failed element is gone: the next try is a new one.
  expect(scriptsFor('/static/react-dom.abc.js')).toHaveLength(0);

  // A button of the page pressed now waits for the app; the notice's own button is answered at once.
  const pageButton = document.body.appendChild(document.createElement('button'));
  pageButton.type = 'button';
  pageButton.click();
  const retry = shown?.querySelector('button');
  expect(retry?.textContent).toBe(LOAD_FAILED_TEXT.retry);
  retry?.click();
  expect(page.__held).toEqual([pageButton]);
  expect(notice()?.hidden).toBe(true);
  const [again] = scriptsFor('/static/react-dom.abc.js');
  expect(again).toBeDefined();

  // It fails again: said again; the connection comes back: tried again without being asked.
  again?.dispatchEvent(new Event('error'));
  expect(notice()?.hidden).toBe(false);
  window.dispatchEvent(new Event('online'));
  const [third] = scriptsFor('/static/react-dom.abc.js');
  expect(third).toBeDefined();
  expect(notice()?.hidden).toBe(true);

  // A lazy chunk webpack loads again itself: the notice goes once it has come in.
  addScript('/static/application-offer.abc.js').dispatchEvent(new Event('error'));
  expect(notice()?.hidden).toBe(false);
  addScript('/static/application-offer.abc.js').dispatchEvent(new Event('load'));
  expect(notice()?.hidden).toBe(true);

  addScript('/static/router.abc.js').dispatchEvent(new Event('error'));
  expect(notice()?.hidden).toBe(false);
  // The app answers the page: the notice goes, and what fails from now on is the app's to say.
  appReady(window, 'drop');
  expect(notice()).toBeNull();
  addScript('/static/chat.abc.js').dispatchEvent(new Event('error'));
  expect(notice()).toBeNull();
});

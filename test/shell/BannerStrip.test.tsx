import { act } from 'react';
import { screen } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { dismissed, loadFailed, loadStarted, received, stripMeasured } from '../../features/banners/bannersSlice';
import { BANNER_SPACE_PROPERTY } from '../../features/banners/stripSpace';
import { BannerStrip } from '../../src/shell/BannerStrip';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { renderRoutes } from '../support/render';

const BANNER = { uuid: 'b1', message: 'Closed Monday', apps: ['heloc'], variant: 'warn' as const, active: true };
const DRAWN_HEIGHT = 104;

const after = (...actions: UnknownAction[]): RootState =>
  actions.reduce<RootState>((state, action) => rootReducer(state, action), rootReducer(undefined, { type: '' }));

/** The strip drawn with `state`, its slot DRAWN_HEIGHT tall when it holds a banner (jsdom lays nothing out). */
function draw(state: RootState) {
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('banner-slot') && this.querySelector('.banner') !== null ? DRAWN_HEIGHT : 0;
  });
  return renderRoutes([{ path: '*', element: <BannerStrip /> }], '/', state);
}

const measured = (dispatched: string[]) => dispatched.filter((type) => type === 'banners/stripMeasured').length;

afterEach(() => {
  jest.restoreAllMocks();
  document.documentElement.style.removeProperty(BANNER_SPACE_PROPERTY);
});

describe("the banner strip's room (decision 390: a banner that answers after the first paint moves nothing)", () => {
  test('its slot is on the page before the list answers, keeping the room the boot script gave it', () => {
    const { container, dispatched } = draw(after(loadStarted()));
    expect(container.querySelector('.banner-slot')?.className).toBe('banner-slot');
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    expect(measured(dispatched)).toBe(0);
  });

  test('once the list answers, the slot is the strip, and a new height is kept for the next visit', () => {
    const { container, actions } = draw(after(loadStarted(), received([BANNER])));
    expect(container.querySelector('.banner-slot')?.className).toBe('banner-slot banner-slot-settled');
    expect(screen.getByRole('region', { name: 'Announcements' })).toHaveTextContent('Closed Monday');
    expect(actions.filter(stripMeasured.match)).toEqual([
      stripMeasured({ width: window.innerWidth, height: DRAWN_HEIGHT }),
    ]);
  });

  test('a list that failed (offline) closes the room and keeps it for the next visit', () => {
    document.documentElement.style.setProperty(BANNER_SPACE_PROPERTY, `${DRAWN_HEIGHT}px`);
    const { container, dispatched } = draw(after(loadStarted(), loadFailed({ error: 'Failed to fetch' })));
    expect(container.querySelector('.banner-slot')?.className).toBe('banner-slot banner-slot-settled');
    expect(measured(dispatched)).toBe(0);
  });

  test('the height it was given is not told again', () => {
    document.documentElement.style.setProperty(BANNER_SPACE_PROPERTY, `${DRAWN_HEIGHT}px`);
    expect(measured(draw(after(loadStarted(), received([BANNER]))).dispatched)).toBe(0);
  });

  test('room given and no banner now: the strip is told it is gone', () => {
    document.documentElement.style.setProperty(BANNER_SPACE_PROPERTY, `${DRAWN_HEIGHT}px`);
    expect(measured(draw(after(loadStarted(), received([]))).dispatched)).toBe(1);
  });
});

describe('the strip the page painted before its first paint (decision 430)', () => {
  afterEach(() => {
    window.__bannersPainted = null;
  });

  test('draws the banners painted from its first render, so they hydrate as painted and can be dismissed at once', () => {
    window.__bannersPainted = [BANNER];
    const { container, store, actions } = draw(after(loadStarted()));
    expect(container.querySelector('.banner-slot')?.className).toBe('banner-slot');
    expect(screen.getByRole('region', { name: 'Announcements' })).toHaveTextContent('Closed Monday');
    act(() => {
      screen.getByRole('button', { name: 'Dismiss announcement' }).click();
    });
    expect(actions.filter(dismissed.match).map((action) => action.payload.uuid)).toEqual([BANNER.uuid]);
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    // The list in: the app's own, and the painted list is read no more.
    act(() => {
      store.dispatch(received([BANNER]));
    });
    expect(container.querySelector('.banner-slot')?.className).toBe('banner-slot banner-slot-settled');
    expect(window.__bannersPainted).toBeNull();
  });

  test('a list that failed (001 §8: no banner) takes it away', () => {
    window.__bannersPainted = [BANNER];
    const { container, store } = draw(after(loadStarted()));
    act(() => {
      store.dispatch(loadFailed({ error: 'Failed to fetch' }));
    });
    expect(container.querySelector('.banner-slot')?.innerHTML).toBe('');
  });
});

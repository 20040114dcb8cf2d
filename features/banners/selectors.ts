import { createSelector } from '@reduxjs/toolkit';
import { BANNER_APP_NAME } from '../../src/api/contractShell';
import type { BannersState } from './bannersSlice';
import { visibleBanners } from './rules';

interface WithBanners {
  banners: BannersState;
}

export const selectVisibleBanners = createSelector(
  [(state: WithBanners) => state.banners.banners, (state: WithBanners) => state.banners.dismissals],
  (banners, dismissals) => visibleBanners(banners, dismissals, BANNER_APP_NAME),
);

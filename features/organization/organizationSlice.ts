import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrgInfo, PricingData } from '../../src/api/contract';

export type OrganizationState =
  | { status: 'unresolved' }
  | { status: 'resolved'; info: OrgInfo; pricing: PricingData }
  | { status: 'failed'; message: string; detail: string };

const initialState = { status: 'unresolved' } as OrganizationState;

export const organizationSlice = createSlice({
  name: 'organization',
  initialState,
  reducers: {
    /** Organisation data read from the page at start (000 §1). */
    resolved(_state, action: PayloadAction<{ info: OrgInfo; pricing: PricingData }>) {
      return { status: 'resolved', ...action.payload };
    },
    /** No private-label data for this page: the app shows the error screen. */
    resolutionFailed(_state, action: PayloadAction<{ message: string; detail: string }>) {
      return { status: 'failed', ...action.payload };
    },
  },
});

export const { resolved, resolutionFailed } = organizationSlice.actions;
export const organizationReducer = organizationSlice.reducer;

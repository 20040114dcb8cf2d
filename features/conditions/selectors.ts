import { createSelector } from '@reduxjs/toolkit';
import type { HelocApplication } from '../../src/api/contract';
import { accountLast4, conditionPrompts } from './categories';
import type { ConditionsState } from './conditionsSlice';

interface WithConditions {
  conditions: ConditionsState;
  application: { application: HelocApplication | null };
}

export const selectConditionPrompts = createSelector(
  [
    (state: WithConditions) => state.conditions.items,
    (state: WithConditions) => state.application.application?.disburseAccount?.mask ?? null,
  ],
  (items, mask) => conditionPrompts(items, accountLast4(mask)),
);

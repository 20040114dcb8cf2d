import { createSelector } from '@reduxjs/toolkit';
import type { HelocApplication } from '../../src/api/contract';
import { accountLast4, conditionPrompts, promptsForArea } from './categories';
import type { ConditionsState } from './conditionsSlice';

interface WithConditions {
  conditions: ConditionsState;
  application: { application: HelocApplication | null };
}

export const selectConditionPrompts = createSelector(
  [
    (state: WithConditions) => state.conditions.items,
    (state: WithConditions) => state.application.application?.disburseAccount?.mask ?? null,
    (state: WithConditions) => state.conditions.watch?.area,
  ],
  (items, mask, area) => promptsForArea(conditionPrompts(items, accountLast4(mask)), area),
);

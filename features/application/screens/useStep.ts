import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { applicationStepsActions, selectSteps, type DataKey } from '../applicationStepsSlice';

/** A screen's submit state, reset when it mounts so an earlier screen's error does not show here. */
export function useStepScreen() {
  const dispatch = useAppDispatch();
  const { submit } = useAppSelector(selectSteps);
  useEffect(() => {
    dispatch(applicationStepsActions.screenOpened());
  }, [dispatch]);
  return {
    dispatch,
    submitting: submit.phase === 'submitting',
    error: submit.phase === 'failed' ? submit.error : null,
  };
}

/** Asks the saga for platform data once, when the screen mounts. */
export function useStepData(key: DataKey) {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => selectSteps(state).loads[key]);
  useEffect(() => {
    dispatch(applicationStepsActions.dataRequested({ key }));
  }, [dispatch, key]);
  return status ?? 'loading';
}

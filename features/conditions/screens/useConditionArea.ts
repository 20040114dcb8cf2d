import { useParams } from 'react-router';
import { useAppSelector } from '../../../store/hooks';
import type { ConditionArea } from '../categories';

/**
 * Which area the conditions screens serve (001 §2): under /{uuid} the borrower's, else (under /heloc-signer) the
 * additional signer's, whose application is the one the signer's poll watches.
 */
export function useConditionArea(): { area: ConditionArea; applicationUuid: string } {
  const uuid = useParams().uuid;
  const watched = useAppSelector((state) => state.conditions.watch?.applicationUuid ?? '');
  return uuid
    ? { area: { kind: 'borrower', uuid }, applicationUuid: uuid }
    : { area: { kind: 'signer' }, applicationUuid: watched };
}

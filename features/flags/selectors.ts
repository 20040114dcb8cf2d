import type { FlagsState } from './flagsSlice';

interface WithFlags {
  flags: FlagsState;
}

export const FLAG = {
  redesign: 'fe-heloc-redesign-2025',
  maintenance: 'fe-heloc-maintenance',
  webchat: 'fe-heloc-webchat',
  additionalSignerConditions: 'fe-heloc-additional-signer-conditions',
  newYorkModal: 'fe-heloc-figure-ny-modal',
  smsTransactionalConsent: 'fe-heloc-sms-transactional-consent',
  disasterZips: 'fe-heloc-ca-fires',
  backOfId: 'fe-heloc-back-of-id',
} as const;

export const selectFlagsReady = (state: WithFlags): boolean =>
  state.flags.status === 'succeeded' || state.flags.status === 'failed';
export const selectFlagEnabled = (state: WithFlags, key: string): boolean => state.flags.values[key]?.enabled === true;

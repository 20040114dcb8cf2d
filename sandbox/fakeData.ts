import { randomBytes, randomInt } from 'node:crypto';
import type { PropertyInfo } from './contract';
import { US_STATES } from './usStates';

/** Invented values for generated borrowers: plausible enough for screens, obviously not real people. */
const FIRST_NAMES = ['Avery', 'Jordan', 'Riley', 'Morgan', 'Casey', 'Quinn', 'Rowan', 'Emerson', 'Harper', 'Sage'];
const LAST_NAMES = ['Sandbox', 'Testwell', 'Example', 'Placeholder', 'Mockridge', 'Fixture', 'Stubbs', 'Demoford'];
const STREETS = [
  'Maple Avenue',
  'Oak Street',
  'Cedar Lane',
  'Juniper Court',
  'Willow Way',
  'Aspen Drive',
  'Birch Road',
];

const pick = <T>(values: readonly T[]): T => {
  const value = values[randomInt(values.length)];
  if (value === undefined) throw new Error('cannot pick from an empty list');
  return value;
};

export const randomDigits = (count: number): string =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');

export const randomFirstName = (): string => pick(FIRST_NAMES);
export const randomLastName = (): string => pick(LAST_NAMES);

/** 555-01xx numbers are reserved for fiction; formatted like the app's 14-character phone input. */
export const randomPhoneNumber = (): string => `(555) 555-01${randomDigits(2)}`;

/** A street in the state's sample city; `state` must be a key of US_STATES (validated by callers). */
export function randomPropertyAddress(state: string): PropertyInfo {
  return { street1: `${1 + randomInt(9899)} ${pick(STREETS)}`, ...cityOf(state), state, occupancyType: 'HOME' };
}

export function cityOf(state: string): { city: string; zip: string } {
  const place = US_STATES[state];
  if (!place) throw new Error(`unknown state ${state}`);
  return { city: place.city, zip: place.zip };
}

export const randomHomeValue = (): number => 450_000 + randomInt(450) * 1_000;

export const generatedEmail = (): string => `borrower-${randomBytes(6).toString('hex')}@sandbox.example`;

/** Meets the registration password rule: 12+ characters with upper, lower, digit and one of !@#$%^&*. */
export const generatedPassword = (): string => `Sandbox!${randomBytes(6).toString('hex')}7Q`;

export const generatedSignerEmail = (): string => `signer-${randomBytes(6).toString('hex')}@sandbox.example`;

// No 0/O, 1/l/I: a tester reads the temporary password off the admin API and types it in.
const READABLE_UPPER = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const READABLE_LOWER = 'abcdefghjkmnpqrstuvwxyz';
const READABLE_DIGITS = '23456789';

/**
 * A temporary password a person can read and type, e.g. `Hm4k-Tz7r-Pw2n!`, that still meets the registration rule
 * (12+ characters with upper, lower, digit and one of !@#$%^&*).
 */
export function readablePassword(): string {
  const group = (): string =>
    [READABLE_UPPER, READABLE_LOWER, READABLE_DIGITS, READABLE_LOWER]
      .map((chars) => chars.charAt(randomInt(chars.length)))
      .join('');
  return `${group()}-${group()}-${group()}!`;
}

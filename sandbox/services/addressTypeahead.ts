import type { FastifyInstance } from 'fastify';
import { TYPEAHEAD_DEFAULT_LIMIT, TYPEAHEAD_MAX_LIMIT, type AddressSuggestion, type ApiErrorBody } from '../contract';
import { US_STATES } from '../usStates';
import { hashUnit } from '../workflow';
import { queryParam } from './registrationInput';

/**
 * The address typeahead behind the property step (000 §5): a fixed set of invented street addresses, a few in every
 * state and DC (in the state's sample city, so city, state and ZIP agree), plus the magic addresses of
 * docs/sandbox.md so a tester can pick them from the list.
 */

const STREET_NAMES = [
  'Maple Avenue',
  'Oak Street',
  'Cedar Lane',
  'Juniper Court',
  'Willow Way',
  'Aspen Drive',
  'Birch Road',
  'Sycamore Place',
  'Magnolia Boulevard',
  'Laurel Terrace',
  'Hawthorn Circle',
  'Chestnut Street',
] as const;

export const ADDRESSES_PER_STATE = 4;

function generatedAddresses(): AddressSuggestion[] {
  return Object.entries(US_STATES).flatMap(([state, place]) =>
    Array.from({ length: ADDRESSES_PER_STATE }, (_, index) => {
      const u = hashUnit(`typeahead|${state}|${index}`);
      const number = 100 + Math.floor(u * 9800);
      const street = STREET_NAMES[(index * 5 + Math.floor(u * 1000)) % STREET_NAMES.length] ?? 'Main Street';
      return { street1: `${number} ${street}`, city: place.city, state, zip: place.zip };
    }),
  );
}

export const MAGIC_ADDRESSES: readonly AddressSuggestion[] = [
  { street1: '100 No Property Way', city: 'Sacramento', state: 'CA', zip: '95814' },
  { street1: '200 Multiple Parcels Road', city: 'Austin', state: 'TX', zip: '78701' },
];

export const TYPEAHEAD_ADDRESSES: readonly AddressSuggestion[] = [...generatedAddresses(), ...MAGIC_ADDRESSES];

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');

const INDEX = TYPEAHEAD_ADDRESSES.map((address) => ({
  address,
  words: words(`${address.street1} ${address.city} ${address.state} ${address.zip}`),
}));

/**
 * Every word of the query must start a word of the address, case-insensitively ("12 maple sac" finds
 * "1234 Maple Avenue, Sacramento"). Addresses whose first word (the house number) the query's first word starts
 * come first; otherwise the set's order, so answers are stable.
 */
export function searchAddresses(query: string, limit: number): AddressSuggestion[] {
  const wanted = words(query);
  if (wanted.length === 0) return [];
  const matches = INDEX.filter((entry) =>
    wanted.every((word) => entry.words.some((candidate) => candidate.startsWith(word))),
  );
  const first = wanted[0] ?? '';
  const leading = matches.filter((entry) => entry.words[0]?.startsWith(first));
  const rest = matches.filter((entry) => !entry.words[0]?.startsWith(first));
  return [...leading, ...rest].slice(0, limit).map((entry) => ({ ...entry.address }));
}

export function registerAddressTypeaheadRoutes(app: FastifyInstance): void {
  // Public: the first registration step runs before anyone signs in.
  app.get('/service-address/api/v1/typeahead', (request, reply) => {
    const query = queryParam(request, 'q');
    const rawLimit = queryParam(request, 'limit');
    const errors: string[] = [];
    if (query === undefined) errors.push('q is required');
    else if (query.length > 200) errors.push('q must be at most 200 characters');
    const limit = rawLimit === undefined ? TYPEAHEAD_DEFAULT_LIMIT : Number(rawLimit);
    if (!Number.isInteger(limit) || limit < 1 || limit > TYPEAHEAD_MAX_LIMIT) {
      errors.push(`limit must be a whole number from 1 to ${TYPEAHEAD_MAX_LIMIT}`);
    }
    if (errors.length > 0 || query === undefined) return reply.code(400).send({ errors } satisfies ApiErrorBody);
    return searchAddresses(query, limit);
  });
}

import { servedStatesNote } from '../../../features/registration/screens/AddressFields';
import { MSG } from '../../../features/registration/messages';

describe('servedStatesNote (issue 34: a partner that does not serve the state says where it does)', () => {
  it.each([
    ['the state message and a partner list', MSG.stateNotAvailable, ['TX', 'AZ', 'CA'], 'AZ, CA, TX'],
    ['another error', MSG.invalidState, ['AZ'], null],
    ['no error', undefined, ['AZ'], null],
    ['the states not known yet', MSG.stateNotAvailable, null, null],
    ['an empty list', MSG.stateNotAvailable, [], null],
    [
      'a list too long to help (all but NY)',
      MSG.stateNotAvailable,
      Array.from({ length: 21 }, (_, i) => `S${i}`),
      null,
    ],
  ])('%s', (_, error, states, expected) => {
    expect(servedStatesNote(error, states)).toBe(expected);
  });
});

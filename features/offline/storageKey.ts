/** Where the device keeps what the borrower last saw (features/offline/lastSeen.ts); apart, so logout needs only this. */
export const LAST_SEEN_KEY = 'heloc.lastSeen';

/** Where the device keeps what the borrower last saw (features/offline/lastSeen.ts); apart, so logout needs only this. */
export const LAST_SEEN_KEY = 'heloc.lastSeen';

/**
 * Where the device keeps the data of the screen the borrower last saw (features/offline/screenCopy.ts), so a return
 * visit paints it before the platform answers; removed with the copy above.
 */
export const SCREEN_COPY_KEY = 'heloc.screenCopy';

/**
 * Where the device keeps the markup of the screen the borrower last saw (features/offline/keptScreen.ts), which the
 * application page paints before any script runs; removed with the copies above.
 */
export const KEPT_SCREEN_KEY = 'heloc.keptScreen';

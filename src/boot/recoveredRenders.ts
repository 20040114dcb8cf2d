/**
 * What the app's roots report a render React recovered from as (src/boot/renderApp.tsx): the start of the console
 * line, which the browser tests look for. In a module of their own, so the engines' fixtures read them without React.
 */

/** A hydration React gave up on: a mismatch is a bug to hear of (decision 146, issue 46). */
export const HYDRATION_FALLBACK = 'Hydration fell back to a client render';

/** A concurrent render that threw and was done again synchronously, where no hydration gave up: React's #520. */
export const RENDER_RECOVERED = 'A render that failed was done again';

/** Imported for its effect, first: installs ReadableStream iteration in this global scope where it is missing. */
import { installReadableStreamIterationGlobally } from './readableStreamIteration';

installReadableStreamIterationGlobally();

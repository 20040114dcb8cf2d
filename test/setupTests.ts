import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';

// Lazy screens resolve a dynamic import before they render; on a loaded 2-core CI runner that can take longer than the
// library's 1 s default, which made findBy* fail for reasons that were not the app's.
configure({ asyncUtilTimeout: 4000 });

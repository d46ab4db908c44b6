import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
// The popover API the header's menus use (docs/architecture.md#the-header-before-hydration).
import './popover';

// findBy*/waitFor wait up to 5 s instead of Testing Library's 1 s: a first render of a lazy route
// with a large page took longer than 1 s on a loaded two-core machine (ProductPage.test failed
// once that way). A passing test returns as soon as its element appears, so this costs nothing.
configure({ asyncUtilTimeout: 5_000 });

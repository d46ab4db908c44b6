import type { Page } from '@playwright/test';

export declare function renderDeferredContent(page: Page): Promise<void>;
export declare function waitForStableLayout(page: Page): Promise<void>;

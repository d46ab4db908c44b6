import type { LaunchOptions } from '@playwright/test';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function chromiumLaunchOptions(): LaunchOptions;

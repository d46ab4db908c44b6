// The suite tests the production build; it never builds it (CI runs `npm run build` first).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';

export default function globalSetup(config: FullConfig): void {
  const index = path.join(config.rootDir, '..', '..', 'build', 'index.html');
  if (!existsSync(index)) {
    throw new Error(`${index} is missing: run npm run build first, then npx playwright test.`);
  }
}

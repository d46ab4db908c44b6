// The suite tests the production build; it never builds it (CI runs `npm run build` first).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';

export default function globalSetup(config: FullConfig): void {
  const root = config.configFile ? path.dirname(config.configFile) : process.cwd();
  const index = path.join(root, 'build', 'index.html');
  if (!existsSync(index)) {
    throw new Error(
      `${path.relative(process.cwd(), index) || index} is missing: run npm run build first, then npx playwright test.`,
    );
  }
}

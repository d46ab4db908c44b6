// The suite tests the production build; it never builds it (CI runs `npm run build` first).
// It starts the Firebase emulators (Auth + Firestore, seeded with the demo accounts) and
// returns their teardown, so a run leaves no emulator process behind.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import type * as Emulators from '../../config/emulators/emulators.mjs';

type EmulatorsModule = typeof Emulators;
import { pathToFileURL } from 'node:url';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const root = config.configFile ? path.dirname(config.configFile) : process.cwd();
  const index = path.join(root, process.env.BUILD_DIR || 'build', 'index.html');
  if (!existsSync(index)) {
    throw new Error(
      `${path.relative(process.cwd(), index) || index} is missing: run npm run build first, then npx playwright test.`,
    );
  }
  // Loaded as native ESM at run time (Playwright's transform would turn it into CommonJS).
  const { startEmulators } = (await import(
    pathToFileURL(path.join(root, 'config/emulators/emulators.mjs')).href
  )) as EmulatorsModule;
  const emulators = await startEmulators({ log: (line) => console.log(`[emulators] ${line}`) });
  return () => emulators.stop();
}

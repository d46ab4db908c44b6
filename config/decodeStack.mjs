// Decodes a production stack trace with the kept source maps (docs/development.md#source-maps).
// Usage: node config/decodeStack.mjs [trace.txt]   (else reads the trace from stdin)
// Maps are looked up in source-maps/ (kept by npm run deploy), then in build/ (BUILD_DIR).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeStack } from './sourceMaps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = process.argv[2];
const stack = fs.readFileSync(file ?? 0, 'utf8');
const mapDirs = [
  path.join(root, 'source-maps'),
  path.resolve(root, process.env.BUILD_DIR || 'build'),
];
process.stdout.write(decodeStack(stack, mapDirs));

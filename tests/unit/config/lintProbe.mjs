// Lints probe texts with the project's eslint.config.mjs through ESLint's Node API, in a Node
// process of its own: ESLint loads the config with import(), which jest's module sandbox refuses.
// stdin: [{ filePath, text }]; stdout: one list of "ruleId: message" per probe, as JSON.
// Only `rule` (argv[2]) runs, so a probe is judged by that rule alone; that lets the probes, which
// are not part of the project, be parsed without TypeScript's project (which refuses unknown
// files).
import { text } from 'node:stream/consumers';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const rule = process.argv[2];
/** @type {{ filePath: string; text: string }[]} */
const probes = JSON.parse(await text(process.stdin));
const eslint = new ESLint({
  // The project's config from any working directory (its patterns are read from the cwd).
  overrideConfigFile: fileURLToPath(new URL('../../../eslint.config.mjs', import.meta.url)),
  ruleFilter: ({ ruleId }) => ruleId === rule,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});
const results = [];
for (const probe of probes) {
  const [result] = await eslint.lintText(probe.text, { filePath: probe.filePath });
  if (!result) throw new Error(`ESLint gave no result for ${probe.filePath}`);
  results.push(result.messages.map((message) => `${message.ruleId}: ${message.message}`));
}
process.stdout.write(JSON.stringify(results));

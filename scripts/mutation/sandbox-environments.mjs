// Stryker's build step (stryker.config.mjs `buildCommand`), run inside its sandbox, a copy of the tree, never in the
// working tree. Stryker sees which tests reach each mutant through its own Jest environments; a test file that names
// its environment in a docblock (`@jest-environment node`) would bypass them, so here each such file names Stryker's
// wrapper of the same environment, and each integration test (node, by its Jest project) gets one.
import fs from 'node:fs';
import path from 'node:path';

const sandbox = process.cwd();
if (!sandbox.includes(`${path.sep}parley-stryker${path.sep}`))
  throw new Error(`sandbox-environments.mjs rewrites test files: run only in Stryker's sandbox, not in ${sandbox}`);

const STRYKER_NODE = '@stryker-mutator/jest-runner/jest-env/node';
const STRYKER_JSDOM = '@stryker-mutator/jest-runner/jest-env/jsdom';
/** `@jest-environment node` (not `@jest-environment-options`). */
const DOCBLOCK_ENVIRONMENT = /@jest-environment[ \t]+(node|jsdom)\b/;

function* testFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(file);
    else if (/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

let rewritten = 0;
for (const folder of ['lib', 'components', 'app', 'scripts', 'server', 'tests/integration']) {
  if (!fs.existsSync(path.join(sandbox, folder))) continue;
  for (const file of testFiles(path.join(sandbox, folder))) {
    const text = fs.readFileSync(file, 'utf8');
    let next = text.replace(
      DOCBLOCK_ENVIRONMENT,
      (_, name) => `@jest-environment ${name === 'node' ? STRYKER_NODE : STRYKER_JSDOM}`,
    );
    if (next === text && folder === 'tests/integration') next = `/** @jest-environment ${STRYKER_NODE} */\n${text}`;
    if (next !== text) {
      fs.writeFileSync(file, next);
      rewritten++;
    }
  }
}
console.log(`sandbox-environments: ${rewritten} test files run in Stryker's environments`);

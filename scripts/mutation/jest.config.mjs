// @ts-check
// The Jest configuration mutation testing runs (stryker.config.mjs): the unit and integration projects of
// jest.config.mjs as one project. Stryker's Jest runner finds out which tests reach each mutant by wrapping the test
// environment of a configuration with one project; the integration tests' node environment is given to them in the
// sandbox (sandbox-environments.mjs). The tracker is its own package, tested apart, and mutated by no area.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import siteConfig from '../../jest.config.mjs';
import { areaTests } from './areas.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Whether `file` (a path from the root, `*` allowed in its last part only) names at least one file. */
function matchesAFile(file) {
  if (!file.includes('*')) return existsSync(path.join(ROOT, file));
  const folder = path.join(ROOT, path.dirname(file));
  const name = new RegExp(
    `^${path
      .basename(file)
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replaceAll('*', '[^/]*')}$`,
  );
  return existsSync(folder) && readdirSync(folder).some((entry) => name.test(entry));
}

/** @returns {Promise<import('jest').Config>} */
export default async function mutationConfig() {
  const { projects = [] } = await siteConfig();
  const byName = (name) => {
    const project = projects.find((one) => typeof one === 'object' && one.displayName === name);
    if (!project || typeof project !== 'object') throw new Error(`jest.config.mjs has no project ${name}`);
    return project;
  };
  const { displayName: _unit, ...unit } = byName('unit');
  const integration = byName('integration');
  // An area with chosen tests (areas.mjs AREA_TESTS) runs those only.
  const chosen = areaTests(process.env.MUTATION_AREA);
  const missing = (chosen ?? []).filter((file) => !matchesAFile(file));
  if (missing.length > 0)
    throw new Error(`scripts/mutation/areas.mjs names tests that are not there: ${missing.join(', ')}`);
  const testMatch = chosen
    ? chosen.map((file) => `<rootDir>/${file}`)
    : [...(unit.testMatch ?? []), ...(integration.testMatch ?? [])];
  return { ...unit, rootDir: ROOT, testMatch };
}

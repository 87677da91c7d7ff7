// `node scripts/mutation/report.mjs [area ...]`: the mutation score of each area's last run (its incremental file,
// scripts/mutation/incremental/) as BENCHMARKS.md shows it, and with `--survivors` every mutant no test detected
// (survived, or reached by no test), as SURVIVORS.md lists them: file, line, what Stryker changed.
import fs from 'node:fs';
import path from 'node:path';
import { MUTATION_AREAS, incrementalFile } from './areas.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const survivors = args.includes('--survivors');
const named = args.filter((arg) => !arg.startsWith('--'));
const areas = named.length > 0 ? named : Object.keys(MUTATION_AREAS);

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

for (const area of areas) {
  const file = path.join(ROOT, incrementalFile(area));
  if (!fs.existsSync(file)) {
    console.log(`| ${area} | not run yet | | | |`);
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const counts = { detected: 0, survived: 0, noCoverage: 0 };
  const missed = [];
  for (const [name, { source, mutants }] of Object.entries(report.files)) {
    const lines = source.split('\n');
    for (const mutant of mutants) {
      if (DETECTED.has(mutant.status)) counts.detected++;
      else if (mutant.status === 'Survived') counts.survived++;
      else if (mutant.status === 'NoCoverage') counts.noCoverage++;
      if (UNDETECTED.has(mutant.status)) {
        const { line, column } = mutant.location.start;
        const replacement = mutant.replacement ?? mutant.mutatorName;
        const original = (lines[line - 1] ?? '').trim();
        missed.push({ where: `${name}:${line}:${column}`, mutant, original, replacement });
      }
    }
  }
  const total = counts.detected + counts.survived + counts.noCoverage;
  const score = total === 0 ? 100 : (100 * counts.detected) / total;
  if (!survivors) {
    console.log(
      `| ${area} | ${score.toFixed(1)} % | ${counts.detected} / ${total} | ${counts.survived} | ${counts.noCoverage} |`,
    );
    continue;
  }
  console.log(`\n### ${area}: ${score.toFixed(1)} % (${missed.length} not detected)\n`);
  for (const { where, mutant, original, replacement } of missed) {
    const shortened = replacement.length > 80 ? `${replacement.slice(0, 77)}...` : replacement;
    const code = original.length > 100 ? `${original.slice(0, 97)}...` : original;
    console.log(
      `- \`${where}\` ${mutant.status === 'NoCoverage' ? '(no test reaches it) ' : ''}${mutant.mutatorName}: \`${code.replaceAll('`', "'")}\` → \`${shortened.replaceAll('\n', ' ').replaceAll('`', "'")}\``,
    );
  }
}

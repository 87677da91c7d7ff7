// The content check run by `npm run build` and `npm test`: lists every problem (file, field, rule) and exits 1.
import { buildLibrary, coverageProblems } from '@/lib/content/library';
import { readContentFiles } from '@/lib/content/load';
import { formatProblem } from '@/lib/content/parse';
import { CATEGORIES } from '@/lib/content/categories';

const { library, problems } = buildLibrary(readContentFiles());
problems.push(...coverageProblems(library));

if (problems.length > 0) {
  console.error(`Content check failed with ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
const translated = (['en', 'de', 'fa', 'es'] as const)
  .map((lang) => `${lang} ${library.articles.filter((a) => a.translations[lang]).length}`)
  .join(', ');
console.log(
  `Content check passed: ${library.articles.length} articles in ${CATEGORIES.length} categories ` +
    `(translated: ${translated}), ${library.blog.length} blog posts, ${library.pages.size} page(s).`,
);

import { buildLibrary, coverageProblems, type ContentFile } from './library';
import { formatProblem } from './parse';
import { CATEGORIES } from './categories';

const article = (fields: Record<string, unknown>, body = 'A paragraph a reader can read.\n\n## A heading\n\n- one\n- two') => {
  const yaml = Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
  return `---\n${yaml}\n---\n${body}\n`;
};
const valid = { title: 'How to Listen', slug: 'how-to-listen', category: 'Deep Communication', language: 'en' };
const page = (title: string) => `---\ntitle: ${title}\ndescription: Legal notice\n---\nParley GmbH\n`;
const impressumFiles: ContentFile[] = ['original', 'en', 'de', 'fa', 'es'].map((lang) => ({
  path: `pages/${lang}/impressum.md`,
  raw: page(`Impressum ${lang}`),
}));

function problemsOf(files: ContentFile[]): string[] {
  return buildLibrary([...files, ...impressumFiles]).problems.map(formatProblem);
}

describe('content validation', () => {
  test('a valid article with the optional number is accepted and keeps its fields', () => {
    const { library, problems } = buildLibrary([
      { path: 'articles/how-to-listen.md', raw: article({ ...valid, number: 214, date: '2025-04-12' }) },
      ...impressumFiles,
    ]);
    expect(problems).toEqual([]);
    expect(library.articleBySlug.get('how-to-listen')).toMatchObject({ number: 214, date: '2025-04-12', category: 'Deep Communication' });
  });

  test('a duplicate slug is rejected, naming the file and the field', () => {
    expect(
      problemsOf([
        { path: 'articles/a.md', raw: article(valid) },
        { path: 'articles/b.md', raw: article({ ...valid, title: 'How to Listen (2)' }) },
      ]),
    ).toEqual(['content/articles/b.md: slug: "how-to-listen" is already used by content/articles/a.md']);
  });

  test('an unknown category is rejected', () => {
    const [problem] = problemsOf([{ path: 'articles/a.md', raw: article({ ...valid, category: 'Cooking' }) }]);
    expect(problem).toMatch(/^content\/articles\/a\.md: category: must be one of the 22 category labels/);
  });

  test.each([200, 301, 250.5, '214'])('the number %p is rejected (whole numbers from 201 to 300 only)', (number) => {
    const [problem] = problemsOf([{ path: 'articles/a.md', raw: article({ ...valid, number }) }]);
    expect(problem).toMatch(/^content\/articles\/a\.md: number: /);
  });

  test.each([201, 300])('the boundary number %p is accepted', (number) => {
    expect(problemsOf([{ path: 'articles/a.md', raw: article({ ...valid, number }) }])).toEqual([]);
  });

  test.each(['title', 'slug', 'category', 'language'])('a missing %s is reported as missing', (field) => {
    const fields: Record<string, unknown> = { ...valid };
    delete fields[field];
    expect(problemsOf([{ path: 'articles/a.md', raw: article(fields) }])).toContain(`content/articles/a.md: ${field}: is missing`);
  });

  test('broken YAML and an empty body are problems, not exceptions', () => {
    expect(problemsOf([{ path: 'articles/a.md', raw: '---\ntitle: [unclosed\n---\nBody' }])[0]).toMatch(
      /content\/articles\/a\.md: front matter: is not valid YAML/,
    );
    expect(problemsOf([{ path: 'articles/a.md', raw: article(valid, '') }])).toEqual(['content/articles/a.md: body: is empty']);
  });

  test('a slug with capitals or double hyphens is rejected', () => {
    expect(problemsOf([{ path: 'articles/a.md', raw: article({ ...valid, slug: 'How--to' }) }])[0]).toMatch(/slug: must be lowercase/);
  });

  test('translations attach to their article; one for an unknown slug or language is reported', () => {
    const translation = '---\ntitle: Wie man zuhört\n---\nEin Absatz.\n';
    const { library, problems } = buildLibrary([
      { path: 'articles/a.md', raw: article(valid) },
      { path: 'translations/de/how-to-listen.md', raw: translation },
      { path: 'translations/de/no-such-article.md', raw: translation },
      { path: 'translations/fr/how-to-listen.md', raw: translation },
      ...impressumFiles,
    ]);
    expect(library.articleBySlug.get('how-to-listen')?.translations.de?.title).toBe('Wie man zuhört');
    expect(problems.map(formatProblem)).toEqual([
      'content/translations/de/no-such-article.md: path: translates "no-such-article", but no article has that slug',
      'content/translations/fr/how-to-listen.md: path: "fr" is not a translation language (en, de, fa, es)',
    ]);
  });

  test('a static page missing in a display language is reported', () => {
    const { problems } = buildLibrary(impressumFiles.slice(0, 4));
    expect(problems.map(formatProblem)).toEqual(['content/pages/*/impressum.md: path: is missing in es']);
  });

  test('blog posts are listed newest first and need a date', () => {
    const post = (url: string, date: string) =>
      `---\ntitle: Post ${url}\nurl: ${url}\ndate: ${date}\nlanguage: en\ndescription: About it.\nauthor: Mina Rahimi\n---\nText.\n`;
    const { library, problems } = buildLibrary([
      { path: 'blog/old.md', raw: post('old', '2024-01-02') },
      { path: 'blog/new.md', raw: post('new', '2026-05-01') },
      { path: 'blog/bad.md', raw: post('bad', '2026-13-45') },
      ...impressumFiles,
    ]);
    expect(library.blog.map((p) => p.url)).toEqual(['new', 'old']);
    expect(problems.map(formatProblem)).toEqual(['content/blog/bad.md: date: must be a date written YYYY-MM-DD']);
  });

  test('the catalogue must cover every category', () => {
    const { library } = buildLibrary([{ path: 'articles/a.md', raw: article(valid) }]);
    expect(coverageProblems(library)).toHaveLength(CATEGORIES.length - 1);
  });
});

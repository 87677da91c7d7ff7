// Generates the article catalogue (content/articles/*.md) and the article translations
// (content/translations/{en,de,fa,es}/*.md) from the hand-written library in scripts/content/library/.
//
//   npx tsx scripts/content/generate-articles.ts
//
// Every choice (title variant, number, date, which sections, paragraphs and list items, image, links) comes from a
// random generator seeded by the article's slug, so re-running the script produces byte-identical files. A
// translation uses exactly the same selection as its original, rendered from the translated library.
import fs from 'node:fs';
import path from 'node:path';
import { CATEGORIES } from '../../lib/content/categories';
import { LIBRARIES } from './library';
import { COMMON, IMAGES, IMAGE_ALT, type ImageName } from './library/common';
import type { CategoryLibrary, CategoryText, LibLang, OriginalLang } from './library/types';

const ROOT = path.resolve(__dirname, '..', '..');
const ARTICLES_DIR = path.join(ROOT, 'content', 'articles');
const TRANSLATIONS_DIR = path.join(ROOT, 'content', 'translations');
const TRANSLATION_LANGS = ['en', 'de', 'fa', 'es'] as const;
type TranslationLang = (typeof TRANSLATION_LANGS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Deterministic randomness

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

class Rng {
  private state: number;
  constructor(seed: string) {
    this.state = hashString(seed) || 1;
  }
  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
  /** k distinct indices of 0..n-1, in ascending order. */
  subset(n: number, k: number): number[] {
    return this.shuffle([...Array(n).keys()])
      .slice(0, k)
      .sort((a, b) => a - b);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

export function slugify(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for ${whole} in "${template}"`);
    return value;
  });
}

function localDigits(lang: LibLang, n: number): string {
  const digits = COMMON[lang].digits;
  return digits ? String(n).replace(/\d/g, (d) => digits[Number(d)] ?? d) : String(n);
}

function at<T>(items: readonly T[], index: number, what: string): T {
  const item = items[index];
  if (item === undefined) throw new Error(`${what}: no item ${index}`);
  return item;
}

function words(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const yaml = (value: string) => JSON.stringify(value); // a JSON string is a valid YAML double-quoted scalar

// ---------------------------------------------------------------------------------------------------------------
// Planning: what each article contains, independent of the language it is rendered in

type Block =
  | { kind: 'section'; index: number; paragraphs: number[] }
  | { kind: 'list'; index: number; items: number[]; inline?: boolean }
  | { kind: 'questions'; items: number[]; inline?: boolean };

/** A list section: one of a category's lists, or its example questions. */
type AnyList = { heading: string; lead: string; items: string[]; ordered?: boolean; after?: string };

type LinkPlan =
  | { kind: 'none' }
  | { kind: 'part'; base: string }
  | { kind: 'earlier'; base: string }
  | { kind: 'related'; targets: string[] };

interface Plan {
  slug: string;
  lib: CategoryLibrary;
  titleIndex: number;
  copy: number;
  /** -1 for the first copy, else an index into COMMON[lang].variants. */
  variant: number;
  original: OriginalLang;
  number?: number;
  date: string;
  intro: number;
  closing: number;
  closingHeading: number;
  description: number;
  blocks: Block[];
  image?: { name: ImageName; afterBlock: number };
  links: LinkPlan;
}

function textFor(lib: CategoryLibrary, lang: LibLang): CategoryText {
  if (lang === 'en') return lib.en;
  const text = lib.translations?.[lang];
  if (!text) throw new Error(`${lib.category} has no ${lang} library`);
  return text;
}

/** The library language an article is rendered from: its original language, or a translation language. */
function libLangFor(lang: OriginalLang | TranslationLang, asTranslation: boolean): LibLang {
  return asTranslation && lang === 'en' ? 'enx' : lang;
}

function randomDate(rng: Rng): string {
  const start = Date.UTC(2023, 0, 1);
  const end = Date.UTC(2026, 9, 31);
  const day = start + rng.int(Math.floor((end - start) / 86400000) + 1) * 86400000;
  return new Date(day).toISOString().slice(0, 10);
}

const STOPWORDS = new Set(
  'about after again also before being between could does doing every from have into just like make many more most much other over same some such than that their them then there these they this those through what when where which while with without would your yours yourself people someone something thing things really actually often rarely never always'.split(
    ' ',
  ),
);

/** Crude stems of the meaningful words of a text, for matching a title against the sections of its category. */
function stems(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length >= 4 && !STOPWORDS.has(w)).map((w) => w.slice(0, 5));
}

/** Sections of a category ordered by how much they talk about the title's subject (most relevant first). */
function rankSections(lib: CategoryLibrary, titleIndex: number): number[] {
  const spec = at(lib.en.titles, titleIndex, 'title');
  const wanted = new Set(stems(`${spec.title} ${spec.topic} ${spec.angle}`));
  const score = (text: string) => {
    const counts = new Map<string, number>();
    for (const stem of stems(text)) if (wanted.has(stem)) counts.set(stem, (counts.get(stem) ?? 0) + 1);
    return [...counts.values()].reduce((sum, n) => sum + Math.min(n, 3), 0);
  };
  const scores = lib.en.sections.map((section) => score(`${section.heading} ${section.heading} ${section.paragraphs.join(' ')}`));
  return [...scores.keys()].sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
}

function planBlocks(rng: Rng, lib: CategoryLibrary, titleIndex: number, intro: number, closing: number): Block[] {
  const en = lib.en;
  const spec = at(en.titles, titleIndex, 'title');
  const target = 610 + rng.int(200);
  const isAboutQuestions = /question/i.test(spec.title);

  // One list section (sometimes two when the article is short on sections), questions more likely for titles
  // that are about questions.
  const listBlocks: Extract<Block, { kind: 'list' | 'questions' }>[] = [];
  const useQuestions = rng.chance(0.3) || isAboutQuestions;
  if (useQuestions) {
    listBlocks.push({ kind: 'questions', items: rng.subset(en.questions.items.length, 5 + rng.int(2)) });
  } else {
    const index = rng.int(en.lists.length);
    const list = at(en.lists, index, 'list');
    listBlocks.push({ kind: 'list', index, items: rng.subset(list.items.length, 4 + rng.int(2)) });
  }

  let count =
    words(fill(at(en.intros ?? COMMON.en.intros, intro, 'intro'), { topic: spec.topic })) +
    words(spec.angle) +
    words(fill(at(en.closings ?? COMMON.en.closings, closing, 'closing'), { topic: spec.topic })) +
    listBlocks.reduce((sum, block) => sum + blockWords(lib, block), 0);

  // The section closest to the title's subject always comes first; the next closest often follows.
  const [best, second, ...others] = rankSections(lib, titleIndex);
  const order =
    best === undefined || second === undefined
      ? rng.shuffle([...en.sections.keys()])
      : rng.chance(0.6)
        ? [best, second, ...rng.shuffle(others)]
        : [best, ...rng.shuffle([second, ...others])];
  const sections: Extract<Block, { kind: 'section' }>[] = [];
  // Two sections of two paragraphs at least, at most three sections of three paragraphs.
  for (const index of order.slice(0, 3)) {
    if (sections.length >= 2 && count >= target) break;
    const section = at(en.sections, index, 'section');
    const block = { kind: 'section' as const, index, paragraphs: rng.subset(section.paragraphs.length, 2) };
    sections.push(block);
    count += blockWords(lib, block);
  }
  for (const block of sections) {
    if (count >= target) break;
    const section = at(en.sections, block.index, 'section');
    const missing = [...section.paragraphs.keys()].filter((i) => !block.paragraphs.includes(i));
    if (missing.length === 0) continue;
    const extra = rng.pick(missing);
    block.paragraphs = [...block.paragraphs, extra].sort((a, b) => a - b);
    count += words(at(section.paragraphs, extra, 'paragraph'));
  }
  // A short article with only two sections gets a second list section.
  if (sections.length === 2 && count < target - 60) {
    if (listBlocks[0]?.kind === 'questions') {
      const index = rng.int(en.lists.length);
      const list = at(en.lists, index, 'list');
      listBlocks.push({ kind: 'list', index, items: rng.subset(list.items.length, 4) });
    } else {
      listBlocks.push({ kind: 'questions', items: rng.subset(en.questions.items.length, 5) });
    }
  }

  // Still short (a category with brief paragraphs): a fourth section, and the single list joins the section before
  // it instead of taking a heading of its own, so the article keeps at most five headings.
  if (count < target - 60 && listBlocks.length === 1 && sections.length === 3) {
    const index = order[3];
    if (index !== undefined) {
      const section = at(en.sections, index, 'section');
      const block = { kind: 'section' as const, index, paragraphs: rng.subset(section.paragraphs.length, 3) };
      if (count + blockWords(lib, block) > 840) block.paragraphs = block.paragraphs.slice(0, 2);
      sections.push(block);
      count += blockWords(lib, block);
      const list = listBlocks[0];
      if (list) list.inline = true;
    }
  }

  // Lists never open the article: they go after the first section.
  const blocks: Block[] = [...sections];
  for (const list of listBlocks) blocks.splice(1 + rng.int(blocks.length), 0, list);
  return blocks;
}

function blockWords(lib: CategoryLibrary, block: Block): number {
  const en = lib.en;
  if (block.kind === 'section') {
    const section = at(en.sections, block.index, 'section');
    return words(section.heading) + block.paragraphs.reduce((s, i) => s + words(at(section.paragraphs, i, 'p')), 0);
  }
  const list: AnyList = block.kind === 'list' ? at(en.lists, block.index, 'list') : en.questions;
  return (
    words(list.heading) +
    words(list.lead) +
    block.items.reduce((s, i) => s + words(at(list.items, i, 'item')), 0) +
    (list.after ? words(list.after) : 0)
  );
}

function makePlans(): Plan[] {
  const plans: Plan[] = [];
  const slugs = new Set<string>();
  for (const lib of LIBRARIES) {
    lib.en.titles.forEach((spec, titleIndex) => {
      const original: OriginalLang = spec.original ?? 'en';
      const slugSource = original === 'de' || original === 'es' ? at(textFor(lib, original).titles, titleIndex, 'title').title : spec.title;
      const baseSlug = slugify(slugSource);
      const seriesRng = new Rng(`series:${baseSlug}`);
      const series = seriesRng.chance(0.25);
      const subtitles = seriesRng.shuffle([1, 2, 3]);
      for (let copy = 0; copy < spec.copies; copy++) {
        const slug = copy === 0 ? baseSlug : `${baseSlug}-${copy + 1}`;
        if (slugs.has(slug)) throw new Error(`Duplicate slug ${slug}`);
        slugs.add(slug);
        const rng = new Rng(slug);
        const intro = rng.int((lib.en.intros ?? COMMON.en.intros).length);
        const closing = rng.int((lib.en.closings ?? COMMON.en.closings).length);
        const variant = copy === 0 ? -1 : series ? 0 : at(subtitles, (copy - 1) % subtitles.length, 'subtitle');
        const plan: Plan = {
          slug,
          lib,
          titleIndex,
          copy,
          variant,
          original,
          number: rng.chance(0.32) ? 201 + rng.int(100) : undefined,
          date: randomDate(rng),
          intro,
          closing,
          closingHeading: rng.int(COMMON.en.closingHeadings.length),
          description: rng.int((lib.en.descriptions ?? COMMON.en.descriptions).length),
          blocks: planBlocks(rng, lib, titleIndex, intro, closing),
          links:
            copy === 0
              ? { kind: 'none' }
              : variant === 0
                ? { kind: 'part', base: baseSlug }
                : rng.chance(0.1)
                  ? { kind: 'earlier', base: baseSlug }
                  : { kind: 'none' },
        };
        if (rng.chance(0.125)) {
          plan.image = { name: rng.pick(IMAGES), afterBlock: rng.int(2) };
        }
        plans.push(plan);
      }
    });
  }

  // Related links: articles without a link yet may point to one or two others of the same category.
  for (const plan of plans) {
    if (plan.links.kind !== 'none') continue;
    const rng = new Rng(`links:${plan.slug}`);
    if (!rng.chance(0.08)) continue;
    const candidates = plans.filter(
      (other) => other.lib === plan.lib && other.titleIndex !== plan.titleIndex && other.copy === 0,
    );
    const targets = rng.shuffle(candidates).slice(0, rng.chance(0.5) ? 2 : 1);
    if (targets.length > 0) plan.links = { kind: 'related', targets: targets.map((t) => t.slug) };
  }
  return plans;
}

// ---------------------------------------------------------------------------------------------------------------
// Rendering

function titleOf(plan: Plan, lang: LibLang): string {
  const base = at(textFor(plan.lib, lang).titles, plan.titleIndex, 'title').title;
  if (plan.variant < 0) return base;
  return fill(at(COMMON[lang].variants, plan.variant, 'variant'), { title: base, n: localDigits(lang, plan.copy + 1) });
}

/** The title a reader of `lang` sees as link text: the translated title where the category is translated. */
function linkedTitle(target: Plan, lang: LibLang): string {
  if (lang !== 'en' && target.lib.translations) return titleOf(target, lang);
  return titleOf(target, 'en');
}

function descriptionOf(plan: Plan, lang: LibLang): string {
  const spec = at(textFor(plan.lib, lang).titles, plan.titleIndex, 'title');
  if (plan.copy === 0) return spec.angle;
  const text = textFor(plan.lib, lang);
  return fill(at(text.descriptions ?? COMMON[lang].descriptions, plan.description, 'description'), { topic: spec.topic });
}

function renderBody(plan: Plan, lang: LibLang, bySlug: Map<string, Plan>): string {
  const text = textFor(plan.lib, lang);
  const common = COMMON[lang];
  const spec = at(text.titles, plan.titleIndex, 'title');
  const href = (slug: string) => `/articles/${slug}`;
  const target = (slug: string) => {
    const other = bySlug.get(slug);
    if (!other) throw new Error(`${plan.slug} links to missing ${slug}`);
    return other;
  };
  const out: string[] = [];

  out.push(`${fill(at(text.intros ?? common.intros, plan.intro, 'intro'), { topic: spec.topic })} ${spec.angle}`);
  if (plan.links.kind === 'part') {
    out.push(fill(common.partLink, { n: localDigits(lang, plan.copy + 1), href: href(plan.links.base) }));
  } else if (plan.links.kind === 'earlier') {
    const base = target(plan.links.base);
    out.push(fill(common.earlierLink, { title: linkedTitle(base, lang), href: href(base.slug) }));
  }

  plan.blocks.forEach((block, i) => {
    if (block.kind === 'section') {
      const section = at(text.sections, block.index, 'section');
      out.push(`## ${section.heading}`);
      for (const p of block.paragraphs) out.push(at(section.paragraphs, p, 'paragraph'));
    } else {
      const list: AnyList = block.kind === 'list' ? at(text.lists, block.index, 'list') : text.questions;
      const ordered = list.ordered === true;
      if (!block.inline) out.push(`## ${list.heading}`);
      out.push(list.lead);
      out.push(block.items.map((item, n) => `${ordered ? `${n + 1}.` : '-'} ${at(list.items, item, 'item')}`).join('\n'));
      if (list.after) out.push(list.after);
    }
    if (plan.image && plan.image.afterBlock === i) {
      out.push(`![${IMAGE_ALT[lang][plan.image.name]}](/images/articles/${plan.image.name}.svg)`);
    }
  });

  let closing = fill(at(text.closings ?? common.closings, plan.closing, 'closing'), { topic: spec.topic });
  if (plan.links.kind === 'related') {
    const [a, b] = plan.links.targets.map(target);
    if (a && b) {
      closing += ` ${fill(common.relatedTwo, { a: linkedTitle(a, lang), ha: href(a.slug), b: linkedTitle(b, lang), hb: href(b.slug) })}`;
    } else if (a) {
      closing += ` ${fill(common.relatedOne, { title: linkedTitle(a, lang), href: href(a.slug) })}`;
    }
  }
  out.push(`## ${at(common.closingHeadings, plan.closingHeading, 'closing heading')}`, closing);
  return `${out.join('\n\n')}\n`;
}

function renderArticle(plan: Plan, bySlug: Map<string, Plan>): string {
  const lang = libLangFor(plan.original, false);
  const lines = [
    '---',
    `title: ${yaml(titleOf(plan, lang))}`,
    `slug: ${plan.slug}`,
    `category: ${yaml(plan.lib.category)}`,
    ...(plan.number !== undefined ? [`number: ${plan.number}`] : []),
    `language: ${plan.original}`,
    `description: ${yaml(descriptionOf(plan, lang))}`,
    `date: ${plan.date}`,
    '---',
    '',
  ];
  return lines.join('\n') + renderBody(plan, lang, bySlug);
}

function renderTranslation(plan: Plan, lang: TranslationLang, bySlug: Map<string, Plan>): string {
  const libLang = libLangFor(lang, true);
  const lines = ['---', `title: ${yaml(titleOf(plan, libLang))}`, `description: ${yaml(descriptionOf(plan, libLang))}`, '---', ''];
  return lines.join('\n') + renderBody(plan, libLang, bySlug);
}

// ---------------------------------------------------------------------------------------------------------------
// Consistency of the library: translations must mirror the English library item for item.

function checkLibrary(lib: CategoryLibrary): void {
  const en = lib.en;
  const where = (lang: string, what: string) => `${lib.category} (${lang}): ${what}`;
  if (en.sections.length < 4 || en.lists.length < 1 || en.questions.items.length < 6) {
    throw new Error(where('en', 'needs at least 4 sections, 1 list and 6 questions'));
  }
  for (const section of en.sections) {
    if (section.paragraphs.length < 3) throw new Error(where('en', `section "${section.heading}" needs 3 paragraphs`));
  }
  for (const list of en.lists) {
    if (list.items.length < 5) throw new Error(where('en', `list "${list.heading}" needs at least 5 items`));
  }
  for (const [lang, text] of Object.entries(lib.translations ?? {})) {
    const same =
      text.titles.length === en.titles.length &&
      text.sections.length === en.sections.length &&
      text.sections.every((s, i) => s.paragraphs.length === en.sections[i]?.paragraphs.length) &&
      text.lists.length === en.lists.length &&
      text.lists.every((l, i) => l.items.length === en.lists[i]?.items.length && !!l.after === !!en.lists[i]?.after) &&
      text.questions.items.length === en.questions.items.length;
    if (!same) throw new Error(where(lang, 'does not mirror the English library'));
  }
  for (const text of Object.values(lib.translations ?? {})) {
    const frames = (t: CategoryText) => [t.intros, t.closings, t.descriptions].map((f) => f?.length ?? -1).join();
    if (frames(text) !== frames(en)) {
      throw new Error(where('translation', 'intro and closing frames must be overridden in every language or none'));
    }
  }
  for (const spec of en.titles) {
    if (spec.original && !lib.translations) throw new Error(where('en', `"${spec.title}" needs a ${spec.original} library`));
  }
}

// ---------------------------------------------------------------------------------------------------------------

function clearMarkdown(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.md')) fs.rmSync(path.join(dir, entry.name));
  }
}

function main(): void {
  const covered = new Set(LIBRARIES.map((lib) => lib.category));
  const missing = CATEGORIES.filter((c) => !covered.has(c));
  if (missing.length > 0) throw new Error(`No library for: ${missing.join(', ')}`);
  LIBRARIES.forEach(checkLibrary);

  const plans = makePlans();
  const bySlug = new Map(plans.map((p) => [p.slug, p]));

  fs.mkdirSync(ARTICLES_DIR, { recursive: true });
  clearMarkdown(ARTICLES_DIR);
  for (const lang of TRANSLATION_LANGS) {
    fs.mkdirSync(path.join(TRANSLATIONS_DIR, lang), { recursive: true });
    clearMarkdown(path.join(TRANSLATIONS_DIR, lang)); // only article translations; blog/ is hand-written
  }

  const translated: Record<TranslationLang, number> = { en: 0, de: 0, fa: 0, es: 0 };
  for (const plan of plans) {
    fs.writeFileSync(path.join(ARTICLES_DIR, `${plan.slug}.md`), renderArticle(plan, bySlug));
    if (!plan.lib.translations) continue;
    for (const lang of TRANSLATION_LANGS) {
      if (lang === plan.original && lang !== 'en') continue; // Enhanced English rewrites English originals too
      fs.writeFileSync(path.join(TRANSLATIONS_DIR, lang, `${plan.slug}.md`), renderTranslation(plan, lang, bySlug));
      translated[lang]++;
    }
  }

  const perCategory = CATEGORIES.map((c) => `${c}: ${plans.filter((p) => p.lib.category === c).length}`);
  console.log(`Wrote ${plans.length} articles.\n  ${perCategory.join('\n  ')}`);
  console.log(`Translations: ${TRANSLATION_LANGS.map((l) => `${l} ${translated[l]}`).join(', ')}`);
}

main();

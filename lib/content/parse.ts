import matter from 'gray-matter';
import yaml from 'js-yaml';
import type { z } from 'zod';

/** One thing wrong with one content file, precise enough to fix it: which file, which field, what rule. */
export type ContentProblem = { file: string; field: string; message: string };

export type Parsed<T> = { ok: true; data: T; body: string } | { ok: false; problems: ContentProblem[] };

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}: ${problem.field}: ${problem.message}`;
}

/**
 * Splits a markdown file into front matter and body and checks the front matter against a schema. A missing
 * field, a wrong type or broken YAML comes back as a problem naming the file and the field, never as an exception.
 */
export function parseContentFile<S extends z.ZodType>(file: string, raw: string, schema: S): Parsed<z.output<S>> {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // The JSON schema keeps an unquoted 2025-13-45 a string for our date check instead of letting YAML roll it over
    // into a real date; passing options also turns off gray-matter's cache, so edits are always seen.
    parsed = matter(raw, { engines: { yaml: (text) => yaml.load(text, { schema: yaml.JSON_SCHEMA }) as object } });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { ok: false, problems: [{ file, field: 'front matter', message: `is not valid YAML (${reason})` }] };
  }
  const data: Record<string, unknown> = parsed.data ?? {};
  const result = schema.safeParse(data);
  if (!result.success) {
    return {
      ok: false,
      problems: result.error.issues.map((issue) => ({
        file,
        field: issue.path.length > 0 ? issue.path.join('.') : 'front matter',
        message: issue.path.length === 1 && data[String(issue.path[0])] === undefined ? 'is missing' : issue.message,
      })),
    };
  }
  const body = parsed.content.trim();
  if (body.length === 0) return { ok: false, problems: [{ file, field: 'body', message: 'is empty' }] };
  return { ok: true, data: result.data, body };
}

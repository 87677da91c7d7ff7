import 'server-only';
import { eq, and } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { answers, answerTranslations, discussionGroups, questions, questionTranslations } from '@/lib/db/schema';
import { renderUserMarkdown } from './markdown';

/**
 * Renders every stored post's HTML again from its markdown. HTML is rendered when a post is written (reads far
 * outnumber writes), so a change to renderUserMarkdown (a tighter sanitizer) reaches old posts only through this.
 * Row by row: a maintenance task, not a request path. Answers how many rows it rewrote.
 */
export async function rerenderStoredMarkdown(): Promise<number> {
  const db = await getDb();
  let changed = 0;
  for (const row of await db.select({ id: questions.id, body: questions.body, html: questions.bodyHtml }).from(questions)) {
    const html = renderUserMarkdown(row.body);
    if (html !== row.html) changed += (await db.update(questions).set({ bodyHtml: html }).where(eq(questions.id, row.id)).returning({ id: questions.id })).length;
  }
  for (const row of await db.select({ id: answers.id, body: answers.body, html: answers.bodyHtml }).from(answers)) {
    const html = renderUserMarkdown(row.body);
    if (html !== row.html) changed += (await db.update(answers).set({ bodyHtml: html }).where(eq(answers.id, row.id)).returning({ id: answers.id })).length;
  }
  for (const row of await db.select({ id: questionTranslations.questionId, lang: questionTranslations.lang, body: questionTranslations.body, html: questionTranslations.bodyHtml }).from(questionTranslations)) {
    const html = renderUserMarkdown(row.body);
    if (html !== row.html) {
      changed += (
        await db
          .update(questionTranslations)
          .set({ bodyHtml: html })
          .where(and(eq(questionTranslations.questionId, row.id), eq(questionTranslations.lang, row.lang)))
          .returning({ id: questionTranslations.questionId })
      ).length;
    }
  }
  for (const row of await db.select({ id: answerTranslations.answerId, lang: answerTranslations.lang, body: answerTranslations.body, html: answerTranslations.bodyHtml }).from(answerTranslations)) {
    const html = renderUserMarkdown(row.body);
    if (html !== row.html) {
      changed += (
        await db
          .update(answerTranslations)
          .set({ bodyHtml: html })
          .where(and(eq(answerTranslations.answerId, row.id), eq(answerTranslations.lang, row.lang)))
          .returning({ id: answerTranslations.answerId })
      ).length;
    }
  }
  for (const row of await db.select({ id: discussionGroups.id, body: discussionGroups.description, html: discussionGroups.descriptionHtml }).from(discussionGroups)) {
    const html = renderUserMarkdown(row.body);
    if (html !== row.html) {
      changed += (await db.update(discussionGroups).set({ descriptionHtml: html }).where(eq(discussionGroups.id, row.id)).returning({ id: discussionGroups.id })).length;
    }
  }
  return changed;
}

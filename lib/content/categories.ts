import type { CategoryId } from '@/lib/db/schema';

/** The 22 category labels, exactly as the product shows them. An article with any other label is rejected. */
export const CATEGORIES = [
  'Connection & Loneliness',
  'Love & Relationships',
  'Self-Discovery & Growth',
  'Unspoken Truths',
  'The Science of Conversations',
  'Conversations and Society',
  'Personal Growth Through Conversations',
  'The Unpredictability of Human Connection',
  'Relationships, Love & Dating',
  'Thought-Provoking Questions & Reflections',
  'Deep Communication',
  'SEO & Engagement',
  'Communication & Empathy',
  'Digital Communication',
  'Personal Growth & Reflection',
  'Family & Parenting',
  'Friendship & Social Life',
  'Science & Research',
  'Professional & Workplace',
  'Relationships & Connection',
  'Meaningful Conversations',
  'Trending Topics',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** The optional catalogue number of an article is an integer in this range. */
export const ARTICLE_NUMBER_MIN = 201;
export const ARTICLE_NUMBER_MAX = 300;

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === 'string' && CATEGORIES.some((category) => categoryId(category) === value);
}

/** URL-safe id of a category, used in the catalogue's ?category= filter and stored with each question. */
export function categoryId(category: Category): CategoryId {
  return category
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') as CategoryId;
}

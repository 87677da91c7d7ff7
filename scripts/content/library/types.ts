// Shapes of the hand-written library the article generator assembles bodies from.
import type { Category } from '../../../lib/content/categories';

/** The languages a library can be written in. `enx` is "Enhanced English": a more polished, vivid rewrite. */
export type LibLang = 'en' | 'enx' | 'de' | 'es' | 'fa';
export type OriginalLang = 'en' | 'de' | 'es' | 'fa';

export interface TitleSpec {
  /** The article title as it appears in the catalogue. */
  title: string;
  /** A noun phrase naming the article's subject, woven into the intro and the closing ("about {topic}"). */
  topic: string;
  /** One or two sentences specific to this title, appended to the intro. */
  angle: string;
}

export interface EnglishTitleSpec extends TitleSpec {
  /** How many articles carry this title (the 2nd, 3rd... get a numbered slug suffix and a title variant). */
  copies: number;
  /** The original is written in another language; its text then comes from that language's library. */
  original?: Exclude<OriginalLang, 'en'>;
}

export interface Section {
  heading: string;
  paragraphs: string[];
}

export interface ListBlock {
  heading: string;
  lead: string;
  items: string[];
  ordered?: boolean;
  /** An optional sentence after the list. */
  after?: string;
}

export interface CategoryText<T extends TitleSpec = TitleSpec> {
  titles: T[];
  sections: Section[];
  lists: ListBlock[];
  /** Example questions, shown as one of the list sections. */
  questions: { heading: string; lead: string; items: string[] };
  /** Intro and closing frames ({topic}) that replace the common ones, for a category they do not suit. */
  intros?: string[];
  closings?: string[];
  /** Descriptions ({topic}) for the 2nd, 3rd... copy of a title, replacing the common ones. */
  descriptions?: string[];
}

export interface CategoryLibrary {
  category: Category;
  en: CategoryText<EnglishTitleSpec>;
  /** Hand-translated versions, index for index the same as `en`. Only some categories have them. */
  translations?: { enx: CategoryText; de: CategoryText; es: CategoryText; fa: CategoryText };
}

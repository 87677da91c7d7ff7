import original from '@/messages/original.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import fa from '@/messages/fa.json';
import es from '@/messages/es.json';
import type { Lang } from './languages';

/** The shape of every messages file is the shape of the "original" one; a test fails when another file differs. */
export type Messages = typeof original;

const MESSAGES: Record<Lang, Messages> = { original, en, de, fa, es };

export function loadMessages(lang: Lang): Messages {
  return MESSAGES[lang];
}

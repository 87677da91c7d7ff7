import type { Lang } from '@/lib/i18n/languages';
import { localeOf } from '../../_ui/format';

/** A share as a whole percentage, in the page's digits. */
export const percentText = (lang: Lang, share: number) =>
  new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 0 }).format(share);

/** A count in the page's digits (Persian ones in fa). */
export const countText = (lang: Lang, value: number) => new Intl.NumberFormat(localeOf(lang)).format(value);

import type { Page } from '@playwright/test';

/** A microdata item as a search engine reads it: `@type`, and each property's values (one value: not an array). */
export type MicrodataItem = { '@type': string } & Record<string, unknown>;

/**
 * Reads the page's top-level microdata items by the HTML standard's rules: a property belongs to the nearest
 * enclosing `itemscope`; its value is a nested item, a `content` (meta), an absolute URL (a, link), a `datetime`
 * (time), or the element's text. The type is the last part of `itemtype` (`https://schema.org/QAPage` → `QAPage`).
 */
export function readMicrodata(page: Page): Promise<MicrodataItem[]> {
  return page.evaluate(() => {
    type Item = Record<string, unknown>;
    const read = (scope: Element): Item => {
      const item: Item = { '@type': (scope.getAttribute('itemtype') ?? '').split('/').pop() };
      for (const element of scope.querySelectorAll('[itemprop]')) {
        if (element.parentElement?.closest('[itemscope]') !== scope) continue;
        let value: unknown;
        if (element.hasAttribute('itemscope')) value = read(element);
        else if (element instanceof HTMLMetaElement) value = element.content;
        else if (element instanceof HTMLAnchorElement || element instanceof HTMLLinkElement) value = element.href;
        else if (element instanceof HTMLTimeElement) value = element.dateTime;
        else value = element.textContent?.trim() ?? '';
        for (const name of element.getAttribute('itemprop')!.split(/\s+/)) {
          const previous = item[name];
          item[name] =
            previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
        }
      }
      return item;
    };
    return [...document.querySelectorAll('[itemscope]:not([itemprop])')].map((scope) => read(scope) as MicrodataItem);
  });
}

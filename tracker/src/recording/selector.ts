/**
 * A CSS selector for a clicked element, readable and stable across page loads, unique in its document when one can be
 * found: an id, else a stable attribute (test ids, `name`), else a `tag:nth-of-type` path up to the nearest ancestor
 * that has one, as short as uniqueness allows. Values that look personal (an email, a run of digits such as a user
 * number) are never used, since the selector is recorded as is.
 */

const STABLE_ATTRIBUTES = ['data-testid', 'data-test', 'data-cy', 'data-qa', 'name'];
const PERSONAL = /@|\d{3}/;

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

function isUnique(root: ParentNode, selector: string, element: Element): boolean {
  try {
    const found = root.querySelectorAll(selector);
    return found.length === 1 && found[0] === element;
  } catch {
    return false;
  }
}

/** `#id` or `tag[attr="value"]` when it names exactly this element in `root`. */
function anchor(element: Element, root: ParentNode): string | null {
  const id = element.id;
  if (id && !PERSONAL.test(id)) {
    const selector = /^[A-Za-z_][\w-]*$/.test(id) ? `#${id}` : `[id=${quote(id)}]`;
    if (isUnique(root, selector, element)) return selector;
  }
  const tag = element.localName;
  for (const name of STABLE_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (!value || PERSONAL.test(value)) continue;
    const selector = `${tag}[${name}=${quote(value)}]`;
    if (isUnique(root, selector, element)) return selector;
  }
  return null;
}

/** `tag`, with `:nth-of-type(n)` when a sibling has the same tag. */
function step(element: Element): string {
  const tag = element.localName;
  const parent = element.parentElement;
  if (!parent) return tag;
  let index = 0;
  let count = 0;
  for (const sibling of parent.children) {
    if (sibling.localName !== tag) continue;
    count++;
    if (sibling === element) index = count;
  }
  return count > 1 ? `${tag}:nth-of-type(${index})` : tag;
}

export function selectorFor(target: Element): string {
  const root = target.getRootNode() as ParentNode;
  const steps: string[] = [];
  for (let element: Element | null = target; element; element = element.parentElement) {
    const named = anchor(element, root);
    if (named) {
      steps.unshift(named);
      break;
    }
    steps.unshift(step(element));
    if (element.localName === 'body' || element.localName === 'html') break;
  }
  // The shortest tail of the path that is still unique (the whole path is, unless the DOM is odd).
  for (let from = steps.length - 1; from > 0; from--) {
    const selector = steps.slice(from).join(' > ');
    if (isUnique(root, selector, target)) return selector;
  }
  return steps.join(' > ');
}

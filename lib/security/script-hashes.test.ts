import { createHash } from 'node:crypto';
import { hashedContentSecurityPolicy, inlineScriptHashes, PRERENDERED_CONTENT_SECURITY_POLICY, MEMBER_HINT_SCRIPT_HASH } from './headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('pages that hold members’ writing allow exactly their own inline scripts, by hash', () => {
  test('every executable inline script of the page is hashed as written; scripts with src and data blocks are not', () => {
    const push = 'self.__next_f.push([1,"ü <\\u002fscript>"])';
    const html = `<!DOCTYPE html><html><head><script src="/_next/static/a.js" async=""></script><script>${push}</script></head><body>
      <script type="application/ld+json">{"@context":"https://schema.org"}</script><SCRIPT nonce="x">(self.__next_s=[])</SCRIPT>
      <script type="module">import "/x.js"</script><script></script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(push), sha('(self.__next_s=[])'), sha('import "/x.js"'), sha('')]);
  });

  test('the policy has no unsafe-inline, names the hashes and the member hint, and keeps the other directives', () => {
    const policy = hashedContentSecurityPolicy([sha('a'), sha('b'), sha('a')]);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc.split(' ')).toEqual(expect.arrayContaining(["'self'", sha('a'), sha('b'), MEMBER_HINT_SCRIPT_HASH]));
    expect(scriptSrc.split(' ').filter((word) => word === sha('a'))).toHaveLength(1);
    const others = (p: string) => p.split('; ').filter((directive) => !directive.startsWith('script-src '));
    expect(others(policy)).toEqual(others(PRERENDERED_CONTENT_SECURITY_POLICY));
  });
});

import { createHash } from 'node:crypto';
import {
  hashedContentSecurityPolicy,
  ownInlineScriptHashes,
  PRERENDERED_CONTENT_SECURITY_POLICY,
  MEMBER_HINT_SCRIPT_HASH,
} from './headers';
import { MEMBER_HINT_SCRIPT } from '@/lib/auth/member-hint';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('pages that hold members’ writing allow exactly the site’s and Next.js’s own inline scripts, by hash', () => {
  // As Next.js writes them (next/dist/server/app-render/use-flight-response.js), escaped for HTML as it escapes them.
  const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])';
  const withFormState = `${bootstrap};self.__next_f.push([2,[{"ok":true},"k1"]])`;
  const text = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\nü \\u003c/script\\u003e"])';
  const binary = 'self.__next_f.push([3,"AAEC"])';

  test('the member hint and Next.js’s flight scripts are hashed as written, whatever their attributes', () => {
    const html = `<!DOCTYPE html><html><head><script>${MEMBER_HINT_SCRIPT}</script><script src="/_next/static/a.js" async=""></script></head>
      <body><script type="application/ld+json">{"@context":"https://schema.org"}</script><SCRIPT nonce="x">${bootstrap}</SCRIPT>
      <script>${text}</script><script>${binary}</script><script>${withFormState}</script><script></script></body></html>`;
    expect(ownInlineScriptHashes(html)).toEqual([
      MEMBER_HINT_SCRIPT_HASH,
      sha(bootstrap),
      sha(text),
      sha(binary),
      sha(withFormState),
    ]);
  });

  test('a script member content injected is not hashed, nor one dressed up as a flight push with code after or inside it', () => {
    const injected = [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"]),alert(1)',
      'self.__next_f.push([1,"x"])\nalert(1)//)',
      'self.__next_f.push([1,alert(1)])',
      'self.__next_f.push([1,"x"],alert(1))',
      'self.__next_f.push([1,"x",alert(1)])',
      'self.__next_f.push([9,"x"])',
      `${bootstrap};alert(1)`,
      `${bootstrap};self.__next_f.push([2,{}]);alert(1)`,
      `alert(1);${bootstrap}`,
      ` ${bootstrap}`,
      `${MEMBER_HINT_SCRIPT};alert(1)`,
    ];
    const html = `<html><body><script>${bootstrap}</script><p>${injected.map((script) => `<script>${script}</script>`).join('</p><p>')}</p>
      <script type="module">import "/x.js"</script><script nonce="x">(self.__next_s=[])</script><script>${text}</script></body></html>`;
    expect(ownInlineScriptHashes(html)).toEqual([sha(bootstrap), sha(text)]);
  });

  test('the policy has no unsafe-inline, names the hashes and the member hint, and keeps the other directives', () => {
    const policy = hashedContentSecurityPolicy([sha('a'), sha('b'), sha('a')]);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc.split(' ')).toEqual(
      expect.arrayContaining(["'self'", sha('a'), sha('b'), MEMBER_HINT_SCRIPT_HASH]),
    );
    expect(scriptSrc.split(' ').filter((word) => word === sha('a'))).toHaveLength(1);
    const others = (p: string) => p.split('; ').filter((directive) => !directive.startsWith('script-src '));
    expect(others(policy)).toEqual(others(PRERENDERED_CONTENT_SECURITY_POLICY));
  });
});

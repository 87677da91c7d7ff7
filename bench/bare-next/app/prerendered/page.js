// A prerendered page (x-nextjs-cache: HIT when served) at a static path. Its HTML is replaced after the build by the
// site's article bytes (bench/lib/server.mjs startBareNext), so Next.js serves exactly what the site serves, by the
// same code path as the site's prerendered pages: the framework's own cost for a prerendered page.
export default function Prerendered() {
  return <main>replaced after the build</main>;
}

/** The browser tests' pages: small, self-contained, each loading the built tracker the way the site will. */

const loader = (options: Record<string, unknown>, flagsFirst = false) => `
<script type="module">
  const { createTracker } = await import('/tracker/tracker.js');
  window.tracker = createTracker({ projectKey: 'test', ingestPoint: '/ingest', workerUrl: '/tracker/worker.js', ...${JSON.stringify(options)} });
  ${flagsFirst ? 'await window.tracker.reloadFlags(); window.flagsBeforeStart = window.tracker.activity + " " + window.tracker.isFlagEnabled("new-editor");' : ''}
  window.startResult = await window.tracker.start();
  document.documentElement.dataset.tracker = window.tracker.activity;
</script>`;

const layout = (title: string, body: string, options: Record<string, unknown>) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body { font: 16px sans-serif; margin: 0; } canvas { border: 1px solid #888; } .tall { height: 3000px; }</style>
</head><body>${body}${options === NO_TRACKER ? '' : loader(options)}</body></html>`;

const NO_TRACKER = {};

const nav = `<nav id="top"><a id="to-one" href="/page/one">One</a> <a id="to-two" href="/page/two">Two</a> <a id="to-three" href="/page/three">Three</a> <a id="to-plain" href="/plain">Away</a></nav>`;

// A canvas that draws a new picture on every pointer move, so each snapshot differs.
const canvas = `<canvas id="drawing" width="200" height="120"></canvas>
<script>
  const c = document.getElementById('drawing'), g = c.getContext('2d');
  let hue = 0;
  g.fillStyle = '#fff'; g.fillRect(0, 0, 200, 120);
  c.addEventListener('pointermove', (e) => { hue = (hue + 7) % 360; g.fillStyle = 'hsl(' + hue + ',80%,50%)'; g.fillRect(e.offsetX - 4, e.offsetY - 4, 8, 8); });
</script>`;

const form = `<p class="contact" title="Write to office@parley.test">Contact: office@parley.test, room 4711</p>
<label>Email <input id="email" type="email" placeholder="you@example.com"></label>
<label>Digits <input id="digits" inputmode="numeric"></label>
<label>Password <input id="password" type="password"></label>
<button data-testid="hi" onclick="this.textContent = 'Hi again'">Say hi</button>`;

/**
 * The frustration lab (frustration.spec.ts): an element for each kind of click, each named by what a click on it is
 * (`rage-…` is clicked in quick runs, `dead-…` answers nothing, `error-…` throws; the rest answer, take focus or
 * navigate), so the recorded sessions label themselves.
 */
const lab = `<p id="status" aria-live="polite">Ready</p>
<button id="rage-save" type="button">Save</button>
<div id="dead-card" class="card" style="cursor:pointer;padding:8px;border:1px solid #888">A card that looks clickable</div>
<span id="dead-badge" style="cursor:pointer;font-weight:bold">New</span>
<button id="ok-show" type="button" onclick="document.getElementById('status').textContent = 'Shown ' + Date.now()">Show</button>
<button id="ok-more" type="button" onclick="document.getElementById('more').hidden = !document.getElementById('more').hidden">More</button>
<p id="more" hidden>More text</p>
<button id="error-vote" type="button" onclick="window.missingVote.count++">Vote</button>
<button id="error-like" type="button" onclick="document.getElementById('status').textContent = 'Liked ' + Date.now(); JSON.parse('{')">Like</button>
<form onsubmit="return false">
  <label for="field-name">Name</label> <input id="field-name" name="name">
  <label>Note <textarea id="field-note" name="note"></textarea></label>
  <select id="field-size" name="size"><option>S</option><option>M</option></select>
</form>
<a id="slow-next" href="/lab?delay=2500">Next (slow)</a>
<div class="tall"></div>`;

export function renderPage(url: URL, options: Record<string, unknown>): string | null {
  switch (url.pathname) {
    case '/page/one':
    case '/page/two':
    case '/page/three': {
      const name = url.pathname.slice('/page/'.length);
      return layout(`Page ${name}`, `${nav}<h1>Page ${name}</h1>${form}${canvas}`, options);
    }
    case '/flags-first/one':
    case '/flags-first/two':
      // As the site does: the flags are asked for before the recording starts.
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Flags first</title></head><body>${nav}<a id="to-flags-two" href="/flags-first/two">Next</a>${loader(options, true)}</body></html>`;
    case '/lab':
      return layout('Lab', `${nav}<h1>Lab</h1>${lab}`, options);
    case '/plain':
      return layout('No tracker', `${nav}<p>This page has no tracker.</p>`, NO_TRACKER);
    case '/big': {
      // `?paragraphs=` sizes the page: about 220 bytes of snapshot each.
      const paragraphs = Array.from(
        { length: Math.min(2_000, Number(url.searchParams.get('paragraphs')) || 400) },
        (_, i) => `<p class="para">Paragraph ${i}: ${'deep conversation and personal growth '.repeat(4)}</p>`,
      ).join('');
      return layout('Big page', `${nav}${paragraphs}`, options);
    }
    case '/tag':
      return layout(
        'Tags',
        `${nav}<div class="tall">Scroll down</div><div class="promo" style="height:80px;background:#fc0">Promo</div><div class="tall"></div>`,
        options,
      );
    case '/shop':
      return layout(
        'Shop',
        `${nav}<p>Shop</p><button id="look">Look around</button><button id="buy">Buy now</button>`,
        options,
      );
    case '/leave':
      // Records a last event and leaves at once (a navigation-bar link on the site is a full page load).
      return layout(
        'Leaving',
        `${nav}<button id="leave" onclick="tracker.event('last-words', { n: Number(this.dataset.n || 0) }); location.href = '/page/two'">Leave</button>
        <button id="leave-big" onclick="tracker.event('big-last-words', { noise: noise(200000) }); location.href = '/page/two'">Leave big</button>
        <script>
          // Text that does not compress: the batch stays over the 64 KiB keepalive quota after gzip.
          function noise(length) {
            let text = '';
            while (text.length < length) text += btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(3072))));
            return text;
          }
        </script>`,
        options,
      );
    default:
      return null;
  }
}

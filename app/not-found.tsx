import './globals.css';

// Reached only for paths the language proxy does not rewrite into [lang] (it rewrites every page path), so the
// text is in the default language.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main id="main" className="page narrow">
          <h1>Page not found</h1>
          <p>We could not find the page you were looking for.</p>
          <p>
            <a href="/?lang=original">Go to the start page</a>
          </p>
        </main>
      </body>
    </html>
  );
}

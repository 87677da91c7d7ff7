// The static-throughput baseline (bench/static-throughput.mjs): a Next.js app of the site's version with nothing but
// one prerendered page and one prerendered route handler, both answering the site's own HTML, and no proxy, headers or
// rewrites: what the framework itself costs.
const bareNextConfig = {};

export default bareNextConfig;

import robots from './robots';

test('robots.txt keeps crawlers off the API and the ingest and never names the studio, which is a 404 for anyone but the product team', () => {
  const rules = robots().rules;
  const text = JSON.stringify(rules);
  expect(text).not.toMatch(/studio/i);
  expect(rules).toEqual([{ userAgent: '*', allow: '/', disallow: ['/api/', '/ingest/'] }]);
});

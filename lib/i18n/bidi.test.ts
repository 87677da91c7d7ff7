import { isolate } from './bidi';

test('a text value is isolated (FSI … PDI), a number is left for the message to format', () => {
  expect(isolate('userCountry is DE')).toBe('\u2068userCountry is DE\u2069');
  expect(isolate(12)).toBe(12);
});

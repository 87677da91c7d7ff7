import { render, screen } from '@testing-library/react';
import { useSelectedLayoutSegment } from 'next/navigation';
import { SiteChrome } from './SiteChrome';

jest.mock('next/navigation', () => ({ useSelectedLayoutSegment: jest.fn() }));

test.each([
  ['the landing page', null, true],
  ['an article', 'articles', true],
  ['the not-found screen', 'not-found-screen', true],
  ['the studio', 'studio', false],
])("the site's bar and footer are on %s: %s", (_, segment, shown) => {
  jest.mocked(useSelectedLayoutSegment).mockReturnValue(segment);
  render(
    <SiteChrome>
      <header>The site&apos;s bar</header>
    </SiteChrome>,
  );
  expect(screen.queryByText("The site's bar") !== null).toBe(shown);
});

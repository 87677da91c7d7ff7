import { render } from '@testing-library/react';
import { TrendChart } from './TrendChart';

const points = ['Dec 1', 'Dec 2', 'Dec 3', 'Dec 4', 'Dec 5'].map((label, i) => ({ label, current: i, previous: 1 }));

test("the first and last time labels end at the plot's edges (a centred last label was cut off by the frame)", () => {
  const { container } = render(
    <TrendChart points={points} title="Sessions" format={String} legend={{ current: 'now', previous: 'before' }} />,
  );
  const labels = [...container.querySelectorAll('text.tick')]
    .filter((tick) => tick.textContent?.startsWith('Dec'))
    .map((tick) => [tick.textContent, tick.getAttribute('text-anchor')]);
  expect(labels).toEqual([
    ['Dec 1', 'start'],
    ['Dec 3', 'middle'],
    ['Dec 5', 'end'],
  ]);
});

test("the legend takes its own text's direction, not the chart's left-to-right (a Persian legend reads right to left)", () => {
  const { container } = render(
    <TrendChart
      points={points}
      title="نشست‌ها"
      format={String}
      legend={{ current: 'این دوره', previous: 'دورهٔ پیش' }}
    />,
  );
  expect(container.querySelector('figure')?.getAttribute('dir')).toBe('ltr');
  expect(container.querySelector('figcaption')?.getAttribute('dir')).toBe('auto');
});

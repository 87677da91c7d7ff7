import { render, screen } from '@testing-library/react';
import { JourneyFlow, type JourneyFlowNode } from './JourneyFlow';

const node = (key: string, sessions: number): JourneyFlowNode => ({
  key,
  label: key || 'left',
  sessions,
  end: key === '',
});
const columns = [[node('/a', 4)], [node('/b', 3), node('', 1)]];
const links = [
  { step: 0, from: '/a', to: '/b', sessions: 3 },
  { step: 0, from: '/a', to: '', sessions: 1 },
];

function draw(backward: boolean) {
  const { container } = render(
    <JourneyFlow columns={columns} links={links} backward={backward} title="Journeys from /a" format={String} />,
  );
  const rects = [...container.querySelectorAll('rect')].map((rect) => ({
    x: Number(rect.getAttribute('x')),
    height: Number(rect.getAttribute('height')),
  }));
  const bands = [...container.querySelectorAll('path')].map((path) => ({
    width: Number(path.getAttribute('stroke-width')),
    end: path.classList.contains('end'),
  }));
  return { rects, bands };
}

describe('journey flow', () => {
  test('one image named by its title; a node per page and end, as tall as its sessions, bands as wide as theirs', () => {
    const { rects, bands } = draw(false);
    expect(screen.getByRole('img', { name: 'Journeys from /a' })).toBeInTheDocument();
    expect(screen.getByText('/b · 3')).toBeInTheDocument();
    expect(screen.getByText('left · 1')).toBeInTheDocument();
    expect(rects[1]!.height / rects[2]!.height).toBeCloseTo(3, 5);
    expect(rects[0]!.height).toBeCloseTo(rects[1]!.height + rects[2]!.height, 5);
    expect(bands.map((band) => band.width / bands[1]!.width)).toEqual([3, 1]);
    expect(bands.map((band) => band.end)).toEqual([false, true]);
  });

  test('forward the page is the first column on the left; backward it is on the right, the steps before it to its left', () => {
    const forward = draw(false).rects;
    expect(forward[0]!.x).toBeLessThan(forward[1]!.x);
    document.body.innerHTML = '';
    const backward = draw(true).rects;
    expect(backward[0]!.x).toBeGreaterThan(backward[1]!.x);
  });
});

import { act, render, screen } from '@testing-library/react';
import { WebcamVideo, type Webcam } from './WebcamVideo';

const strings: Webcam['strings'] = {
  heading: 'Webcam: Study',
  label: 'The participant’s webcam',
  noVideo: {
    insecure: 'No video: the page was not served over https.',
    'no-device': 'No video: no camera or microphone was found.',
    refused: 'No video: permission refused.',
    failed: 'No video: the camera or microphone did not start.',
    none: 'No video: this test records none.',
  },
  noVideoYet: 'No video uploaded.',
  noVideoNow: 'No video at this moment of the replay.',
  coverage: 'Video covers 90% of the test.',
  gaps: 'Moments of the test without video',
  gap: 'No video from {from} to {to}: go there',
};
/** The replay's timeline starts at 100,000 (ms, session clock); its moments read as whole seconds from there. */
const moment = (jump = jest.fn()) => ({ clock: (ms: number) => `${ms / 1000}s`, origin: 100_000, jump });
const segments = [
  { url: '/v/0', startedAt: 100_000, durationMs: 9_000 },
  { url: '/v/1', startedAt: 110_500, durationMs: 9_500 },
];

describe("the replay's webcam panel", () => {
  it('says how much of the test has video and lists its gaps, each a jump to that moment', async () => {
    const jump = jest.fn();
    render(
      <WebcamVideo
        segments={segments}
        media="recording"
        gaps={[{ from: 109_000, to: 110_500 }]}
        strings={strings}
        now={100_000}
        playing={false}
        speed={1}
        moment={moment(jump)}
      />,
    );
    expect(screen.getByTestId('webcam-coverage')).toHaveTextContent('Video covers 90% of the test.');
    const gaps = screen.getByRole('list', { name: 'Moments of the test without video' });
    expect(gaps).toHaveTextContent('9s–10.5s');
    await act(async () => screen.getByRole('button', { name: 'No video from 9s to 10.5s: go there' }).click());
    expect(jump).toHaveBeenCalledWith(9_000);
  });

  it('shows no frame in a gap between two segments of known length, and says there is no video there', () => {
    const { container, rerender } = render(
      <WebcamVideo
        segments={segments}
        media="recording"
        gaps={[{ from: 109_000, to: 110_500 }]}
        strings={strings}
        now={105_000}
        playing={false}
        speed={1}
        moment={moment()}
      />,
    );
    expect(container.querySelector('video')).toHaveAttribute('src', '/v/0');
    expect(screen.queryByText('No video at this moment of the replay.')).toBeNull();
    rerender(
      <WebcamVideo
        segments={segments}
        media="recording"
        gaps={[{ from: 109_000, to: 110_500 }]}
        strings={strings}
        now={109_800}
        playing={false}
        speed={1}
        moment={moment()}
      />,
    );
    expect(container.querySelector('video')).not.toHaveAttribute('src');
    expect(screen.getByText('No video at this moment of the replay.')).toBeVisible();
  });

  it.each([
    ['insecure', 'No video: the page was not served over https.'],
    ['no-device', 'No video: no camera or microphone was found.'],
    ['refused', 'No video: permission refused.'],
    ['failed', 'No video: the camera or microphone did not start.'],
    ['none', 'No video: this test records none.'],
    ['recording', 'No video uploaded.'],
  ] as const)('without video, says why (the begin signal said %s)', (media, why) => {
    render(
      <WebcamVideo
        segments={[]}
        media={media}
        gaps={null}
        strings={strings}
        now={0}
        playing={false}
        speed={1}
        moment={moment()}
      />,
    );
    expect(screen.getByTestId('webcam-none')).toHaveTextContent(why);
  });
});

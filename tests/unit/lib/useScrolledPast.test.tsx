import { act, render, screen } from '@testing-library/react';
import { useScrolledPast } from '../../../src/lib/useScrolledPast';

function Probe() {
  return <p>{useScrolledPast(50) ? 'past' : 'top'}</p>;
}

let position = 0;
let reads = 0;

beforeAll(() => {
  Object.defineProperty(window, 'scrollY', {
    configurable: true,
    get: () => {
      reads += 1;
      return position;
    },
  });
});

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

function scrollTo(y: number) {
  position = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useScrolledPast', () => {
  it('reads the position in the frame after mounting, never while rendering', async () => {
    position = 120;
    reads = 0;
    render(<Probe />);
    expect(reads).toBe(0);
    expect(screen.getByText('top')).toBeInTheDocument();
    await nextFrame();
    expect(reads).toBeGreaterThan(0);
    expect(screen.getByText('past')).toBeInTheDocument();
  });

  it('follows the scroll, past the offset and back', async () => {
    render(<Probe />);
    await nextFrame();
    scrollTo(10);
    expect(screen.getByText('top')).toBeInTheDocument();
    scrollTo(51);
    expect(screen.getByText('past')).toBeInTheDocument();
    scrollTo(0);
    expect(screen.getByText('top')).toBeInTheDocument();
  });
});

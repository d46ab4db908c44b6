// The build's rewrite of an SVG imported `?raw` (config/webpack/inlineSvgLoader.mjs): smaller,
// drawn the same, and still valid where it lands, inside a page's HTML.
import fs from 'node:fs';
import path from 'node:path';
import { inlineSvg } from '../../../config/webpack/inlineSvgLoader.mjs';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const rewrite = (file: string) => inlineSvg(read(file), path.join(root, file));

function parse(markup: string) {
  const host = document.createElement('div');
  host.innerHTML = markup;
  const svg = host.firstElementChild;
  if (!(svg instanceof SVGSVGElement)) throw new Error(`not an <svg>: ${markup.slice(0, 40)}`);
  return svg;
}

describe('inline SVG', () => {
  const icon = 'node_modules/bootstrap-icons/icons/github.svg';

  test('an icon keeps its box, size and colour, and loses what HTML does not need', () => {
    const before = read(icon);
    const after = rewrite(icon);
    expect(after.length).toBeLessThan(before.length);
    expect(after).not.toContain('xmlns');
    const svg = parse(after);
    expect(svg.getAttribute('viewBox')).toBe('0 0 16 16');
    expect(svg.getAttribute('width')).toBe('16');
    expect(svg.getAttribute('height')).toBe('16');
    expect(svg.getAttribute('fill')).toBe('currentColor');
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
  });

  test('a drawing keeps the ids its <use> elements name, so they still resolve on the page', () => {
    const drawing = 'src/features/home/hero.svg';
    const svg = parse(rewrite(drawing));
    const used = [...svg.querySelectorAll('use')].map((use) => use.getAttribute('href'));
    expect(used.length).toBeGreaterThan(0);
    for (const href of used) {
      expect(href).toMatch(/^#hero-/);
      expect(svg.querySelector(href as string)).not.toBeNull();
    }
    expect(read(drawing)).toContain('id="hero-clip"');
    expect(svg.querySelector('#hero-clip')).not.toBeNull();
  });
});

// Each case study's generated share image (config/covers/caseStudyCovers.mjs, drawn by
// coverArt.mjs like the posts' covers): one per case study of src/content/caseStudies.ts, in its
// product's style, the same picture from the same data, none shared; the browser build writes
// its PNG, the prerenderer's Node build only names it.
import { caseStudyShareImages } from '../../../src/content/caseStudies.covers';
import { caseStudies } from '../../../src/content/caseStudies';
import { COVER_MOTIFS } from '../../../src/content/blog/covers';
import { products } from '../../../src/content/products';
import {
  caseStudyCover,
  coverPng,
  CASE_STUDY_STYLES,
  CUSTOM_WORK,
} from '../../../config/covers/coverArt.mjs';
import { MOTIFS } from '../../../config/covers/coverMotifs.mjs';
import {
  caseStudyCovers,
  caseStudyCoversModuleCode,
} from '../../../config/covers/caseStudyCovers.mjs';
import { emitCovers } from '../../../config/covers/emitCovers.mjs';

const { covers } = caseStudyCovers();

it('has a style for every product and one for custom work, each with a motif', () => {
  expect(Object.keys(CASE_STUDY_STYLES).sort()).toEqual(
    [...products.map((product) => product.slug), CUSTOM_WORK].sort(),
  );
  for (const style of Object.values(CASE_STUDY_STYLES)) expect(COVER_MOTIFS).toContain(style.motif);
});

it('gives every case study its own picture, in its product’s style, with no text', () => {
  expect(covers.map((cover) => cover.slug)).toEqual(caseStudies.map((c) => c.slug));
  expect(new Set(covers.map((cover) => cover.svg)).size).toBe(caseStudies.length);
  for (const [index, { slug, product }] of caseStudies.entries()) {
    const { file, svg } = covers[index]!;
    expect(file).toMatch(new RegExp(`^/static/media/covers/case-studies/${slug}\\.[0-9a-f]{8}$`));
    const style = CASE_STUDY_STYLES[product ?? CUSTOM_WORK]!;
    expect(svg).toContain(`<stop offset="0" stop-color="${style.from}"/>`);
    expect(svg).toContain(MOTIFS[style.motif]!.art[0]!);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).not.toMatch(/<text|<image|href="http/);
  }
});

it('draws the same picture from the same slug and Indonesian title, a new one from new data', () => {
  const { slug, title, product } = caseStudies[0]!;
  const cover = caseStudyCover({ slug, title: title.id, product });
  expect(cover).toEqual({ file: covers[0]!.file, svg: covers[0]!.svg });
  expect(caseStudyCover({ slug, title: `${title.id}!`, product }).svg).not.toBe(cover.svg);
  expect(caseStudyCover({ slug: `${slug}-2`, title: title.id, product }).svg).not.toBe(cover.svg);
  expect(() => caseStudyCover({ slug: 'baru', title: 'Baru', product: 'tidak-ada' })).toThrow(
    'baru: no cover style for the product "tidak-ada"',
  );
});

it('hands the page each share image as a PNG by slug, the same in jest as in the build', () => {
  const expected = Object.fromEntries(covers.map((cover) => [cover.slug, `${cover.file}.png`]));
  expect(caseStudyShareImages).toEqual(expected);
  const { code } = caseStudyCoversModuleCode({ esm: true });
  expect(code).toBe(`export const caseStudyShareImages = ${JSON.stringify(expected)};\n`);
});

it('renders each as a 1200×630 PNG, written by the browser build only', async () => {
  const png = coverPng(covers[0]!.svg);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(png.length).toBeGreaterThan(5_000); // a picture, not an empty canvas

  const emitted = async (target: string) => {
    const emitFile = jest.fn();
    await emitCovers({ target, emitFile }, covers, { page: false });
    return emitFile.mock.calls.map(([name]) => name as string);
  };
  // The share image only: no page shows a case study's cover.
  expect(await emitted('web')).toEqual(covers.map((cover) => `${cover.file.slice(1)}.png`));
  expect(await emitted('node20')).toEqual([]);
});

// How we work: one record for both languages, and Beranda's short version follows it.
import { howWeWorkCopy, howWeWorkSteps } from '../../../src/content/company/howWeWork';
import { homeContent } from '../../../src/content/home';
import { SUPPORTED_LANGUAGES } from '../../../src/lib/i18n';

describe('how we work', () => {
  it('runs discovery, design, build, launch and support, in that order', () => {
    expect(howWeWorkSteps.map((step) => step.key)).toEqual([
      'discovery',
      'design',
      'build',
      'launch',
      'support',
    ]);
  });

  it.each(SUPPORTED_LANGUAGES)(
    'says in %s what we do and what the client does at each step',
    (lng) => {
      for (const text of Object.values(howWeWorkCopy)) expect(text[lng].trim()).not.toBe('');
      for (const step of howWeWorkSteps) {
        for (const text of [step.title, step.we, step.you]) expect(text[lng].trim()).not.toBe('');
      }
      // The two languages are translations, not copies of one another.
      expect(howWeWorkSteps.map((step) => step.you.id)).not.toEqual(
        howWeWorkSteps.map((step) => step.you.en),
      );
    },
  );

  it.each(SUPPORTED_LANGUAGES)('names the same steps on Beranda (%s)', (lng) => {
    expect(homeContent[lng].process.steps.map((step) => step.title)).toEqual(
      howWeWorkSteps.map((step) => step.title[lng]),
    );
    expect(homeContent[lng].process.eyebrow).toBe(howWeWorkCopy.eyebrow[lng]);
  });
});

// The WhatsApp button's message (docs/product.md#whatsapp): each public page's route names what
// it is about in its handle, from the same source as the page's title; the button reads the
// deepest matched route's answer.
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import {
  createMemoryRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { routes } from '../../../../src/app/routes';
import { makeStore } from '../../../../src/app/store';
import { allPosts } from '../../../../src/content/blog/blogIndex';
import { careerRoles } from '../../../../src/content/careers';
import { caseStudies } from '../../../../src/content/caseStudies';
import { company } from '../../../../src/content/company';
import { findProduct } from '../../../../src/content/products';
import {
  englishPrerenderPaths,
  prerenderPaths,
} from '../../../../src/app/prerender/prerenderPaths';
import type { Language } from '../../../../src/lib/i18n';
import { hasLanguageTwin, localizePath, stripLanguage } from '../../../../src/lib/languagePaths';
import { paths } from '../../../../src/lib/paths';
import {
  whatsappMessage,
  whatsappTopicOf,
  type WhatsAppHandle,
  type WhatsAppTopic,
} from '../../../../src/lib/whatsappTopic';
import { createTestI18n } from '../../renderWithProviders';

const NUMBER = company.whatsapp.replace(/\D/g, '');

const post = allPosts.find((candidate) => candidate.versions.en)!;
const role = careerRoles[0]!;
const caseStudy = caseStudies[0]!;
const kasir = findProduct('kasir-warung')!;

/** The text the button's wa.me link prefills. */
function prefilled(link: HTMLElement): string | null {
  const url = new URL(link.getAttribute('href') ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${NUMBER}`);
  return url.searchParams.get('text');
}

function renderAt(path: string, language: Language) {
  const router = createMemoryRouter(routes, { initialEntries: [localizePath(path, language)] });
  render(
    <Provider store={makeStore()}>
      <I18nextProvider i18n={createTestI18n(language)}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
}

const button = (language: Language) =>
  screen.findByRole('link', { name: language === 'en' ? 'Chat on WhatsApp' : 'Chat WhatsApp' });

describe('the message per kind of page', () => {
  const t = (language: Language) => createTestI18n(language).t;

  it.each<[WhatsAppTopic, string, string]>([
    [
      { kind: 'product', name: 'Segara Kasir' },
      'Halo Segara Digital, saya ingin tahu lebih lanjut tentang Segara Kasir.',
      'Hello Segara Digital, I would like to know more about Segara Kasir.',
    ],
    [
      { kind: 'role', name: 'Android Engineer (Kotlin)' },
      'Halo Segara Digital, saya ingin bertanya tentang lowongan Android Engineer (Kotlin).',
      'Hello Segara Digital, I would like to ask about the Android Engineer (Kotlin) position.',
    ],
    [
      { kind: 'post', name: 'Kantor baru' },
      'Halo Segara Digital, saya membaca artikel “Kantor baru” dan ingin bertanya lebih lanjut.',
      'Hello Segara Digital, I read the article “Kantor baru” and have a question about it.',
    ],
    [
      { kind: 'caseStudy', name: 'Satu kalender' },
      'Halo Segara Digital, saya membaca studi kasus “Satu kalender” dan ingin membuat proyek serupa.',
      'Hello Segara Digital, I read the case study “Satu kalender” and would like a similar project.',
    ],
    [
      { kind: 'company' },
      'Halo Segara Digital, saya ingin tahu lebih lanjut tentang perusahaan Anda.',
      'Hello Segara Digital, I would like to know more about your company.',
    ],
    [
      { kind: 'help' },
      'Halo Segara Digital, saya butuh bantuan.',
      'Hello Segara Digital, I need some help.',
    ],
    [
      { kind: 'products' },
      'Halo Segara Digital, saya ingin tahu produk mana yang cocok untuk usaha saya.',
      'Hello Segara Digital, I would like to know which of your products suits my business.',
    ],
    [
      { kind: 'careers' },
      'Halo Segara Digital, saya ingin bertanya tentang lowongan kerja di Segara Digital.',
      'Hello Segara Digital, I would like to ask about working at Segara Digital.',
    ],
    [
      { kind: 'blog' },
      'Halo Segara Digital, saya membaca blog Anda dan ingin bertanya.',
      'Hello Segara Digital, I was reading your blog and have a question.',
    ],
    [
      { kind: 'caseStudies' },
      'Halo Segara Digital, saya ingin membuat proyek seperti di studi kasus Anda.',
      'Hello Segara Digital, I would like a project like the ones in your case studies.',
    ],
    [
      { kind: 'general' },
      'Halo Segara Digital, saya ingin bertanya.',
      'Hello Segara Digital, I have a question.',
    ],
  ])('%j reads as a person would write it, in both languages', (topic, id, en) => {
    expect(whatsappMessage(topic, t('id'))).toBe(id);
    expect(whatsappMessage(topic, t('en'))).toBe(en);
  });
});

describe('the handle lookup', () => {
  const page = { t: createTestI18n('en').t, language: 'en' as const };

  it("takes the deepest route's topic, given that route's loader data and the language", () => {
    const outer: WhatsAppHandle = { whatsapp: () => ({ kind: 'company' }) };
    const inner: WhatsAppHandle = {
      whatsapp: ({ data, language }) => ({
        kind: 'product',
        name: `${(data as { name: string }).name} (${language})`,
      }),
    };
    expect(
      whatsappTopicOf(
        [
          { handle: outer },
          { handle: inner, data: { name: 'Segara Kasir' } },
          // A deeper route that says nothing about WhatsApp leaves the choice to those above.
          { handle: { closing: 'none' } },
          {},
        ],
        page,
      ),
    ).toEqual({ kind: 'product', name: 'Segara Kasir (en)' });
  });

  it('finds no topic where no route gives one', () => {
    expect(whatsappTopicOf([{}, { handle: { navbar: 'topbar' } }], page)).toBeUndefined();
  });

  /** The handle of every route of `path`, as it is once the route's `lazy` has run. */
  async function loadedHandles(path: string): Promise<(WhatsAppHandle | undefined)[]> {
    const matches = matchRoutes(routes, path) ?? [];
    return Promise.all(
      matches.map(async ({ route }) => {
        const loaded = await (route.lazy as (() => Promise<RouteObject>) | undefined)?.();
        return (loaded?.handle ?? route.handle) as WhatsAppHandle | undefined;
      }),
    );
  }

  // The prerendered pages: the public ones (with a twin in the other language) name a topic;
  // auth pages, template docs, landing demos and template pages do not, so they get no button.
  it.each([...prerenderPaths(), ...englishPrerenderPaths()])('%s', async (path) => {
    const named = (await loadedHandles(path)).some((handle) => handle?.whatsapp);
    expect(named).toBe(hasLanguageTwin(stripLanguage(path)));
  });

  it.each(['/pages/account/dashboard', '/pages/account/settings'])(
    'the admin page %s names none',
    async (path) => {
      expect((await loadedHandles(path)).some((handle) => handle?.whatsapp)).toBe(false);
    },
  );
});

describe.each(['id', 'en'] as const)('the button on the page (%s)', (language) => {
  const i18n = createTestI18n(language);
  const t = i18n.t.bind(i18n);

  /**
   * The page's own title, from the document title: without the site's suffix, nor the section's
   * name that follows a product's or a role's name (it keeps each language's title its own).
   */
  const pageTitle = () => document.title.replace(/(?: · [^·—]+)? — Segara Digital$/, '');

  it.each([
    [paths.product(kasir.slug), 'product'],
    [paths.blogPost(post.id), 'post'],
    [paths.career(role.slug), 'role'],
    [paths.caseStudy(caseStudy.slug), 'caseStudy'],
  ] as const)('%s names the page by its title', async (path, kind) => {
    renderAt(path, language);
    const link = await button(language);
    await screen.findByRole('heading', { level: 1 });
    expect(prefilled(link)).toBe(whatsappMessage({ kind, name: pageTitle() }, t));
  });

  it('names the product as a person would', async () => {
    renderAt(paths.product(kasir.slug), language);
    expect(prefilled(await button(language))).toBe(
      language === 'en'
        ? `Hello Segara Digital, I would like to know more about ${kasir.name}.`
        : `Halo Segara Digital, saya ingin tahu lebih lanjut tentang ${kasir.name}.`,
    );
  });

  it.each([
    [paths.home, 'company'],
    [paths.company.about, 'company'],
    [paths.company.team, 'company'],
    [paths.company.careers, 'careers'],
    [paths.blog, 'blog'],
    [paths.products, 'products'],
    [paths.caseStudies, 'caseStudies'],
    [paths.contact, 'general'],
    [paths.company.securityPrivacy, 'general'],
    ['/halaman-tidak-ada', 'general'],
  ] as const)('%s asks about %s', async (path, kind) => {
    renderAt(path, language);
    expect(prefilled(await button(language))).toBe(whatsappMessage({ kind }, t));
  });
});

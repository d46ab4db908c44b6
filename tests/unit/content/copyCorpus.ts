// Every piece of the site's own copy as plain strings, by language: the content modules'
// strings (Localized branches and { id, en } pairs), the translation files and the blog posts.
// Template pages (src/content/template) are demo copy, marked "Contoh template", and left out.
import fs from 'node:fs';
import path from 'node:path';
import { aboutContent } from '../../../src/content/company/about';
import { certificationsContent } from '../../../src/content/company/certifications';
import { helpContent } from '../../../src/content/company/help';
import { howWeWorkCopy, howWeWorkSteps } from '../../../src/content/company/howWeWork';
import { securityPrivacyContent } from '../../../src/content/company/securityPrivacy';
import { careerRoles, careersPageContent } from '../../../src/content/careers';
import { caseStudies, caseStudyCardCopy } from '../../../src/content/caseStudies';
import { caseStudyDetails, caseStudyPagesCopy } from '../../../src/content/caseStudyDetails';
import { clientProofCopy, clients } from '../../../src/content/clients';
import { contactContent } from '../../../src/content/contact';
import { homeContent } from '../../../src/content/home';
import { productDetails } from '../../../src/content/productDetails';
import { pricingCopy, productPlans } from '../../../src/content/productPlans';
import { productsOverviewContent } from '../../../src/content/productsOverview';
import { productTeasers } from '../../../src/content/productTeasers';
import { teamMembers } from '../../../src/content/team';
import { teamPageContent } from '../../../src/content/teamPage';

export type Lang = 'id' | 'en';
export interface CopyText {
  source: string;
  lang: Lang;
  text: string;
}

const root = path.resolve(__dirname, '../../..');

/** Strings under `value`, in `lang`: an { id, en } object picks its branch; { value, label } joins. */
function strings(value: unknown, lang: Lang, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, lang, out));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('id' in record && 'en' in record) {
      strings(record[lang], lang, out);
    } else {
      if (typeof record.value === 'string' && typeof record.label === 'string') {
        out.push(`${record.value} ${record.label}`);
      }
      Object.values(record).forEach((item) => strings(item, lang, out));
    }
  }
  return out;
}

const modules: Record<string, unknown> = {
  about: aboutContent,
  certifications: certificationsContent,
  help: helpContent,
  howWeWork: { howWeWorkCopy, howWeWorkSteps },
  securityPrivacy: securityPrivacyContent,
  careers: careersPageContent,
  careerRoles,
  caseStudies,
  caseStudyCardCopy,
  caseStudyDetails,
  caseStudyPagesCopy,
  clients,
  clientProofCopy,
  contact: contactContent,
  home: homeContent,
  productDetails,
  productTeasers,
  productPlans,
  pricingCopy,
  productsOverview: productsOverviewContent,
  team: teamMembers,
  teamPage: teamPageContent,
};

export function copyCorpus(): CopyText[] {
  const corpus: CopyText[] = [];
  for (const lang of ['id', 'en'] as const) {
    for (const [source, content] of Object.entries(modules)) {
      for (const text of strings(content, lang)) corpus.push({ source, lang, text });
    }
    const localeDir = path.join(root, 'public/locales', lang);
    for (const file of fs.readdirSync(localeDir)) {
      const locale = JSON.parse(fs.readFileSync(path.join(localeDir, file), 'utf8')) as unknown;
      for (const text of strings(locale, lang))
        corpus.push({ source: `locales/${lang}/${file}`, lang, text });
    }
  }
  const postsDir = path.join(root, 'src/content/blog/posts');
  for (const file of fs.readdirSync(postsDir).filter((name) => name.endsWith('.md'))) {
    const lang: Lang = file.endsWith('.en.md') ? 'en' : 'id';
    const text = fs.readFileSync(path.join(postsDir, file), 'utf8');
    corpus.push({ source: `posts/${file}`, lang, text });
  }
  return corpus;
}

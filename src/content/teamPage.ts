// Copy of /tentang/semua-tim, once per language; its figures come from the team list.
import type { Localized } from '../lib/useLanguage';
import { numberWord, teamSize, teamTowns, townsText } from './teamFacts';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const teamPageContent: Localized<{
  meta: { title: string; description: string };
  header: { eyebrow: string; title: string; lead: string };
  joinTitle: string;
  joinText: string;
  joinLink: string;
}> = {
  id: {
    meta: {
      title: 'Semua Tim',
      description:
        'Kenali tim Segara Digital: insinyur, desainer, dan pendamping klien yang membangun perangkat lunak dari Denpasar.',
    },
    header: {
      eyebrow: 'Perusahaan',
      title: 'Semua Tim',
      lead: `${capitalised(numberWord(teamSize, 'id'))} orang di ${townsText(teamTowns, 'id')} yang merancang, membangun, dan merawat aplikasi klien kami — dan menulis blog ini.`,
    },
    joinTitle: 'Ingin bergabung?',
    joinText: 'Kami sedang mencari rekan baru di Denpasar dan jarak jauh.',
    joinLink: 'Lihat lowongan',
  },
  en: {
    meta: {
      title: 'Our team',
      description:
        'Meet the Segara Digital team: engineers, designers and client partners building software from Denpasar.',
    },
    header: {
      eyebrow: 'Company',
      title: 'Our team',
      lead: `${capitalised(numberWord(teamSize, 'en'))} people in ${townsText(teamTowns, 'en')} who design, build and look after our clients’ apps — and write this blog.`,
    },
    joinTitle: 'Want to join us?',
    joinText: 'We are looking for new colleagues in Denpasar and remote.',
    joinLink: 'See open roles',
  },
};

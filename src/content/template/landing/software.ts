import terminal from 'bootstrap-icons/icons/terminal.svg?raw';
import git from 'bootstrap-icons/icons/git.svg?raw';
import boxes from 'bootstrap-icons/icons/boxes.svg?raw';
import shield from 'bootstrap-icons/icons/shield-lock.svg?raw';
import github from 'bootstrap-icons/icons/github.svg?raw';
import gitlab from 'bootstrap-icons/icons/gitlab.svg?raw';
import docker from 'bootstrap-icons/icons/box-seam.svg?raw';
import cloud from 'bootstrap-icons/icons/cloud-check.svg?raw';
import type { LandingRecord } from '../types';
import { demoFaq } from '../shared/faq';

/** /landing/software — a developer tool: dark hero with code, integrations, steps. */
export const landing: LandingRecord = {
  demo: 'software',
  brand: 'Rilis',
  theme: { accent: '#4338ca', soft: '#f0f0fc', dark: '#111133' },
  meta: {
    title: { id: 'Demo perangkat lunak', en: 'Software demo' },
    description: {
      id: 'Contoh halaman arahan untuk alat pengembang.',
      en: 'A sample landing page for a developer tool.',
    },
  },
  hero: {
    variant: 'dark',
    eyebrow: { id: 'CI/CD untuk tim kecil', en: 'CI/CD for small teams' },
    title: {
      id: 'Dari commit ke produksi dalam tiga menit.',
      en: 'From commit to production in three minutes.',
    },
    lead: {
      id: 'Build, uji, dan rilis otomatis di server dekat pengguna Anda di Indonesia.',
      en: 'Build, test and release automatically on servers close to your users in Indonesia.',
    },
    primary: { id: 'Mulai dengan GitHub', en: 'Start with GitHub' },
    secondary: { id: 'Baca dokumentasi', en: 'Read the docs' },
    points: [{ id: 'Gratis untuk proyek open source', en: 'Free for open-source projects' }],
    art: { kind: 'code' },
  },
  sections: [
    {
      type: 'features',
      style: 'list',
      heading: {
        eyebrow: { id: 'Fitur', en: 'Features' },
        title: { id: 'Pipeline tanpa YAML panjang', en: 'Pipelines without pages of YAML' },
      },
      items: [
        {
          icon: terminal,
          title: { id: 'Konfigurasi singkat', en: 'Short configuration' },
          text: {
            id: 'Kami mengenali proyek Node, Go, dan Python sendiri.',
            en: 'We detect Node, Go and Python projects ourselves.',
          },
        },
        {
          icon: git,
          title: { id: 'Pratinjau per cabang', en: 'Per-branch previews' },
          text: {
            id: 'Setiap PR mendapat alamatnya sendiri.',
            en: 'Every PR gets its own address.',
          },
        },
        {
          icon: boxes,
          title: { id: 'Cache cerdas', en: 'Smart caching' },
          text: { id: 'Build ulang hanya yang berubah.', en: 'Rebuild only what changed.' },
        },
        {
          icon: shield,
          title: { id: 'Rahasia aman', en: 'Safe secrets' },
          text: {
            id: 'Kunci terenkripsi, tidak pernah di log.',
            en: 'Encrypted keys, never in logs.',
          },
        },
      ],
    },
    {
      type: 'integrations',
      heading: {
        eyebrow: { id: 'Integrasi', en: 'Integrations' },
        title: { id: 'Bekerja dengan repositori Anda', en: 'Works with your repositories' },
      },
      items: [
        {
          name: 'GitHub',
          icon: github,
          text: { id: 'Status di setiap PR.', en: 'Status on every PR.' },
        },
        {
          name: 'GitLab',
          icon: gitlab,
          text: { id: 'Pipeline dari merge request.', en: 'Pipelines from merge requests.' },
        },
        { name: 'Docker', icon: docker, text: { id: 'Image apa saja.', en: 'Any image.' } },
        {
          name: 'Cloud',
          icon: cloud,
          text: { id: 'Rilis ke server Anda.', en: 'Release to your servers.' },
        },
      ],
    },
    {
      type: 'steps',
      heading: {
        eyebrow: { id: 'Alur', en: 'Flow' },
        title: { id: 'Empat langkah, sekali atur', en: 'Four steps, set up once' },
      },
      items: [
        {
          title: { id: 'Hubungkan repo', en: 'Connect a repo' },
          text: {
            id: 'Satu klik dari GitHub atau GitLab.',
            en: 'One click from GitHub or GitLab.',
          },
        },
        {
          title: { id: 'Build', en: 'Build' },
          text: { id: 'Di mesin 8 inti.', en: 'On 8-core machines.' },
        },
        {
          title: { id: 'Uji', en: 'Test' },
          text: { id: 'Unit dan browser, paralel.', en: 'Unit and browser, in parallel.' },
        },
        {
          title: { id: 'Rilis', en: 'Release' },
          text: {
            id: 'Bertahap, dengan rollback satu klik.',
            en: 'Gradual, with one-click rollback.',
          },
        },
      ],
    },
    {
      type: 'stats',
      items: [
        { value: '3 mnt', label: { id: 'rata-rata pipeline', en: 'average pipeline' } },
        { value: '18 ms', label: { id: 'latensi ke Jakarta', en: 'latency to Jakarta' } },
        { value: '850+', label: { id: 'tim pengguna', en: 'teams' } },
        {
          value: '0',
          label: { id: 'rilis gagal tanpa rollback', en: 'failed releases without rollback' },
        },
      ],
    },
    {
      type: 'faq',
      heading: {
        eyebrow: { id: 'FAQ', en: 'FAQ' },
        title: { id: 'Pertanyaan pengembang', en: 'Developer questions' },
      },
      items: demoFaq,
    },
    {
      type: 'cta',
      title: { id: 'Rilis berikutnya, otomatis.', en: 'Your next release, automatic.' },
      lead: {
        id: 'Gratis hingga 500 menit build per bulan.',
        en: 'Free up to 500 build minutes a month.',
      },
      primary: { id: 'Mulai sekarang', en: 'Start now' },
      secondary: { id: 'Hubungi sales', en: 'Talk to sales' },
    },
  ],
};

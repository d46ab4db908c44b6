// Demo plans (rupiah per month) for the SaaS landings and the template pricing page.
import type { Plan } from '../types';

export const demoPlans: readonly Plan[] = [
  {
    name: { id: 'Pemula', en: 'Starter' },
    monthly: 0,
    yearly: 0,
    lead: {
      id: 'Untuk mencoba dengan satu tim kecil.',
      en: 'For trying it out with one small team.',
    },
    features: [
      { id: '3 pengguna', en: '3 users' },
      { id: '1 proyek', en: '1 project' },
      { id: 'Bantuan lewat email', en: 'Email support' },
    ],
  },
  {
    name: { id: 'Bisnis', en: 'Business' },
    monthly: 249000,
    yearly: 199000,
    lead: { id: 'Untuk usaha yang sedang tumbuh.', en: 'For a growing business.' },
    features: [
      { id: '25 pengguna', en: '25 users' },
      { id: 'Proyek tanpa batas', en: 'Unlimited projects' },
      { id: 'Laporan dan ekspor', en: 'Reports and exports' },
      { id: 'Bantuan WhatsApp', en: 'WhatsApp support' },
    ],
    featured: true,
  },
  {
    name: { id: 'Korporat', en: 'Enterprise' },
    monthly: 749000,
    yearly: 599000,
    lead: {
      id: 'Untuk banyak cabang dan kebutuhan audit.',
      en: 'For many branches and audit needs.',
    },
    features: [
      { id: 'Pengguna tanpa batas', en: 'Unlimited users' },
      { id: 'Masuk tunggal (SSO)', en: 'Single sign-on (SSO)' },
      { id: 'Log audit', en: 'Audit log' },
      { id: 'Manajer akun khusus', en: 'A dedicated account manager' },
    ],
  },
];

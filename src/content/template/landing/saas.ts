import kanban from 'bootstrap-icons/icons/kanban.svg?raw';
import chat from 'bootstrap-icons/icons/chat-square-text.svg?raw';
import clock from 'bootstrap-icons/icons/clock-history.svg?raw';
import lock from 'bootstrap-icons/icons/lock.svg?raw';
import slack from 'bootstrap-icons/icons/slack.svg?raw';
import github from 'bootstrap-icons/icons/github.svg?raw';
import google from 'bootstrap-icons/icons/google.svg?raw';
import whatsapp from 'bootstrap-icons/icons/whatsapp.svg?raw';
import type { LandingRecord } from '../types';
import { demoFaq } from '../shared/faq';
import { demoPlans } from '../shared/plans';

/** /landing/saas — a project-management SaaS: centred hero with the product, pricing. */
export const landing: LandingRecord = {
  demo: 'saas',
  brand: 'Alurkerja',
  theme: { accent: '#1d4ed8', soft: '#eef3fe', dark: '#0f1b3d' },
  meta: {
    title: { id: 'Demo SaaS', en: 'SaaS demo' },
    description: {
      id: 'Contoh halaman arahan untuk aplikasi SaaS manajemen proyek.',
      en: 'A sample landing page for a project-management SaaS.',
    },
  },
  hero: {
    variant: 'centered',
    eyebrow: { id: 'Manajemen proyek', en: 'Project management' },
    title: {
      id: 'Semua pekerjaan tim, di satu papan.',
      en: 'All of your team’s work, on one board.',
    },
    lead: {
      id: 'Tugas, tenggat, dan diskusi di satu tempat — tanpa rapat status tiap pagi.',
      en: 'Tasks, deadlines and discussion in one place — without a status meeting every morning.',
    },
    primary: { id: 'Coba 14 hari', en: 'Try it for 14 days' },
    secondary: { id: 'Jadwalkan demo', en: 'Book a demo' },
    points: [
      { id: 'Tanpa kartu kredit', en: 'No credit card' },
      { id: 'Batalkan kapan saja', en: 'Cancel any time' },
    ],
    art: { kind: 'dashboard' },
  },
  sections: [
    {
      type: 'clients',
      title: { id: 'Dipakai tim di seluruh Indonesia', en: 'Used by teams across Indonesia' },
      names: ['Nusa Logistik', 'Bali Villas', 'Kopi Batur', 'Ombak Surf', 'KSP Sejahtera'],
    },
    {
      type: 'features',
      style: 'list',
      heading: {
        eyebrow: { id: 'Fitur', en: 'Features' },
        title: { id: 'Dirancang untuk tim kecil yang sibuk', en: 'Designed for small, busy teams' },
      },
      items: [
        {
          icon: kanban,
          title: { id: 'Papan dan daftar', en: 'Boards and lists' },
          text: {
            id: 'Lihat pekerjaan sebagai papan, daftar, atau kalender.',
            en: 'See work as a board, a list or a calendar.',
          },
        },
        {
          icon: chat,
          title: { id: 'Diskusi di tugas', en: 'Discussion on tasks' },
          text: {
            id: 'Komentar ada di tempat pekerjaannya.',
            en: 'Comments live where the work is.',
          },
        },
        {
          icon: clock,
          title: { id: 'Catatan waktu', en: 'Time tracking' },
          text: {
            id: 'Tahu berapa jam sebuah proyek benar-benar memakan waktu.',
            en: 'Know how many hours a project really takes.',
          },
        },
        {
          icon: lock,
          title: { id: 'Hak akses', en: 'Permissions' },
          text: {
            id: 'Klien hanya melihat yang boleh mereka lihat.',
            en: 'Clients see only what they should.',
          },
        },
      ],
    },
    {
      type: 'integrations',
      heading: {
        eyebrow: { id: 'Integrasi', en: 'Integrations' },
        title: { id: 'Tersambung dengan alat Anda', en: 'Connected to your tools' },
      },
      items: [
        {
          name: 'Slack',
          icon: slack,
          text: { id: 'Notifikasi di kanal tim.', en: 'Notifications in team channels.' },
        },
        {
          name: 'GitHub',
          icon: github,
          text: { id: 'Tugas tertutup saat PR digabung.', en: 'Tasks close when a PR merges.' },
        },
        {
          name: 'Google Workspace',
          icon: google,
          text: { id: 'Masuk dan kalender.', en: 'Sign-in and calendar.' },
        },
        {
          name: 'WhatsApp',
          icon: whatsapp,
          text: { id: 'Pengingat tenggat.', en: 'Deadline reminders.' },
        },
      ],
    },
    {
      type: 'pricing',
      heading: {
        eyebrow: { id: 'Harga', en: 'Pricing' },
        title: { id: 'Harga yang jelas', en: 'Clear pricing' },
        lead: { id: 'Bayar tahunan, hemat 20%.', en: 'Pay yearly and save 20%.' },
      },
      plans: demoPlans,
    },
    {
      type: 'testimonials',
      heading: {
        eyebrow: { id: 'Pelanggan', en: 'Customers' },
        title: { id: 'Tim yang lebih tenang', en: 'Calmer teams' },
      },
      items: [
        {
          quote: {
            id: 'Rapat pagi kami sekarang sepuluh menit.',
            en: 'Our morning stand-up is now ten minutes.',
          },
          name: 'Dewi Anggraini',
          role: { id: 'COO, Nusa Logistik', en: 'COO, Nusa Logistik' },
        },
        {
          quote: {
            id: 'Klien bisa melihat progres tanpa bertanya.',
            en: 'Clients see progress without asking.',
          },
          name: 'Rizky Pratama',
          role: { id: 'Pendiri, Studio Rupa', en: 'Founder, Studio Rupa' },
        },
        {
          quote: {
            id: 'Pindah dari spreadsheet hanya butuh sehari.',
            en: 'Moving off spreadsheets took one day.',
          },
          name: 'Kadek Wulan',
          role: { id: 'Manajer, Bali Villas', en: 'Manager, Bali Villas' },
        },
      ],
    },
    {
      type: 'faq',
      heading: {
        eyebrow: { id: 'FAQ', en: 'FAQ' },
        title: { id: 'Sebelum Anda mendaftar', en: 'Before you sign up' },
      },
      items: demoFaq,
    },
    {
      type: 'subscribe',
      title: { id: 'Kabar produk bulanan', en: 'Monthly product news' },
      lead: {
        id: 'Satu email sebulan tentang fitur baru. Tanpa spam.',
        en: 'One email a month about new features. No spam.',
      },
      button: { id: 'Berlangganan', en: 'Subscribe' },
    },
  ],
};

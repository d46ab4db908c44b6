// How a project runs, step by step, with what the client does at each step: one record for
// both languages, shown on /tentang (anchors.howWeWork) and linked from the closing band.
import type { Localized } from '../../lib/useLanguage';

export type HowWeWorkStepKey = 'discovery' | 'design' | 'build' | 'launch' | 'support';

export interface HowWeWorkStep {
  key: HowWeWorkStepKey;
  title: Localized<string>;
  /** What we do. */
  we: Localized<string>;
  /** What the client does at the same step. */
  you: Localized<string>;
}

export const howWeWorkCopy = {
  eyebrow: { id: 'Cara kami bekerja', en: 'How we work' },
  title: {
    id: 'Dari percakapan pertama sampai bertahun-tahun setelah rilis',
    en: 'From the first conversation to years after launch',
  },
  lead: {
    id: 'Lima langkah yang sama di setiap proyek. Di setiap langkah Anda tahu apa yang kami kerjakan dan apa yang kami perlukan dari Anda.',
    en: 'The same five steps on every project. At each one you know what we are doing and what we need from you.',
  },
  we: { id: 'Yang kami kerjakan', en: 'What we do' },
  you: { id: 'Peran Anda', en: 'Your part' },
} satisfies Record<string, Localized<string>>;

export const howWeWorkSteps: HowWeWorkStep[] = [
  {
    key: 'discovery',
    title: { id: 'Kenali', en: 'Discovery' },
    we: {
      id: 'Kami mendengarkan, datang ke tempat kerja Anda bila perlu, dan menuliskan masalah yang ingin diselesaikan beserta perkiraan biaya dan waktu.',
      en: 'We listen, visit where you work if it helps, and write down the problem to solve with an estimate of cost and time.',
    },
    you: {
      id: 'Ceritakan cara kerja Anda hari ini, tunjukkan buku, lembar kerja, atau aplikasi yang dipakai, dan tunjuk satu orang yang bisa memutuskan.',
      en: 'Tell us how you work today, show us the notebooks, spreadsheets or apps you use, and name one person who can decide.',
    },
  },
  {
    key: 'design',
    title: { id: 'Rancang', en: 'Design' },
    we: {
      id: 'Sketsa layar dan prototipe yang bisa dicoba di ponsel, sebelum satu baris kode pun ditulis.',
      en: 'Screen sketches and a prototype you can try on a phone, before a single line of code is written.',
    },
    you: {
      id: 'Coba prototipenya bersama orang yang nanti memakainya, lalu beri masukan dan persetujuan tertulis.',
      en: 'Try the prototype with the people who will use it, then give us feedback and a written sign-off.',
    },
  },
  {
    key: 'build',
    title: { id: 'Bangun', en: 'Build' },
    we: {
      id: 'Pengembangan dalam sprint dua mingguan, dengan demo di akhir setiap sprint dan daftar pekerjaan yang selalu bisa Anda lihat.',
      en: 'Development in two-week sprints, a demo at the end of each one, and a task list you can always see.',
    },
    you: {
      id: 'Hadiri demo, siapkan konten, akses, dan data yang kami perlukan tepat waktu, dan katakan bila ada yang tidak sesuai.',
      en: 'Come to the demos, get us the content, access and data we need on time, and tell us when something is off.',
    },
  },
  {
    key: 'launch',
    title: { id: 'Luncurkan', en: 'Launch' },
    we: {
      id: 'Pemindahan data lama, pelatihan di tempat Anda, dan pendampingan langsung di hari-hari pertama aplikasi dipakai.',
      en: 'Moving your old data over, training on site, and someone at your side during the first days of use.',
    },
    you: {
      id: 'Pilih tanggal yang tidak jatuh di musim ramai, kirim staf ke pelatihan, dan uji aplikasi dengan pekerjaan sungguhan.',
      en: 'Pick a date outside your busy season, send your staff to the training, and test the app with real work.',
    },
  },
  {
    key: 'support',
    title: { id: 'Rawat', en: 'Support' },
    we: {
      id: 'Pembaruan keamanan, pemantauan, cadangan data, perbaikan, dan laporan bulanan selama aplikasi dipakai.',
      en: 'Security updates, monitoring, backups, fixes and a monthly report for as long as the app is in use.',
    },
    you: {
      id: 'Laporkan masalah lewat kanal dukungan, beri tahu kami rencana usaha Anda, dan putuskan bersama fitur berikutnya.',
      en: 'Report problems through the support channel, tell us your plans, and decide the next features with us.',
    },
  },
];

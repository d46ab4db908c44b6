// A small typed index of recent blog posts for teasers (the home page). The Markdown blog
// will replace this module; callers only rely on `latestPosts(n)` and `PostSummary`.
import type { BlogCategory } from '../../lib/paths';
import type { Localized } from '../../lib/useLanguage';

export interface PostSummary {
  /** The URL segment: paths.blogPost(id). */
  id: string;
  title: Localized<string>;
  /** Publication day, ISO `YYYY-MM-DD`. */
  date: string;
  category: BlogCategory;
  summary: Localized<string>;
}

const posts: PostSummary[] = [
  {
    id: 'install-segara-kasir-di-tablet-android',
    title: {
      id: 'Memasang Segara Kasir di tablet Android dalam 15 menit',
      en: 'Installing Segara Kasir on an Android tablet in 15 minutes',
    },
    date: '2026-10-02',
    category: 'install',
    summary: {
      id: 'Dari mengunduh aplikasi sampai mencetak struk pertama: langkah demi langkah untuk pemilik warung, tanpa perlu teknisi.',
      en: 'From downloading the app to printing the first receipt: a step-by-step guide for warung owners, no technician needed.',
    },
  },
  {
    id: 'qris-dinamis-untuk-kasir-warung',
    title: {
      id: 'Menerima QRIS dinamis di aplikasi kasir: panduan untuk pengembang',
      en: 'Accepting dynamic QRIS in a point-of-sale app: a developer guide',
    },
    date: '2026-11-18',
    category: 'tutorial',
    summary: {
      id: 'Cara membuat kode QR per transaksi, menunggu notifikasi pembayaran, dan menangani transaksi yang kedaluwarsa tanpa membuat kasir bingung.',
      en: 'How to create a QR code per transaction, wait for the payment notification and handle expired payments without confusing the cashier.',
    },
  },
  {
    id: 'webhook-pembayaran-tidak-sampai',
    title: {
      id: 'Webhook pembayaran tidak sampai? Lima hal yang perlu diperiksa',
      en: 'Payment webhooks not arriving? Five things to check',
    },
    date: '2026-10-21',
    category: 'troubleshoot',
    summary: {
      id: 'Sertifikat TLS, firewall, tanda tangan yang salah dihitung, dan dua penyebab lain yang paling sering kami temui saat integrasi payment gateway.',
      en: 'TLS certificates, firewalls, miscomputed signatures and two other causes we meet most often when integrating a payment gateway.',
    },
  },
  {
    id: 'catatan-lokakarya-desa-digital-tabanan',
    title: {
      id: 'Catatan dari lokakarya desa digital di Tabanan',
      en: 'Notes from a village digitalisation workshop in Tabanan',
    },
    date: '2026-11-05',
    category: 'berita-umum',
    summary: {
      id: 'Apa yang kami pelajari dari tiga hari bersama perangkat desa: surat yang paling sering diminta, kendala sinyal, dan mengapa pelatihan lebih penting dari fitur.',
      en: 'What three days with village officials taught us: the letters people ask for most, patchy signal, and why training matters more than features.',
    },
  },
];

/** The `n` newest posts, newest first. */
export function latestPosts(n: number): PostSummary[] {
  // ISO dates sort correctly as strings; copy first so the index keeps its order.
  return [...posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, Math.max(0, n));
}

// Beranda's copy in Indonesian. Company facts come from company.ts.
import { company } from './company';
import { facts, listText } from './facts';
import type { HomeContent } from './home';

export const homeContentId: HomeContent = {
  meta: {
    title: 'Aplikasi web dan mobile dari Bali',
    description:
      'Segara Digital membangun aplikasi web dan mobile untuk pariwisata, UMKM, koperasi, dan desa — dari studio kami di Denpasar, Bali.',
  },
  hero: {
    eyebrow: 'Studio perangkat lunak di Denpasar, Bali',
    title: 'Aplikasi web dan mobile yang bekerja sekeras Anda.',
    lead: 'Kami merancang, membangun, dan merawat aplikasi untuk vila dan hotel, UMKM, koperasi, dan desa — sederhana dipakai, tangguh saat sinyal lemah, dan siap menerima pembayaran.',
    primary: 'Ceritakan proyek Anda',
    secondary: 'Lihat produk kami',
    facts: [
      `Berdiri sejak ${company.foundedYear}`,
      `Studio di ${company.city}, rekan jarak jauh dari ${listText(facts.remoteTowns, 'id')}`,
      'Dukungan dalam bahasa Indonesia dan Inggris',
    ],
    illustrationTitle:
      'Ilustrasi laptop dan ponsel berisi aplikasi di depan candi bentar, matahari terbenam, dan ombak Bali',
  },
  services: {
    eyebrow: 'Layanan',
    title: 'Apa yang kami kerjakan',
    lead: 'Dari ide di atas kertas sampai aplikasi yang dipakai setiap hari, satu tim yang sama menemani Anda.',
    items: [
      {
        title: 'Aplikasi web khusus',
        text: 'Sistem pemesanan, dasbor, dan portal pelanggan yang dibuat sesuai alur kerja Anda, bukan sebaliknya.',
      },
      {
        title: 'Aplikasi mobile',
        text: 'Aplikasi Android dan iOS untuk tamu, pelanggan, atau staf lapangan — tetap berguna saat internet putus-sambung.',
      },
      {
        title: 'Integrasi sistem',
        text: 'Hubungkan aplikasi Anda dengan QRIS, payment gateway, e-invoicing, akuntansi, dan OTA agar data tidak diketik dua kali.',
      },
      {
        title: 'Perawatan dan dukungan',
        text: 'Pembaruan keamanan, pemantauan, cadangan data, dan tim yang bisa dihubungi saat ada masalah.',
      },
    ],
  },
  products: {
    eyebrow: 'Produk',
    title: 'Siap pakai untuk bisnis di Bali',
    lead: 'Tiga produk yang kami kembangkan dari pengalaman proyek, dipakai setiap hari oleh vila, warung, dan kantor desa.',
    more: 'Lihat produk',
    compare: 'Bandingkan produk dan harga',
  },
  process: {
    eyebrow: 'Cara kami bekerja',
    title: 'Lima langkah, tanpa kejutan',
    lead: 'Anda melihat kemajuan setiap dua minggu dan selalu tahu apa yang sedang dikerjakan.',
    steps: [
      {
        title: 'Kenali',
        text: 'Kami mendengarkan, mengunjungi tempat kerja Anda bila perlu, dan merumuskan masalah yang ingin diselesaikan.',
      },
      {
        title: 'Rancang',
        text: 'Sketsa layar dan prototipe yang bisa dicoba, sebelum satu baris kode pun ditulis.',
      },
      {
        title: 'Bangun',
        text: 'Pengembangan bertahap dengan demo rutin, sehingga masukan Anda langsung masuk ke produk.',
      },
      {
        title: 'Luncurkan',
        text: 'Data lama dipindahkan, tim Anda dilatih, dan kami mendampingi di hari-hari pertama.',
      },
      {
        title: 'Rawat',
        text: 'Pembaruan, pemantauan, dan perbaikan selama aplikasi dipakai.',
      },
    ],
  },
  posts: {
    eyebrow: 'Blog',
    title: 'Tulisan terbaru dari tim',
    lead: 'Panduan, catatan lapangan, dan solusi teknis dari proyek-proyek kami.',
    read: 'Baca artikel',
    all: 'Lihat semua artikel',
  },
};

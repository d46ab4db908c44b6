// Copy for Beranda (/home), once per language. Company facts come from company.ts.
import type { Localized } from '../lib/useLanguage';
import { company } from './company';

export interface HomeStep {
  title: string;
  text: string;
}

export interface HomeService {
  title: string;
  text: string;
}

export interface HomeContent {
  meta: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    primary: string;
    secondary: string;
    facts: string[];
    illustrationTitle: string;
  };
  services: {
    eyebrow: string;
    title: string;
    lead: string;
    /** In the order of the icons on the page: web, mobile, integration, maintenance. */
    items: [HomeService, HomeService, HomeService, HomeService];
  };
  products: {
    eyebrow: string;
    title: string;
    lead: string;
    /** Visible link text; the product name follows for screen readers. */
    more: string;
    /** The link to /produk, every product with its prices. */
    compare: string;
  };
  process: {
    eyebrow: string;
    title: string;
    lead: string;
    steps: [HomeStep, HomeStep, HomeStep, HomeStep];
  };
  posts: {
    eyebrow: string;
    title: string;
    lead: string;
    read: string;
    all: string;
  };
}

export const homeContent: Localized<HomeContent> = {
  id: {
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
        'Tim lokal di Denpasar',
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
      more: 'Pelajari',
      compare: 'Bandingkan produk dan harga',
    },
    process: {
      eyebrow: 'Cara kami bekerja',
      title: 'Empat langkah, tanpa kejutan',
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
          title: 'Dampingi',
          text: 'Pelatihan untuk tim Anda, peluncuran yang mulus, lalu perawatan selama aplikasi dipakai.',
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
  },
  en: {
    meta: {
      title: 'Web and mobile apps from Bali',
      description:
        'Segara Digital builds web and mobile apps for tourism, small businesses, cooperatives and villages — from our studio in Denpasar, Bali.',
    },
    hero: {
      eyebrow: 'A software studio in Denpasar, Bali',
      title: 'Web and mobile apps that work as hard as you do.',
      lead: 'We design, build and look after apps for villas and hotels, small businesses, cooperatives and villages — simple to use, sturdy on a weak signal, and ready to take payments.',
      primary: 'Tell us about your project',
      secondary: 'See our products',
      facts: [
        `Founded in ${company.foundedYear}`,
        'A local team in Denpasar',
        'Support in Indonesian and English',
      ],
      illustrationTitle:
        'Illustration of a laptop and phone showing an app in front of a Balinese split gate, a setting sun and waves',
    },
    services: {
      eyebrow: 'Services',
      title: 'What we do',
      lead: 'From an idea on paper to an app used every day, the same team stays with you.',
      items: [
        {
          title: 'Custom web apps',
          text: 'Booking systems, dashboards and customer portals shaped around the way you work, not the other way round.',
        },
        {
          title: 'Mobile apps',
          text: 'Android and iOS apps for guests, customers or field staff — still useful when the connection comes and goes.',
        },
        {
          title: 'System integration',
          text: 'Connect your app to QRIS, payment gateways, e-invoicing, accounting and OTAs so nothing is typed in twice.',
        },
        {
          title: 'Maintenance and support',
          text: 'Security updates, monitoring, backups, and a team you can reach when something goes wrong.',
        },
      ],
    },
    products: {
      eyebrow: 'Products',
      title: 'Ready to use for businesses in Bali',
      lead: 'Three products grown out of our project work, used every day by villas, warungs and village offices.',
      more: 'Explore',
      compare: 'Compare products and prices',
    },
    process: {
      eyebrow: 'How we work',
      title: 'Four steps, no surprises',
      lead: 'You see progress every two weeks and always know what is being worked on.',
      steps: [
        {
          title: 'Discover',
          text: 'We listen, visit your workplace when it helps, and pin down the problem worth solving.',
        },
        {
          title: 'Design',
          text: 'Screen sketches and a clickable prototype, before a single line of code is written.',
        },
        {
          title: 'Build',
          text: 'Development in small steps with regular demos, so your feedback goes straight into the product.',
        },
        {
          title: 'Support',
          text: 'Training for your team, a smooth launch, then care for as long as the app is in use.',
        },
      ],
    },
    posts: {
      eyebrow: 'Blog',
      title: 'Latest from the team',
      lead: 'Guides, field notes and technical fixes from our projects.',
      read: 'Read article',
      all: 'See all articles',
    },
  },
};

// Copy of the blog's list pages (/blog and /blog/<category>), once per language. The posts
// themselves are Markdown files in ./posts.
import type { BlogCategory } from '../../lib/paths';
import type { Localized } from '../../lib/useLanguage';

interface ListCopy {
  eyebrow: string;
  title: string;
  lead: string;
  /** For `<meta name="description">`. */
  description: string;
}

export interface BlogPagesContent {
  /** The blog's RSS feed in this language (build/rss.xml, build/en/rss.xml). */
  feed: { title: string; description: string };
  all: ListCopy;
  categories: Record<BlogCategory, ListCopy>;
}

export const blogPagesContent: Localized<BlogPagesContent> = {
  id: {
    feed: {
      title: 'Blog Segara Digital',
      description:
        'Tutorial, panduan instalasi, kode sumber, dan kabar dari Segara Digital, Denpasar.',
    },
    all: {
      eyebrow: 'Blog Segara Digital',
      title: 'Semua Post',
      lead: 'Panduan instalasi, tutorial, kode sumber, solusi masalah, kabar, dan acara dari tim kami di Denpasar — ditulis dari pekerjaan sehari-hari.',
      description:
        'Artikel dari tim Segara Digital: panduan instalasi, tutorial pemrograman, kode sumber, pemecahan masalah, berita, dan acara di Bali.',
    },
    categories: {
      install: {
        eyebrow: 'Kategori',
        title: 'Instalasi',
        lead: 'Langkah demi langkah memasang produk kami: di tablet warung, di printer struk, sampai di server hotel.',
        description:
          'Panduan instalasi Segara Kasir, Segara Reservasi, dan perangkat pendukungnya.',
      },
      tutorial: {
        eyebrow: 'Kategori',
        title: 'Tutorial',
        lead: 'Tutorial untuk pengembang: pembayaran QRIS, sinkronisasi kalender, aplikasi luring, lengkap dengan kode.',
        description: 'Tutorial pemrograman dari tim Segara Digital, lengkap dengan contoh kode.',
      },
      'source-code': {
        eyebrow: 'Kategori',
        title: 'Kode Sumber',
        lead: 'Kode yang kami buka untuk umum dan penjelasan cara kerjanya.',
        description: 'Kode sumber terbuka dari Segara Digital dan penjelasannya.',
      },
      troubleshoot: {
        eyebrow: 'Kategori',
        title: 'Pemecahan Masalah',
        lead: 'Masalah yang paling sering kami temui di lapangan, dan cara mengatasinya.',
        description: 'Solusi masalah umum: printer struk, webhook pembayaran, dan lainnya.',
      },
      'berita-umum': {
        eyebrow: 'Kategori',
        title: 'Berita Umum',
        lead: 'Kabar dari Segara Digital: kantor, tim, klien, dan pekerjaan kami bersama desa.',
        description: 'Berita dan kabar terbaru dari Segara Digital di Denpasar.',
      },
      acara: {
        eyebrow: 'Kategori',
        title: 'Acara',
        lead: 'Meetup, kelas, dan lokakarya yang kami adakan atau ikuti di Bali.',
        description: 'Acara, meetup, dan kelas dari Segara Digital di Bali.',
      },
    },
  },
  en: {
    feed: {
      title: 'Segara Digital blog',
      description:
        'Tutorials, installation guides, source code and news from Segara Digital, Denpasar.',
    },
    all: {
      eyebrow: 'Segara Digital blog',
      title: 'All posts',
      lead: 'Installation guides, tutorials, source code, fixes, news and events from our team in Denpasar — written from our everyday work.',
      description:
        'Articles from the Segara Digital team: installation guides, programming tutorials, source code, troubleshooting, news and events in Bali.',
    },
    categories: {
      install: {
        eyebrow: 'Category',
        title: 'Installation',
        lead: 'Step-by-step guides to installing our products: on a warung tablet, a receipt printer or a hotel server.',
        description: 'Installation guides for Segara Kasir, Segara Reservasi and their hardware.',
      },
      tutorial: {
        eyebrow: 'Category',
        title: 'Tutorials',
        lead: 'Tutorials for developers: QRIS payments, calendar sync, offline apps, with code.',
        description: 'Programming tutorials from the Segara Digital team, with code samples.',
      },
      'source-code': {
        eyebrow: 'Category',
        title: 'Source Code',
        lead: 'Code we have opened to everyone, and how it works.',
        description: 'Open source code from Segara Digital, explained.',
      },
      troubleshoot: {
        eyebrow: 'Category',
        title: 'Troubleshooting',
        lead: 'The problems we meet most often in the field, and how to fix them.',
        description: 'Fixes for common problems: receipt printers, payment webhooks and more.',
      },
      'berita-umum': {
        eyebrow: 'Category',
        title: 'General News',
        lead: 'News from Segara Digital: our office, our team, our clients and our work with villages.',
        description: 'The latest news from Segara Digital in Denpasar.',
      },
      acara: {
        eyebrow: 'Category',
        title: 'Events',
        lead: 'Meetups, classes and workshops we host or join in Bali.',
        description: 'Events, meetups and classes from Segara Digital in Bali.',
      },
    },
  },
};

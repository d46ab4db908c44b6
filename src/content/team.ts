// The people of Segara Digital: /tentang/semua-tim and /detailteam/<slug>. Blog posts name
// their author by `slug`; the blog index (config/markdown/blogIndex.mjs) reads this list at
// build time, so keep this module plain data (type-only imports). Each member's fields and
// their rules: teamMemberSchema in ./schema.ts, checked at build time.
import type { TeamMember } from './schema';

export const teamMembers: TeamMember[] = [
  {
    slug: 'made-wirawan',
    name: 'Made Wirawan',
    role: { id: 'Co-founder & Lead Engineer', en: 'Co-founder & Lead Engineer' },
    location: 'Denpasar',
    joined: 2017,
    bio: {
      id: [
        'Made mendirikan Segara Digital pada 2017 setelah delapan tahun membangun sistem reservasi untuk hotel di Nusa Dua. Ia memimpin arsitektur semua produk kami dan masih menulis kode setiap hari — terutama bagian yang berurusan dengan uang dan kalender.',
        'Di luar kantor, Made melatih tim futsal anak-anak di Renon dan mengajar pemrograman dasar sebulan sekali di SMK di Gianyar.',
      ],
      en: [
        'Made founded Segara Digital in 2017 after eight years building reservation systems for hotels in Nusa Dua. He leads the architecture of all our products and still writes code every day — mostly the parts that deal with money and calendars.',
        'Outside the office, Made coaches a children’s futsal team in Renon and teaches basic programming once a month at a vocational school in Gianyar.',
      ],
    },
    skills: [
      'TypeScript',
      'Node.js',
      'PostgreSQL',
      { id: 'Arsitektur sistem', en: 'System architecture' },
      { id: 'Integrasi pembayaran', en: 'Payment integration' },
    ],
    socials: [
      { network: 'linkedin', url: 'https://www.linkedin.com/in/made-wirawan' },
      { network: 'github', url: 'https://github.com/madewirawan' },
    ],
    color: '#0d5f66',
  },
  {
    slug: 'nyoman-sari-dewi',
    name: 'Nyoman Sari Dewi',
    role: { id: 'Co-founder & Manajer Proyek', en: 'Co-founder & Project Manager' },
    location: 'Denpasar',
    joined: 2017,
    bio: {
      id: [
        'Sari memastikan setiap proyek selesai tepat waktu dan klien selalu tahu apa yang sedang dikerjakan. Sebelum Segara Digital, ia mengelola operasional sebuah agen perjalanan di Kuta selama enam tahun, sehingga ia paham betul bagaimana rasanya menjadi pengguna perangkat lunak yang buruk.',
        'Sari juga yang memimpin program Segara Desa dan mendampingi perangkat desa selama masa pelatihan.',
      ],
      en: [
        'Sari makes sure every project finishes on time and every client always knows what is being worked on. Before Segara Digital she ran operations at a travel agency in Kuta for six years, so she knows exactly what it feels like to use bad software.',
        'Sari also leads the Segara Desa programme and stays with village officials through their training.',
      ],
    },
    skills: [
      { id: 'Manajemen proyek', en: 'Project management' },
      { id: 'Analisis kebutuhan', en: 'Requirements analysis' },
      'Scrum',
      { id: 'Pelatihan pengguna', en: 'User training' },
    ],
    socials: [{ network: 'linkedin', url: 'https://www.linkedin.com/in/nyoman-sari-dewi' }],
    color: '#0b2530',
  },
  {
    slug: 'kadek-ayu-lestari',
    name: 'Kadek Ayu Lestari',
    role: { id: 'Desainer Produk', en: 'Product Designer' },
    location: 'Denpasar',
    joined: 2019,
    bio: {
      id: [
        'Ayu merancang layar yang dipakai kasir warung, resepsionis vila, dan perangkat desa. Ia percaya desain yang baik diuji di lapangan, bukan di Figma: setiap fitur baru ia coba dulu bersama pengguna sungguhan.',
        'Ayu lulusan Desain Komunikasi Visual ISI Denpasar dan mengurus pustaka komponen Segara yang dipakai di semua produk kami.',
      ],
      en: [
        'Ayu designs the screens used by warung cashiers, villa receptionists and village officials. She believes good design is tested in the field, not in Figma: every new feature is first tried with real users.',
        'Ayu studied visual communication design at ISI Denpasar and maintains the Segara component library used across all our products.',
      ],
    },
    skills: [
      { id: 'Desain UI/UX', en: 'UI/UX design' },
      'Figma',
      { id: 'Riset pengguna', en: 'User research' },
      { id: 'Aksesibilitas', en: 'Accessibility' },
      'Design system',
    ],
    socials: [
      { network: 'instagram', url: 'https://www.instagram.com/kadekayu.design' },
      { network: 'website', url: 'https://kadekayu.id' },
    ],
    color: '#8a3c12',
  },
  {
    slug: 'putu-arimbawa',
    name: 'Putu Arimbawa',
    role: { id: 'Mobile Engineer', en: 'Mobile Engineer' },
    location: 'Tabanan',
    joined: 2020,
    bio: {
      id: [
        'Putu membangun aplikasi Android Segara Kasir, termasuk mode luring yang tetap mencatat penjualan saat sinyal hilang. Ia paling senang ketika aplikasi berjalan mulus di tablet seharga satu juta rupiah.',
        'Putu aktif di komunitas Kotlin Bali dan sering menjadi pembicara di meetup bulanan mereka.',
      ],
      en: [
        'Putu builds the Segara Kasir Android app, including the offline mode that keeps recording sales when the signal drops. He is happiest when the app runs smoothly on a one-million-rupiah tablet.',
        'Putu is active in the Kotlin Bali community and often speaks at its monthly meetup.',
      ],
    },
    skills: [
      'Kotlin',
      'Android',
      'Jetpack Compose',
      'SQLite',
      { id: 'Printer Bluetooth', en: 'Bluetooth printers' },
    ],
    socials: [
      { network: 'github', url: 'https://github.com/putuarimbawa' },
      { network: 'linkedin', url: 'https://www.linkedin.com/in/putu-arimbawa' },
    ],
    color: '#1f5e3a',
  },
  {
    slug: 'ketut-darmawan',
    name: 'Ketut Darmawan',
    role: { id: 'DevOps & Infrastruktur', en: 'DevOps & Infrastructure' },
    location: 'Denpasar',
    joined: 2018,
    bio: {
      id: [
        'Ketut menjaga server, cadangan data, dan pemantauan semua layanan kami. Ia yang ditelepon ketika ada yang mati pukul dua pagi — dan ia berusaha keras agar telepon itu tidak pernah berbunyi.',
        'Ketut pernah bekerja di penyedia internet lokal di Bali, jadi ia hafal kebiasaan jaringan di pulau ini, termasuk saat Nyepi.',
      ],
      en: [
        'Ketut looks after the servers, backups and monitoring of all our services. He is the one who gets the call when something fails at two in the morning — and he works hard so that the phone never rings.',
        'Ketut used to work at a local internet provider in Bali, so he knows the island’s networks by heart, including during Nyepi.',
      ],
    },
    skills: [
      'Linux',
      'Docker',
      'Nginx',
      'PostgreSQL',
      { id: 'Pemantauan', en: 'Monitoring' },
      { id: 'Keamanan server', en: 'Server security' },
    ],
    socials: [{ network: 'github', url: 'https://github.com/ketutdarmawan' }],
    color: '#3d3a73',
  },
  {
    slug: 'rina-hutapea',
    name: 'Rina Hutapea',
    role: { id: 'Backend Engineer', en: 'Backend Engineer' },
    location: 'Medan',
    remote: true,
    joined: 2021,
    bio: {
      id: [
        'Rina menangani integrasi pembayaran: QRIS, virtual account, dan webhook dari berbagai payment gateway. Ia bekerja jarak jauh dari Medan dan datang ke Denpasar setiap kuartal untuk perencanaan bersama.',
        'Rina menulis sebagian besar artikel troubleshooting di blog ini, karena ia yang paling sering menemukan masalahnya lebih dulu.',
      ],
      en: [
        'Rina handles payment integrations: QRIS, virtual accounts and webhooks from several payment gateways. She works remotely from Medan and flies to Denpasar every quarter for planning.',
        'Rina writes most of the troubleshooting articles on this blog, because she is usually the first to find the problem.',
      ],
    },
    skills: ['Go', 'Node.js', 'PostgreSQL', 'QRIS', 'Webhook', 'Redis'],
    socials: [
      { network: 'github', url: 'https://github.com/rinahutapea' },
      { network: 'linkedin', url: 'https://www.linkedin.com/in/rina-hutapea' },
    ],
    color: '#6b2a4a',
  },
  {
    slug: 'dimas-pratama',
    name: 'Dimas Pratama',
    role: { id: 'Frontend Engineer', en: 'Frontend Engineer' },
    location: 'Yogyakarta',
    remote: true,
    joined: 2022,
    bio: {
      id: [
        'Dimas membangun dasbor web Segara Reservasi dan situs pemesanan langsung untuk vila. Ia terobsesi dengan halaman yang cepat dimuat di jaringan 3G.',
        'Dimas bekerja dari Yogyakarta dan mengelola repositori open source kecil kami di GitHub.',
      ],
      en: [
        'Dimas builds the Segara Reservasi web dashboard and the direct-booking sites for villas. He is obsessed with pages that load fast on a 3G connection.',
        'Dimas works from Yogyakarta and maintains our small open-source repositories on GitHub.',
      ],
    },
    skills: [
      'React',
      'TypeScript',
      { id: 'Performa web', en: 'Web performance' },
      { id: 'Aksesibilitas', en: 'Accessibility' },
      'Testing',
    ],
    socials: [
      { network: 'github', url: 'https://github.com/dimaspratama' },
      { network: 'website', url: 'https://dimaspratama.dev' },
    ],
    color: '#1b4f72',
  },
  {
    slug: 'luh-putu-widiastuti',
    name: 'Luh Putu Widiastuti',
    role: { id: 'Customer Success & Pelatih', en: 'Customer Success & Trainer' },
    location: 'Denpasar',
    joined: 2021,
    bio: {
      id: [
        'Widi adalah orang pertama yang dihubungi klien lewat WhatsApp. Ia melatih kasir, resepsionis, dan perangkat desa, lalu membawa keluhan mereka kembali ke tim sebagai tiket yang jelas.',
        'Widi menyusun sebagian besar panduan instalasi di blog ini dan memastikan setiap langkahnya bisa diikuti tanpa teknisi.',
      ],
      en: [
        'Widi is the first person clients reach on WhatsApp. She trains cashiers, receptionists and village officials, then brings their complaints back to the team as clear tickets.',
        'Widi writes most of the installation guides on this blog and makes sure every step can be followed without a technician.',
      ],
    },
    skills: [
      { id: 'Pelatihan', en: 'Training' },
      { id: 'Dukungan pelanggan', en: 'Customer support' },
      { id: 'Dokumentasi', en: 'Documentation' },
      { id: 'Bahasa Bali', en: 'Balinese' },
    ],
    socials: [{ network: 'instagram', url: 'https://www.instagram.com/widi.segara' }],
    color: '#7a4a00',
  },
];

export function findTeamMember(slug: string): TeamMember | undefined {
  return teamMembers.find((member) => member.slug === slug);
}

export { initials } from './avatar';

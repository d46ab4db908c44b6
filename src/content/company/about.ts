// Copy of the About page (/tentang), once per language. Facts such as the founding year and
// the city come from content/company.ts so they are written down in one place only.
import type { Localized } from '../../lib/useLanguage';
import { company } from '../company';
import { dayRange, facts, listText, officeHoursText, workingDays } from '../facts';

/** Icons the page maps to bootstrap-icons; content names them, the page draws them. */
export type AboutIcon =
  | 'hospitality'
  | 'shop'
  | 'cooperative'
  | 'village'
  | 'listen'
  | 'honest'
  | 'simple'
  | 'secure'
  | 'local'
  | 'care';

export interface AboutContent {
  meta: { title: string; description: string };
  header: { eyebrow: string; title: string; lead: string };
  story: {
    eyebrow: string;
    title: string;
    paragraphs: string[];
    sectorsTitle: string;
    sectors: { icon: AboutIcon; name: string; text: string }[];
  };
  numbers: {
    title: string;
    lead: string;
    items: { value: string; label: string }[];
  };
  mission: {
    eyebrow: string;
    title: string;
    missionTitle: string;
    missionText: string;
    visionTitle: string;
    visionText: string;
  };
  values: {
    eyebrow: string;
    title: string;
    lead: string;
    items: { icon: AboutIcon; title: string; text: string }[];
  };
  office: {
    eyebrow: string;
    title: string;
    paragraphs: string[];
    addressTitle: string;
    mapsLink: string;
    hoursTitle: string;
    hours: string;
    hoursNote: string;
    contactLink: string;
    careersLink: string;
    illustrationTitle: string;
    illustrationDescription: string;
  };
}

const founded = String(company.foundedYear);

export const aboutContent: Localized<AboutContent> = {
  id: {
    meta: {
      title: 'Tentang Kami',
      description: `${company.name} adalah studio perangkat lunak di ${company.city} sejak ${founded}: aplikasi web dan mobile untuk pariwisata, UMKM, koperasi, dan desa. Kenali cerita, misi, nilai, dan kantor kami.`,
    },
    header: {
      eyebrow: `Sejak ${founded} di ${company.city}`,
      title: `Tentang ${company.name}`,
      lead: 'Kami tim kecil yang membangun aplikasi web dan mobile untuk orang-orang yang menggerakkan ekonomi Bali dan Indonesia: pelaku wisata, UMKM, koperasi, dan pemerintah desa.',
    },
    story: {
      eyebrow: 'Cerita kami',
      title: 'Berawal dari satu meja kerja di Renon',
      paragraphs: [
        `${company.name} berdiri di ${company.city} pada ${founded}. Pendirinya tiga pengembang yang sebelumnya bekerja untuk agensi di Jakarta dan luar negeri, lalu pulang ke Bali. Mereka melihat hal yang sama berulang: usaha lokal membayar mahal untuk sistem yang dibuat tanpa memahami cara mereka bekerja.`,
        'Proyek pertama kami adalah sistem reservasi untuk sebuah homestay di Ubud yang sebelumnya mencatat tamu di buku tulis. Setelah itu datang pesanan dari koperasi simpan pinjam, toko oleh-oleh, dan kantor desa yang ingin layanan administrasinya bisa diakses dari ponsel warga.',
        `Hari ini kami berbentuk badan hukum ${company.legalName}, dengan tim tetap yang merancang, membangun, dan merawat aplikasi dari kantor yang sama di ${company.city}. Cara kerjanya tidak berubah: datang ke lapangan, mendengarkan dulu, lalu membangun secukupnya dan merawatnya dalam jangka panjang.`,
      ],
      sectorsTitle: 'Untuk siapa kami membangun',
      sectors: [
        {
          icon: 'hospitality',
          name: 'Pariwisata dan perhotelan',
          text: 'Reservasi, kanal penjualan langsung, dan aplikasi tamu untuk vila, hotel, dan operator tur.',
        },
        {
          icon: 'shop',
          name: 'UMKM',
          text: 'Toko daring, kasir, dan stok yang bisa diurus pemilik usaha sendiri tanpa tim IT.',
        },
        {
          icon: 'cooperative',
          name: 'Koperasi',
          text: 'Pencatatan anggota, simpanan, dan pinjaman yang rapi dan siap diperiksa saat RAT.',
        },
        {
          icon: 'village',
          name: 'Desa',
          text: 'Layanan surat-menyurat, informasi publik, dan data potensi desa yang mudah dipakai warga.',
        },
      ],
    },
    numbers: {
      title: `${company.name} dalam angka`,
      lead: 'Angka apa adanya, tanpa dibulatkan ke atas.',
      items: [
        { value: founded, label: `tahun berdiri di ${company.city}` },
        { value: String(facts.teamSize), label: 'orang dalam tim tetap' },
        { value: String(facts.projectsShipped), label: 'proyek yang sudah dirilis' },
        {
          value: String(facts.replyWorkingDays),
          label: `${workingDays(facts.replyWorkingDays, 'id').replace(/^\d+ /, '')} untuk membalas pesan pertama Anda`,
        },
      ],
    },
    mission: {
      eyebrow: 'Arah kami',
      title: 'Misi dan visi',
      missionTitle: 'Misi',
      missionText:
        'Membuat perangkat lunak yang benar-benar dipakai: sederhana bagi penggunanya, aman untuk datanya, dan terjangkau untuk dirawat oleh usaha kecil maupun lembaga desa.',
      visionTitle: 'Visi',
      visionText:
        'Menjadi mitra teknologi yang paling dipercaya oleh usaha dan komunitas di Bali dan Nusa Tenggara, sehingga tidak ada lagi usaha yang tertinggal hanya karena sistemnya sulit dipakai.',
    },
    values: {
      eyebrow: 'Nilai kami',
      title: 'Yang kami pegang saat bekerja',
      lead: 'Enam kebiasaan yang kami jaga di setiap proyek, besar atau kecil.',
      items: [
        {
          icon: 'listen',
          title: 'Mendengarkan dulu',
          text: 'Kami datang ke tempat Anda bekerja dan melihat prosesnya sebelum menulis satu baris kode pun.',
        },
        {
          icon: 'honest',
          title: 'Jujur soal biaya dan waktu',
          text: 'Perkiraan tertulis, risiko disebut sejak awal, dan kabar buruk disampaikan lebih cepat daripada kabar baik.',
        },
        {
          icon: 'simple',
          title: 'Sederhana lebih dulu',
          text: 'Fitur yang tidak dipakai adalah biaya. Kami memulai dari yang paling perlu dan menambah bila terbukti berguna.',
        },
        {
          icon: 'secure',
          title: 'Menjaga data orang lain',
          text: 'Data tamu, anggota, dan warga kami perlakukan seperti data kami sendiri: seperlunya, terenkripsi, dan bisa diaudit.',
        },
        {
          icon: 'local',
          title: 'Berakar di Bali',
          text: 'Tim kami tinggal di sini. Kami paham musim ramai wisata, hari raya, dan cara desa adat mengambil keputusan.',
        },
        {
          icon: 'care',
          title: 'Merawat setelah rilis',
          text: 'Aplikasi tidak selesai saat diluncurkan. Kami tetap ada untuk pembaruan, perbaikan, dan pelatihan pengguna baru.',
        },
      ],
    },
    office: {
      eyebrow: 'Kantor kami',
      title: `Studio kami di ${company.city}`,
      paragraphs: [
        'Kantor kami adalah rumah dua lantai yang kami ubah menjadi studio di kawasan Renon, beberapa menit dari Lapangan Niti Mandala. Di lantai bawah ada ruang rapat besar tempat kami menerima klien dan mengadakan lokakarya; di lantai atas, ruang kerja tim yang tenang.',
        `Ada dapur bersama, halaman kecil dengan pohon kamboja, dan ruang uji berisi ponsel kelas menengah dan murah, karena sebagian besar pengguna aplikasi kami memakai perangkat seperti itu. Tim di Bali bekerja bersama di studio setiap ${dayRange(facts.studioDays, 'id')}; rekan yang bekerja jarak jauh dari ${listText(facts.remoteTowns, 'id')} datang ke ${company.city} ${facts.remoteVisitsPerYear} kali setahun untuk perencanaan bersama.`,
      ],
      addressTitle: 'Alamat',
      mapsLink: 'Lihat lokasi kantor di Google Maps',
      hoursTitle: 'Jam kerja',
      hours: officeHoursText('id'),
      hoursNote:
        'Tutup pada hari libur nasional dan hari raya Nyepi serta Galungan. Ingin mampir? Kabari kami dulu agar orang yang tepat ada di kantor.',
      contactLink: 'Atur kunjungan ke kantor',
      careersLink: 'Lihat lowongan di tim kami',
      illustrationTitle: `Ilustrasi studio ${company.name}`,
      illustrationDescription:
        'Gerbang candi bentar khas Bali mengapit jalan setapak menuju bangunan studio dua lantai, dengan sawah berundak dan matahari sore di latar belakang.',
    },
  },
  en: {
    meta: {
      title: 'About Us',
      description: `${company.name} is a software studio in ${company.city}, Bali, building web and mobile apps for tourism, small businesses, cooperatives and villages since ${founded}. Meet our story, mission, values and office.`,
    },
    header: {
      eyebrow: `${company.city}, since ${founded}`,
      title: `About ${company.name}`,
      lead: 'We are a small team building web and mobile apps for the people who keep Bali’s economy running: tourism operators, small businesses, cooperatives and village governments.',
    },
    story: {
      eyebrow: 'Our story',
      title: 'It started at a single desk in Renon',
      paragraphs: [
        `${company.name} was founded in ${company.city} in ${founded} by three developers who had worked for agencies in Jakarta and abroad and then came home to Bali. They kept seeing the same thing: local businesses paying a lot for systems built by people who never looked at how they actually worked.`,
        'Our first project was a booking system for a homestay in Ubud that still kept its guest list in a notebook. Then came a savings-and-loan cooperative, a souvenir shop, and a village office that wanted residents to reach its services from their phones.',
        `Today we are ${company.legalName}, with a permanent team that designs, builds and maintains apps from the same office in ${company.city}. The way we work has not changed: go and see, listen first, build only what is needed, and look after it for years.`,
      ],
      sectorsTitle: 'Who we build for',
      sectors: [
        {
          icon: 'hospitality',
          name: 'Tourism and hospitality',
          text: 'Bookings, direct sales channels and guest apps for villas, hotels and tour operators.',
        },
        {
          icon: 'shop',
          name: 'Small businesses (UMKM)',
          text: 'Online shops, point of sale and stock that owners can run themselves, no IT team required.',
        },
        {
          icon: 'cooperative',
          name: 'Cooperatives',
          text: 'Member, savings and loan records that stay tidy and ready for the annual members’ meeting.',
        },
        {
          icon: 'village',
          name: 'Villages',
          text: 'Letters and permits, public information and village data that residents find easy to use.',
        },
      ],
    },
    numbers: {
      title: `${company.name} in numbers`,
      lead: 'Plain figures, not rounded up to impress.',
      items: [
        { value: founded, label: `the year we opened in ${company.city}` },
        { value: String(facts.teamSize), label: 'people on the permanent team' },
        { value: String(facts.projectsShipped), label: 'projects shipped' },
        {
          value: String(facts.replyWorkingDays),
          label: `${workingDays(facts.replyWorkingDays, 'en').replace(/^\d+ /, '')} to answer your first message`,
        },
      ],
    },
    mission: {
      eyebrow: 'Where we are going',
      title: 'Mission and vision',
      missionTitle: 'Mission',
      missionText:
        'To make software people actually use: simple for the people in front of it, safe for their data, and affordable to maintain for a small business or a village office.',
      visionTitle: 'Vision',
      visionText:
        'To be the technology partner businesses and communities in Bali and Nusa Tenggara trust most, so that nobody falls behind just because their systems are hard to use.',
    },
    values: {
      eyebrow: 'Our values',
      title: 'What we hold on to',
      lead: 'Six habits we keep on every project, whatever its size.',
      items: [
        {
          icon: 'listen',
          title: 'Listen first',
          text: 'We visit where you work and watch the process before we write a single line of code.',
        },
        {
          icon: 'honest',
          title: 'Straight about cost and time',
          text: 'Written estimates, risks named up front, and bad news delivered sooner than good news.',
        },
        {
          icon: 'simple',
          title: 'Simple first',
          text: 'An unused feature is a cost. We start with what matters most and add more once it proves useful.',
        },
        {
          icon: 'secure',
          title: 'Guard other people’s data',
          text: 'We treat guest, member and resident data like our own: only what is needed, encrypted and auditable.',
        },
        {
          icon: 'local',
          title: 'Rooted in Bali',
          text: 'Our team lives here. We know the high season, the holidays and how a customary village makes decisions.',
        },
        {
          icon: 'care',
          title: 'Care after launch',
          text: 'An app is not finished on launch day. We stay for updates, fixes and training new users.',
        },
      ],
    },
    office: {
      eyebrow: 'Our office',
      title: `Our studio in ${company.city}`,
      paragraphs: [
        'We work from a two-storey house turned studio in Renon, a few minutes from the Niti Mandala square. Downstairs is a large meeting room where we host clients and workshops; upstairs is the team’s quiet workspace.',
        `There is a shared kitchen, a small courtyard with a frangipani tree, and a test corner full of budget and mid-range phones, because that is what most of our users carry. The team in Bali works together at the studio ${dayRange(facts.studioDays, 'en')}; our colleagues who work remotely from ${listText(facts.remoteTowns, 'en')} come to ${company.city} ${facts.remoteVisitsPerYear} times a year for planning.`,
      ],
      addressTitle: 'Address',
      mapsLink: 'See our office on Google Maps',
      hoursTitle: 'Office hours',
      hours: `${officeHoursText('en')} (UTC+8)`,
      hoursNote:
        'Closed on national holidays, Nyepi and Galungan. Planning to drop by? Let us know first so the right people are in.',
      contactLink: 'Arrange a visit',
      careersLink: 'See open roles on our team',
      illustrationTitle: `Illustration of the ${company.name} studio`,
      illustrationDescription:
        'A Balinese split gate (candi bentar) frames a path to a two-storey studio, with rice terraces and an evening sun behind it.',
    },
  },
};

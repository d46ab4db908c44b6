// The About page's copy in Indonesian. Facts come from content/company.ts and content/facts.ts.
import { company } from '../company';
import {
  dayRange,
  facts,
  listText,
  movedInText,
  numberWord,
  officeHoursText,
  workingDays,
} from '../facts';
import type { AboutContent } from './about';

const founded = String(company.foundedYear);

export const aboutContentId: AboutContent = {
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
      `${company.name} berdiri di ${company.city} pada ${founded}. Pendirinya ${numberWord(facts.founders, 'id')} pengembang yang sebelumnya bekerja untuk agensi di Jakarta dan luar negeri, lalu pulang ke Bali. Mereka melihat hal yang sama berulang: usaha lokal membayar mahal untuk sistem yang dibuat tanpa memahami cara mereka bekerja.`,
      'Proyek pertama kami adalah sistem reservasi untuk sebuah homestay di Ubud yang sebelumnya mencatat tamu di buku tulis. Setelah itu datang pesanan dari koperasi simpan pinjam, toko oleh-oleh, dan kantor desa yang ingin layanan administrasinya bisa diakses dari ponsel warga.',
      `Hari ini kami berbentuk badan hukum ${company.legalName}, dengan tim tetap yang merancang, membangun, dan merawat aplikasi dari studio kami di ${company.city} dan dari rumah rekan-rekan yang bekerja jarak jauh. Cara kerjanya tidak berubah: datang ke lapangan, mendengarkan dulu, lalu membangun secukupnya dan merawatnya dalam jangka panjang.`,
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
        text: 'Studio dan sebagian besar tim kami ada di sini. Kami paham musim ramai wisata, hari raya, dan cara desa adat mengambil keputusan.',
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
      `Sejak ${movedInText('id')}, kantor kami adalah rumah ${numberWord(facts.office.floors, 'id')} lantai yang kami ubah menjadi studio di ${company.street}, beberapa menit dari Lapangan Niti Mandala. Sebelumnya, ${numberWord(facts.office.previous.years, 'id')} tahun kami berbagi ruko ${numberWord(facts.office.previous.floors, 'id')} lantai di ${facts.office.previous.street}. Di lantai bawah studio baru ada ruang rapat besar tempat kami menerima klien dan mengadakan lokakarya; di lantai atas, ruang kerja tim yang tenang.`,
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
};

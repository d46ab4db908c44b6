// What a case study's page (/studi-kasus/<slug>) shows beyond its card in ./caseStudies.ts, and
// the copy of the case study pages; loaded with those pages only. The quote is the client's
// testimonial (./clients.ts). The fields and their rules: caseStudyDetailSchema in ./schema.ts.
import type { Localized } from '../lib/useLanguage';
import type { CaseStudyDetail } from './schema';

/** Every case study's page, by slug; the build checks the keys are ./caseStudies.ts's slugs. */
export const caseStudyDetails: Record<string, CaseStudyDetail> = {
  'reservasi-umah-sawah-villas': {
    problem: {
      id: [
        'Umah Sawah Villas mengelola sembilan vila di tepi sawah Ubud. Kamar dijual di Booking.com, Airbnb, Agoda, dan Traveloka, ditambah pesanan langsung lewat WhatsApp. Ketersediaan dicatat di spreadsheet yang diperbarui dengan tangan.',
        'Pada musim ramai 2025, tujuh kamar terjual dua kali. Setiap kejadian berarti tamu dipindahkan ke vila tetangga, ulasan buruk, dan biaya yang ditanggung pemilik.',
      ],
      en: [
        'Umah Sawah Villas runs nine villas by the rice fields of Ubud. Rooms were sold on Booking.com, Airbnb, Agoda and Traveloka, plus direct bookings over WhatsApp. Availability lived in a spreadsheet updated by hand.',
        'In the 2025 high season, seven rooms were sold twice. Each time meant moving guests to a neighbour’s villa, a bad review and a cost the owner carried.',
      ],
    },
    built: {
      id: [
        'Kami memasang Segara Reservasi dan menghubungkannya ke keempat OTA, sehingga semua pesanan masuk ke satu kalender yang diperbarui setiap lima menit.',
        'Di atasnya kami membuat situs pemesanan langsung dengan domain Umah Sawah sendiri: tamu membayar deposit lewat QRIS atau kartu, lalu menerima konfirmasi dan petunjuk arah lewat WhatsApp secara otomatis.',
      ],
      en: [
        'We set up Segara Reservasi and connected it to all four OTAs, so every booking lands in one calendar refreshed every five minutes.',
        'On top of it we built a direct-booking site on Umah Sawah’s own domain: guests pay a deposit by QRIS or card, then get their confirmation and directions on WhatsApp automatically.',
      ],
    },
    results: {
      id: [
        {
          value: '0',
          label: 'kamar terjual dua kali pada musim ramai Juli–Agustus 2026 (2025: 7)',
        },
        { value: '31%', label: 'malam menginap dipesan langsung, naik dari 9%' },
        { value: '< 1 menit', label: 'dari deposit masuk sampai konfirmasi WhatsApp terkirim' },
        { value: '2 jam', label: 'kerja admin yang dihemat setiap hari' },
      ],
      en: [
        { value: '0', label: 'rooms sold twice in the July–August 2026 high season (2025: 7)' },
        { value: '31%', label: 'of nights booked direct, up from 9%' },
        { value: '< 1 min', label: 'from a deposit arriving to the WhatsApp confirmation' },
        { value: '2 hrs', label: 'of admin work saved every day' },
      ],
    },
    timeline: {
      start: '2026-02',
      end: '2026-04',
      phases: {
        id: [
          { title: 'Minggu 1–2', text: 'Memetakan unit, tarif, dan kebijakan pembatalan.' },
          { title: 'Minggu 3–6', text: 'Sinkronisasi OTA dan situs pemesanan langsung.' },
          { title: 'Minggu 7–8', text: 'Uji coba paralel dengan spreadsheet lama.' },
          { title: 'Minggu 9–10', text: 'Pelatihan staf resepsionis dan peluncuran.' },
        ],
        en: [
          { title: 'Weeks 1–2', text: 'Mapping units, rates and cancellation policies.' },
          { title: 'Weeks 3–6', text: 'OTA sync and the direct-booking site.' },
          { title: 'Weeks 7–8', text: 'A parallel run beside the old spreadsheet.' },
          { title: 'Weeks 9–10', text: 'Training the front-desk staff, then launch.' },
        ],
      },
    },
    stack: ['Segara Reservasi', 'TypeScript', 'Node.js', 'PostgreSQL', 'iCal', 'QRIS', 'WhatsApp'],
  },
  'desa-tegal-asri-layanan-surat': {
    problem: {
      id: [
        'Kantor Desa Tegal Asri melayani sekitar 6.800 penduduk. Setiap surat keterangan berarti warga datang ke kantor, mengisi formulir kertas, lalu kembali dua atau tiga hari kemudian untuk mengambilnya.',
        'Nomor surat dicatat di buku register, data penduduk tersebar di beberapa file, dan perbekel harus berada di kantor untuk menandatangani.',
      ],
      en: [
        'The Tegal Asri village office serves about 6,800 residents. Every certificate letter meant coming to the office, filling in a paper form, then coming back two or three days later to collect it.',
        'Letter numbers were kept in a ledger, population records were spread over several files, and the village head had to be in the office to sign.',
      ],
    },
    built: {
      id: [
        'Tegal Asri menjadi desa percontohan Segara Desa. Warga mengajukan surat dari ponsel dengan foto KTP, perangkat desa memeriksa dan menerbitkannya dalam satu aplikasi, dan perbekel menandatangani secara elektronik dari mana saja.',
        'Kami memindahkan data kependudukan ke satu basis data, membuat templat untuk surat yang paling sering diminta, dan mendampingi perangkat desa selama dua minggu pertama.',
      ],
      en: [
        'Tegal Asri became the pilot village of Segara Desa. Residents request letters from their phones with a photo of their ID card, officials check and issue them in one app, and the village head signs electronically from anywhere.',
        'We moved the population records into one database, made templates for the letters asked for most, and stayed beside the village officials for the first two weeks.',
      ],
    },
    results: {
      id: [
        { value: '4 jam', label: 'rata-rata waktu tunggu surat, dari sebelumnya tiga hari' },
        { value: '2.140', label: 'surat diterbitkan dalam 12 bulan pertama' },
        { value: '64%', label: 'permintaan surat diajukan dari ponsel warga' },
        { value: '0', label: 'nomor surat ganda atau terlewat di buku register' },
      ],
      en: [
        { value: '4 hrs', label: 'average wait for a letter, down from three days' },
        { value: '2,140', label: 'letters issued in the first 12 months' },
        { value: '64%', label: 'of letter requests made from residents’ phones' },
        { value: '0', label: 'letter numbers duplicated or skipped in the register' },
      ],
    },
    timeline: {
      start: '2025-02',
      end: '2025-06',
      phases: {
        id: [
          { title: 'Februari', text: 'Menghitung surat yang paling sering diminta dan alurnya.' },
          { title: 'Maret–April', text: 'Pemindahan data penduduk dan templat surat.' },
          { title: 'Mei', text: 'Pelatihan perangkat desa dan uji coba dengan warga.' },
          { title: 'Juni', text: 'Peluncuran dan pendampingan dua minggu di kantor desa.' },
        ],
        en: [
          { title: 'February', text: 'Counting the letters asked for most and their workflow.' },
          { title: 'March–April', text: 'Moving the population records; letter templates.' },
          { title: 'May', text: 'Training the officials and a trial with residents.' },
          { title: 'June', text: 'Launch, and two weeks beside the staff at the office.' },
        ],
      },
    },
    stack: ['Segara Desa', 'TypeScript', 'React', 'Node.js', 'PostgreSQL', 'PWA'],
  },
  'kasir-kopi-tepi-danau': {
    problem: {
      id: [
        'Kopi Tepi Danau punya tiga kafe di sekitar Danau Beratan dan satu gudang sangrai. Sinyal di Bedugul sering hilang saat hujan, dan aplikasi kasir lama berhenti mencatat setiap kali internet putus.',
        'Pembayaran QRIS memakai stiker statis, sehingga kasir harus memeriksa mutasi satu per satu. Tutup kasir di setiap cabang makan waktu hampir satu jam.',
      ],
      en: [
        'Kopi Tepi Danau has three cafés around Lake Beratan and a roastery. The signal in Bedugul often fails in the rain, and the old point-of-sale app stopped recording every time the internet dropped.',
        'QRIS payments used a static sticker, so cashiers checked each transfer by hand. Closing the till took almost an hour at every branch.',
      ],
    },
    built: {
      id: [
        'Kami memasang Segara Kasir di tablet setiap cabang, dengan QRIS dinamis yang menampilkan nominal dan melunasi pesanan sendiri. Penjualan tersimpan di tablet dan terkirim saat sinyal kembali.',
        'Stok biji kopi dari gudang sangrai terhubung ke penjualan di ketiga cabang, sehingga pemilik melihat laporan harian dan sisa stok dari satu dasbor.',
      ],
      en: [
        'We set up Segara Kasir on a tablet at each branch, with dynamic QRIS that shows the amount and settles the order by itself. Sales are stored on the tablet and sent when the signal returns.',
        'The roastery’s bean stock is linked to the sales of all three branches, so the owner reads the daily report and the stock left from one dashboard.',
      ],
    },
    results: {
      id: [
        { value: '10 menit', label: 'untuk tutup kasir di setiap cabang, dari hampir satu jam' },
        { value: '58%', label: 'transaksi dibayar dengan QRIS, naik dari 12%' },
        { value: '0', label: 'penjualan hilang saat internet putus, dalam enam bulan' },
        { value: '30%', label: 'lebih sedikit biji kopi terbuang karena kedaluwarsa' },
      ],
      en: [
        { value: '10 min', label: 'to close the till at each branch, down from almost an hour' },
        { value: '58%', label: 'of sales paid by QRIS, up from 12%' },
        { value: '0', label: 'sales lost to internet outages in six months' },
        { value: '30%', label: 'fewer beans thrown away past their date' },
      ],
    },
    timeline: {
      start: '2025-03',
      end: '2025-05',
      phases: {
        id: [
          { title: 'Minggu 1–2', text: 'Menu, resep, dan stok bahan dimasukkan.' },
          { title: 'Minggu 3–4', text: 'Cabang pertama berjalan, QRIS dinamis aktif.' },
          { title: 'Minggu 5–8', text: 'Dua cabang lain dan gudang sangrai menyusul.' },
        ],
        en: [
          { title: 'Weeks 1–2', text: 'Menu, recipes and ingredient stock entered.' },
          { title: 'Weeks 3–4', text: 'The first branch live, dynamic QRIS on.' },
          { title: 'Weeks 5–8', text: 'The other two branches and the roastery follow.' },
        ],
      },
    },
    stack: ['Segara Kasir', 'Kotlin', 'Jetpack Compose', 'Room', 'Go', 'PostgreSQL', 'QRIS'],
  },
  'aplikasi-anggota-koperasi-mertha-sedana': {
    problem: {
      id: [
        'Koperasi Mertha Sedana melayani 2.050 anggota simpan pinjam di Klungkung. Saldo dan angsuran dicatat di buku anggota dan program pembukuan lama di satu komputer kantor.',
        'Setiap awal bulan antrean anggota yang ingin mengecek saldo memanjang, dan tutup buku bulanan makan enam hari kerja bagi dua staf.',
      ],
      en: [
        'Koperasi Mertha Sedana serves 2,050 savings and loan members in Klungkung. Balances and instalments were kept in members’ passbooks and an old bookkeeping program on one office computer.',
        'At the start of each month the queue of members checking their balance grew long, and the monthly close took two staff six working days.',
      ],
    },
    built: {
      id: [
        'Tidak ada produk kami yang pas, jadi kami membuat sistem khusus: aplikasi Android bagi anggota untuk melihat saldo, angsuran, dan riwayat transaksi, yang tetap bisa dibuka tanpa sinyal.',
        'Untuk pengurus, sistem pembukuan web yang menghitung bunga dan denda, menyusun laporan bulanan dan RAT, serta menyimpan cadangan data setiap malam.',
      ],
      en: [
        'None of our products fitted, so we built a custom system: an Android app where members see their balance, instalments and transactions, and which opens without a signal.',
        'For the board, a web bookkeeping system that works out interest and penalties, prepares the monthly and annual-meeting reports, and keeps a backup every night.',
      ],
    },
    results: {
      id: [
        { value: '1 hari', label: 'untuk tutup buku bulanan, dari enam hari kerja' },
        { value: '1.380', label: 'dari 2.050 anggota memakai aplikasinya' },
        { value: '70%', label: 'lebih sedikit antrean di kantor pada awal bulan' },
        { value: '0', label: 'selisih saldo saat pemeriksaan RAT 2025' },
      ],
      en: [
        { value: '1 day', label: 'for the monthly close, down from six working days' },
        { value: '1,380', label: 'of 2,050 members use the app' },
        { value: '70%', label: 'shorter queues at the office at the start of the month' },
        { value: '0', label: 'balance discrepancies at the 2025 annual-meeting audit' },
      ],
    },
    timeline: {
      start: '2024-03',
      end: '2024-11',
      phases: {
        id: [
          { title: 'Maret–April', text: 'Kunjungan ke kantor, alur simpan pinjam, dan prototipe.' },
          { title: 'Mei–Agustus', text: 'Pembukuan web dan pemindahan data sejak 2016.' },
          { title: 'September–Oktober', text: 'Aplikasi anggota dan uji coba dengan 50 anggota.' },
          { title: 'November', text: 'Peluncuran dan pelatihan staf serta pengurus.' },
        ],
        en: [
          {
            title: 'March–April',
            text: 'Office visits, the savings and loan workflow, a prototype.',
          },
          { title: 'May–August', text: 'Web bookkeeping; moving the records back to 2016.' },
          { title: 'September–October', text: 'The member app and a trial with 50 members.' },
          { title: 'November', text: 'Launch, and training the staff and the board.' },
        ],
      },
    },
    stack: ['Kotlin', 'Jetpack Compose', 'Room', 'TypeScript', 'React', 'Node.js', 'PostgreSQL'],
  },
};

export interface CaseStudyPagesCopy {
  /** The list's description; its title is the navigation's label (nav.caseStudies). */
  description: string;
  header: { eyebrow: string; lead: string };
  facts: { client: string; product: string; custom: string; period: string };
  results: string;
  problem: string;
  built: string;
  /** `{product}` is the product's name. */
  productLink: string;
  quote: string;
  timeline: string;
  stack: string;
  others: string;
}

export const caseStudyPagesCopy: Localized<CaseStudyPagesCopy> = {
  id: {
    description:
      'Proyek Segara Digital untuk vila, koperasi, desa, dan kafe di Bali: masalahnya, yang kami bangun, dan hasilnya dalam angka.',
    header: {
      eyebrow: 'Bukti kerja',
      lead: 'Proyek nyata, diceritakan apa adanya: masalah klien, apa yang kami bangun, berapa lama, dan hasilnya dalam angka.',
    },
    facts: {
      client: 'Klien',
      product: 'Produk',
      custom: 'Aplikasi khusus',
      period: 'Pengerjaan',
    },
    results: 'Hasilnya',
    problem: 'Masalahnya',
    built: 'Yang kami bangun',
    productLink: 'Lihat produk {product}',
    quote: 'Kata klien',
    timeline: 'Linimasa',
    stack: 'Teknologi',
    others: 'Studi kasus lainnya',
  },
  en: {
    description:
      'Segara Digital’s projects for villas, co-operatives, villages and cafés in Bali: the problem, what we built, and the results in numbers.',
    header: {
      eyebrow: 'Proof of work',
      lead: 'Real projects, told as they happened: the client’s problem, what we built, how long it took, and the results in numbers.',
    },
    facts: {
      client: 'Client',
      product: 'Product',
      custom: 'Custom app',
      period: 'Built',
    },
    results: 'The results',
    problem: 'The problem',
    built: 'What we built',
    productLink: 'Explore {product}',
    quote: 'In the client’s words',
    timeline: 'Timeline',
    stack: 'Stack',
    others: 'More case studies',
  },
};

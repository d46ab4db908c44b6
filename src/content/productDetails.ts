// What a product page (/produk/<slug>) shows beyond the teaser in ./productTeasers.ts and the
// tiers in ./productPlans.ts; loaded with that page only. The fields and their rules: productDetailSchema in ./schema.ts.
import calendarRange from 'bootstrap-icons/icons/calendar-range.svg?raw';
import qrCode from 'bootstrap-icons/icons/qr-code.svg?raw';
import whatsapp from 'bootstrap-icons/icons/whatsapp.svg?raw';
import globe from 'bootstrap-icons/icons/globe2.svg?raw';
import qrCodeScan from 'bootstrap-icons/icons/qr-code-scan.svg?raw';
import wifiOff from 'bootstrap-icons/icons/wifi-off.svg?raw';
import boxSeam from 'bootstrap-icons/icons/box-seam.svg?raw';
import barChart from 'bootstrap-icons/icons/bar-chart-line.svg?raw';
import phone from 'bootstrap-icons/icons/phone.svg?raw';
import fileText from 'bootstrap-icons/icons/file-earmark-text.svg?raw';
import listOl from 'bootstrap-icons/icons/list-ol.svg?raw';
import people from 'bootstrap-icons/icons/people.svg?raw';
import type { Localized } from '../lib/useLanguage';
import type { ProductDetail } from './schema';

/** Every product's page, by slug; the build checks the keys are ./products.ts's slugs (./schema.ts). */
export const productDetails: Record<string, ProductDetail> = {
  'villa-reservasi': {
    problem: {
      id: [
        'Vila kecil biasanya dijual di tiga atau empat OTA sekaligus, ditambah pesanan langsung lewat WhatsApp. Kalender dicatat di buku atau spreadsheet, dan cepat atau lambat satu kamar terjual dua kali — tepat di musim ramai.',
        'Segara Reservasi menyatukan semua pesanan dalam satu kalender yang diperbarui setiap lima menit, menagih deposit secara otomatis, dan mengirim konfirmasi kepada tamu tanpa staf harus mengetik ulang.',
      ],
      en: [
        'Small villas are usually sold on three or four OTAs at once, plus direct bookings over WhatsApp. The calendar lives in a notebook or a spreadsheet, and sooner or later a room gets sold twice — right in high season.',
        'Segara Reservasi brings every booking into one calendar refreshed every five minutes, collects deposits automatically and sends guests their confirmation without staff retyping anything.',
      ],
    },
    features: {
      id: [
        {
          title: 'Satu kalender untuk semua OTA',
          text: 'Sinkronisasi iCal dan API dengan Booking.com, Airbnb, Agoda, dan Traveloka.',
        },
        {
          title: 'Deposit lewat QRIS dan kartu',
          text: 'Tamu membayar dari tautan; status pesanan berubah sendiri saat uang masuk.',
        },
        {
          title: 'Konfirmasi WhatsApp otomatis',
          text: 'Pesan konfirmasi, petunjuk arah, dan pengingat check-in terkirim pada waktunya.',
        },
        {
          title: 'Situs pemesanan langsung',
          text: 'Halaman pemesanan dengan nama domain Anda sendiri, tanpa komisi OTA.',
        },
      ],
      en: [
        {
          title: 'One calendar for every OTA',
          text: 'iCal and API sync with Booking.com, Airbnb, Agoda and Traveloka.',
        },
        {
          title: 'Deposits by QRIS and card',
          text: 'Guests pay from a link; the booking updates itself when the money arrives.',
        },
        {
          title: 'Automatic WhatsApp confirmations',
          text: 'Confirmations, directions and check-in reminders go out on time.',
        },
        {
          title: 'A direct-booking site',
          text: 'A booking page on your own domain, with no OTA commission.',
        },
      ],
    },
    featureIcons: [calendarRange, qrCode, whatsapp, globe],
    screens: [
      {
        kind: 'calendar',
        caption: {
          id: 'Kalender ketersediaan semua unit dan semua OTA dalam satu layar.',
          en: 'Availability of every unit and every OTA on one screen.',
        },
      },
      {
        kind: 'phone',
        caption: {
          id: 'Konfirmasi WhatsApp yang diterima tamu setelah membayar deposit.',
          en: 'The WhatsApp confirmation a guest receives after paying the deposit.',
        },
      },
    ],
    audience: {
      id: [
        'Vila dan homestay dengan 1 sampai 40 unit.',
        'Pengelola properti yang mengurus beberapa vila milik orang lain.',
        'Guest house yang ingin mengurangi ketergantungan pada OTA.',
      ],
      en: [
        'Villas and homestays with 1 to 40 units.',
        'Property managers running several owners’ villas.',
        'Guest houses that want to depend less on OTAs.',
      ],
    },
    faq: {
      id: [
        {
          question: 'Apakah kalender OTA saya tetap bisa dipakai?',
          answer:
            'Ya. Segara Reservasi membaca dan menulis ke Booking.com, Airbnb, Agoda, dan Traveloka lewat iCal atau API resmi; Anda tidak perlu menutup akun OTA.',
        },
        {
          question: 'Berapa lama sampai vila saya siap menerima pesanan?',
          answer:
            'Biasanya dua sampai tiga hari kerja: kami menyambungkan kalender, memindahkan pesanan yang sudah ada, dan melatih satu staf Anda.',
        },
        {
          question: 'Apakah ada komisi per pemesanan?',
          answer:
            'Tidak. Anda membayar biaya langganan per properti; biaya QRIS atau kartu dari penyedia pembayaran tetap berlaku.',
        },
      ],
      en: [
        {
          question: 'Can I keep my OTA calendars?',
          answer:
            'Yes. Segara Reservasi reads and writes to Booking.com, Airbnb, Agoda and Traveloka through iCal or their official APIs; you keep your OTA accounts.',
        },
        {
          question: 'How long until my villa takes bookings?',
          answer:
            'Usually two to three working days: we connect the calendars, move existing bookings across and train one of your staff.',
        },
        {
          question: 'Is there a commission per booking?',
          answer:
            'No. You pay a subscription per property; the payment provider’s QRIS or card fees still apply.',
        },
      ],
    },
    cta: {
      id: {
        title: 'Lihat kalender Anda dalam Segara Reservasi',
        text: 'Kirim alamat feed iCal Anda; dalam satu hari kerja kami tunjukkan semua pesanan Anda dalam satu kalender.',
      },
      en: {
        title: 'See your calendar in Segara Reservasi',
        text: 'Send us your iCal feed addresses; within one working day we show you all your bookings in one calendar.',
      },
    },
  },
  'kasir-warung': {
    problem: {
      id: [
        'Di banyak warung dan kafe, penjualan dicatat di buku, QRIS berupa stiker yang membuat pelanggan mengetik nominal sendiri, dan pemilik baru tahu untung-ruginya di akhir bulan. Aplikasi kasir yang ada sering mahal, rumit, atau berhenti bekerja saat internet putus.',
        'Segara Kasir dibuat untuk kasir yang sibuk: tiga ketukan untuk satu transaksi, QRIS dengan nominal terisi, dan tetap mencatat penjualan tanpa sinyal.',
      ],
      en: [
        'In many warungs and cafés, sales are written in a notebook, QRIS is a sticker that makes customers type the amount, and the owner only learns the month’s profit at its end. Existing point-of-sale apps are often expensive, complicated, or stop working when the internet drops.',
        'Segara Kasir is made for busy cashiers: three taps per sale, QRIS with the amount filled in, and sales recorded even without signal.',
      ],
    },
    features: {
      id: [
        {
          title: 'QRIS dinamis tanpa mesin EDC',
          text: 'Setiap transaksi menampilkan kode QR dengan nominal terisi dan lunas otomatis.',
        },
        {
          title: 'Tetap jalan tanpa internet',
          text: 'Penjualan tersimpan di perangkat dan terkirim saat sinyal kembali.',
        },
        {
          title: 'Stok bahan',
          text: 'Resep sederhana mengurangi stok bahan setiap kali menu terjual.',
        },
        {
          title: 'Laporan harian di WhatsApp',
          text: 'Ringkasan omzet, menu terlaris, dan metode bayar terkirim setiap malam.',
        },
      ],
      en: [
        {
          title: 'Dynamic QRIS without an EDC terminal',
          text: 'Every sale shows a QR code with the amount filled in and is marked paid automatically.',
        },
        {
          title: 'Works without internet',
          text: 'Sales are stored on the device and sent when the signal returns.',
        },
        {
          title: 'Ingredient stock',
          text: 'Simple recipes deduct ingredients every time a dish is sold.',
        },
        {
          title: 'A daily report on WhatsApp',
          text: 'Turnover, best sellers and payment methods, sent every evening.',
        },
      ],
    },
    featureIcons: [qrCodeScan, wifiOff, boxSeam, barChart],
    screens: [
      {
        kind: 'dashboard',
        caption: {
          id: 'Layar kasir di tablet: menu, keranjang, dan tombol bayar QRIS.',
          en: 'The cashier screen on a tablet: menu, basket and the QRIS pay button.',
        },
      },
      {
        kind: 'receipt',
        caption: {
          id: 'Struk dari printer Bluetooth 58 mm, dengan logo warung.',
          en: 'A receipt from a 58 mm Bluetooth printer, with the warung’s logo.',
        },
      },
    ],
    audience: {
      id: [
        'Warung makan dan kedai kopi dengan satu sampai tiga kasir.',
        'Kafe dan bakery yang ingin memantau stok bahan.',
        'UMKM dengan beberapa cabang yang ingin melihat laporan di satu tempat.',
      ],
      en: [
        'Warungs and coffee stalls with one to three cashiers.',
        'Cafés and bakeries that want to track ingredients.',
        'Small businesses with several outlets that want their reports in one place.',
      ],
    },
    faq: {
      id: [
        {
          question: 'Perangkat apa yang saya butuhkan?',
          answer:
            'Tablet atau ponsel Android 9 ke atas. Printer struk Bluetooth 58 mm bersifat pilihan; kami bisa menyediakan paket perangkat.',
        },
        {
          question: 'Apa yang terjadi saat internet putus?',
          answer:
            'Kasir tetap mencatat penjualan tunai. Data tersimpan di perangkat dan terkirim sendiri begitu sinyal kembali.',
        },
        {
          question: 'Apakah QRIS-nya dikenakan biaya?',
          answer:
            'Biaya MDR QRIS dari Bank Indonesia berlaku seperti biasa dan dipotong oleh penyedia pembayaran, bukan oleh kami.',
        },
      ],
      en: [
        {
          question: 'What devices do I need?',
          answer:
            'An Android 9 or newer tablet or phone. A 58 mm Bluetooth receipt printer is optional; we can supply a device bundle.',
        },
        {
          question: 'What happens when the internet drops?',
          answer:
            'The till keeps recording cash sales. They are stored on the device and sent by themselves when the signal returns.',
        },
        {
          question: 'Does QRIS cost extra?',
          answer:
            'Bank Indonesia’s QRIS merchant fee applies as usual and is deducted by the payment provider, not by us.',
        },
      ],
    },
    cta: {
      id: {
        title: 'Coba Segara Kasir di warung Anda',
        text: 'Kami datang membawa tablet dan printer contoh, lalu memasang menu Anda dalam satu kunjungan.',
      },
      en: {
        title: 'Try Segara Kasir in your warung',
        text: 'We come with a sample tablet and printer and set up your menu in a single visit.',
      },
    },
  },
  'desa-digital': {
    problem: {
      id: [
        'Warga sering harus datang dua atau tiga kali ke kantor desa untuk satu surat keterangan: sekali untuk mengajukan, sekali lagi karena berkas kurang, dan sekali untuk mengambil. Perangkat desa mengetik ulang data yang sama dan mencari arsip di lemari.',
        'Segara Desa memindahkan alur itu ke ponsel warga dan satu aplikasi untuk kantor desa, dengan nomor surat yang berurutan, tanda tangan elektronik, dan data penduduk yang rapi.',
      ],
      en: [
        'Residents often have to visit the village office two or three times for a single certificate: once to apply, again because a document was missing, and once more to collect it. Officials retype the same data and dig through filing cabinets.',
        'Segara Desa moves that flow to residents’ phones and one app for the village office, with sequential letter numbers, electronic signatures and tidy population records.',
      ],
    },
    features: {
      id: [
        {
          title: 'Pengajuan surat dari ponsel',
          text: 'Warga memilih jenis surat, mengunggah foto KTP, dan memantau statusnya.',
        },
        {
          title: 'Templat surat baku',
          text: 'Surat keterangan usaha, tidak mampu, domisili, dan pengantar SKCK siap pakai.',
        },
        {
          title: 'Nomor surat tanpa bentrok',
          text: 'Nomor berurutan per klasifikasi dan tahun, tercatat di register digital.',
        },
        {
          title: 'Data penduduk terpusat',
          text: 'Kartu keluarga dan mutasi penduduk di satu tempat, dengan hak akses per perangkat.',
        },
      ],
      en: [
        {
          title: 'Letter requests from a phone',
          text: 'Residents pick a letter type, upload a photo of their ID and follow its status.',
        },
        {
          title: 'Standard letter templates',
          text: 'Business, low-income, residence and police-record letters ready to use.',
        },
        {
          title: 'Letter numbers that never clash',
          text: 'Sequential numbers per classification and year, kept in a digital register.',
        },
        {
          title: 'Central population records',
          text: 'Family cards and population changes in one place, with per-official access rights.',
        },
      ],
    },
    featureIcons: [phone, fileText, listOl, people],
    screens: [
      {
        kind: 'form',
        caption: {
          id: 'Formulir pengajuan surat di ponsel warga.',
          en: 'The letter request form on a resident’s phone.',
        },
      },
      {
        kind: 'dashboard',
        caption: {
          id: 'Antrean surat di kantor desa, dari diajukan sampai ditandatangani.',
          en: 'The village office’s letter queue, from requested to signed.',
        },
      },
    ],
    audience: {
      id: [
        'Pemerintah desa dan kelurahan di Bali dan Nusa Tenggara.',
        'Desa adat yang ingin mendata krama dan iuran.',
        'Pemerintah kabupaten yang mendampingi program desa digital.',
      ],
      en: [
        'Village and ward governments in Bali and Nusa Tenggara.',
        'Customary villages that want to keep member and dues records.',
        'Regency governments running digital-village programmes.',
      ],
    },
    faq: {
      id: [
        {
          question: 'Apakah warga harus memasang aplikasi?',
          answer:
            'Tidak. Warga membuka tautan desa dari browser ponsel; perangkat desa memakai aplikasi di komputer kantor.',
        },
        {
          question: 'Siapa yang memegang data penduduk?',
          answer: 'Desa. Datanya tetap milik desa, dan desa bisa mengunduh seluruhnya kapan saja.',
        },
        {
          question: 'Apakah bisa dibeli untuk beberapa desa sekaligus?',
          answer:
            'Bisa. Untuk program kabupaten kami membuat penawaran tertulis untuk semua desa, termasuk jadwal pelatihannya.',
        },
      ],
      en: [
        {
          question: 'Do residents have to install an app?',
          answer:
            'No. Residents open the village’s link in their phone’s browser; officials use the app on the office computer.',
        },
        {
          question: 'Who holds the population records?',
          answer:
            'The village. The data stays the village’s own, and the village can download all of it at any time.',
        },
        {
          question: 'Can several villages buy it together?',
          answer:
            'Yes. For regency programmes we write one quote for every village, including the training schedule.',
        },
      ],
    },
    cta: {
      id: {
        title: 'Jadwalkan demo untuk desa Anda',
        text: 'Kami datang ke kantor desa, menunjukkan alurnya dengan data contoh, dan menjawab pertanyaan perangkat.',
      },
      en: {
        title: 'Book a demo for your village',
        text: 'We come to the village office, walk through the flow with sample data and answer the officials’ questions.',
      },
    },
  },
};

/** The product pages' shared copy, once per language. */
export const productPageContent: Localized<{
  eyebrow: string;
  ctaButton: string;
  faqTitle: string;
}> = {
  id: { eyebrow: 'Produk Segara Digital', ctaButton: 'Hubungi kami', faqTitle: 'Pertanyaan umum' },
  en: {
    eyebrow: 'A Segara Digital product',
    ctaButton: 'Contact us',
    faqTitle: 'Common questions',
  },
};

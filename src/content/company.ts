// The company's facts, in one place. Visible lines are translation keys that interpolate
// these values (e.g. footer.addressLink = "Lihat {{address}} di peta"), so copy and facts never
// drift apart.

export const company = {
  name: 'Segara Digital',
  legalName: 'PT Segara Kode Nusantara',
  street: 'Jl. Tukad Badung No. 18, Renon',
  city: 'Denpasar',
  region: 'Bali',
  postalCode: '80226',
  country: 'Indonesia',
  email: 'halo@segaradigital.co.id',
  careersEmail: 'karir@segaradigital.co.id',
  phone: '+62 361 4729 188',
  whatsapp: '+62 812 3900 4188',
  foundedYear: 2017,
  socials: [
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/segaradigital' },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      url: 'https://www.linkedin.com/company/segara-digital',
    },
    { network: 'github', label: 'GitHub', url: 'https://github.com/segara-digital' },
  ],
} as const;

export type SocialNetwork = (typeof company.socials)[number]['network'];

/** One line, as printed on letters and shown in the footer. */
export const companyAddress = `${company.street}, ${company.city}, ${company.region} ${company.postalCode}, ${company.country}`;

/** A maps search for the address: works on every phone, no API key, no embed to load. */
export function mapsSearchUrl(address: string = companyAddress): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** A phone number as shown: non-breaking spaces, so it never breaks across lines. */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, '\u00a0');
}

/** An application email to the careers address, its subject in the page's language. */
export function applyMailto(subject: string): string {
  return `mailto:${company.careersEmail}?subject=${encodeURIComponent(subject)}`;
}

/** A WhatsApp chat with the company (wa.me wants the number as digits only), `text` prefilled. */
export function whatsappHref(text: string): string {
  return `https://wa.me/${company.whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/** `tel:` wants digits only, with the country code. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

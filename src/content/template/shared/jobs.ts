// Demo vacancies for the agency landing and the template career page.
import type { Job } from '../types';

const denpasar = { id: 'Denpasar, Bali', en: 'Denpasar, Bali' };
const remote = { id: 'Jarak jauh (WITA ±2 jam)', en: 'Remote (WITA ±2 h)' };
const fullTime = { id: 'Penuh waktu', en: 'Full-time' };

export const demoJobs: readonly Job[] = [
  {
    title: { id: 'Frontend Engineer (React)', en: 'Frontend Engineer (React)' },
    team: { id: 'Teknik', en: 'Engineering' },
    place: denpasar,
    kind: fullTime,
  },
  {
    title: { id: 'Mobile Engineer (Flutter)', en: 'Mobile Engineer (Flutter)' },
    team: { id: 'Teknik', en: 'Engineering' },
    place: remote,
    kind: fullTime,
  },
  {
    title: { id: 'Desainer Produk', en: 'Product Designer' },
    team: { id: 'Desain', en: 'Design' },
    place: denpasar,
    kind: fullTime,
  },
  {
    title: { id: 'Manajer Proyek', en: 'Project Manager' },
    team: { id: 'Pengiriman', en: 'Delivery' },
    place: denpasar,
    kind: fullTime,
  },
  {
    title: { id: 'Magang QA', en: 'QA Intern' },
    team: { id: 'Teknik', en: 'Engineering' },
    place: denpasar,
    kind: { id: 'Magang 6 bulan', en: '6-month internship' },
  },
];

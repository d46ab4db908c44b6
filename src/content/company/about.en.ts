// The About page's copy in English. Facts come from content/company.ts and content/facts.ts.
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

export const aboutContentEn: AboutContent = {
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
      `${company.name} was founded in ${company.city} in ${founded} by ${numberWord(facts.founders, 'en')} developers who had worked for agencies in Jakarta and abroad and then came home to Bali. They kept seeing the same thing: local businesses paying a lot for systems built by people who never looked at how they actually worked.`,
      'Our first project was a booking system for a homestay in Ubud that still kept its guest list in a notebook. Then came a savings-and-loan cooperative, a souvenir shop, and a village office that wanted residents to reach its services from their phones.',
      `Today we are ${company.legalName}, with a permanent team that designs, builds and maintains apps from our studio in ${company.city} and from the homes of colleagues who work remotely. The way we work has not changed: go and see, listen first, build only what is needed, and look after it for years.`,
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
        text: 'Our studio and most of our team are here. We know the high season, the holidays and how a customary village makes decisions.',
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
      `Since ${movedInText('en')} we have worked from a ${numberWord(facts.office.floors, 'en')}-storey house turned studio on ${company.street}, a few minutes from the Niti Mandala square. Before that, we spent ${numberWord(facts.office.previous.years, 'en')} years sharing a ${numberWord(facts.office.previous.floors, 'en')}-storey shophouse on ${facts.office.previous.street}. Downstairs in the new studio is a large meeting room where we host clients and workshops; upstairs is the team’s quiet workspace.`,
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
};

// Beranda's copy in English. Company facts come from company.ts.
import { company } from './company';
import { facts, listText } from './facts';
import type { HomeContent } from './home';

export const homeContentEn: HomeContent = {
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
      `A studio in ${company.city}, colleagues working remotely from ${listText(facts.remoteTowns, 'en')}`,
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
    title: 'Five steps, no surprises',
    lead: 'You see progress every two weeks and always know what is being worked on.',
    steps: [
      {
        title: 'Discovery',
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
        title: 'Launch',
        text: 'Your data moved over, training for your team, and someone at your side in the first days.',
      },
      {
        title: 'Support',
        text: 'Updates, monitoring and fixes for as long as the app is in use.',
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
};

// Copy never states a fact that disagrees with its one source (docs/content.md#facts).
import { dayRange, facts, weekdayNames } from '../../../src/content/facts';
import { teamMembers } from '../../../src/content/team';
import { remoteTowns, teamSize } from '../../../src/content/teamFacts';
import { copyCorpus, type CopyText } from './copyCorpus';

const numberWords: Record<string, number> = Object.fromEntries(
  [
    ['nol', 'zero'],
    ['satu', 'one'],
    ['dua', 'two'],
    ['tiga', 'three'],
    ['empat', 'four'],
    ['lima', 'five'],
    ['enam', 'six'],
    ['tujuh', 'seven'],
    ['delapan', 'eight'],
    ['sembilan', 'nine'],
    ['sepuluh', 'ten'],
    ['sebelas', 'eleven'],
    ['dua belas', 'twelve'],
  ].flatMap(([id, en], value) => [
    [id, value],
    [en, value],
  ]),
);
const count = (word: string) =>
  /^\d+$/.test(word) ? Number(word) : numberWords[word.toLowerCase()];
const NUMBER = `\\d+|${Object.keys(numberWords).join('|')}`;
const day = [...weekdayNames.id, ...weekdayNames.en].join('|');
const known = (['id', 'en'] as const).flatMap((lng) =>
  [facts.officeHours, facts.studioDays].map((range) => dayRange(range, lng).toLowerCase()),
);
const studio = (['id', 'en'] as const).flatMap((lng) =>
  weekdayNames[lng].slice(facts.studioDays.firstDay, facts.studioDays.lastDay + 1),
);

/** Every statement in `copy` that disagrees with the facts, described. */
export function disagreements({ text }: Pick<CopyText, 'text'>): string[] {
  const found: string[] = [];
  const each = (
    pattern: string,
    check: (match: RegExpExecArray) => string | undefined,
    flags = 'gi',
  ) => {
    for (const match of text.matchAll(new RegExp(pattern, flags))) {
      const problem = check(match);
      if (problem) found.push(`${problem}: “${match[0]}”`);
    }
  };
  // Team size: "<n> orang dalam tim", "<n> people on the team", "<n> orang di <town>".
  each(
    `\\b(${NUMBER}) (?:orang|people) (?:dalam tim|on the (?:permanent )?team|di tim|di Denpasar|in Denpasar)`,
    (m) => (count(m[1]!) === teamSize ? undefined : `team size is ${teamSize}`),
  );
  each(`\\btim (?:tetap )?(?:berisi |of )?(${NUMBER}) orang`, (m) =>
    count(m[1]!) === teamSize ? undefined : `team size is ${teamSize}`,
  );
  // Projects: one exact figure, never "±70", "~70" or "70+".
  each(
    `([±~]|lebih dari |over |more than )?\\b(\\d+)(\\+)? (?:proyek|projects) (?:yang sudah dirilis|shipped|selesai|delivered)`,
    (m) =>
      m[1] || m[3] || Number(m[2]) !== facts.projectsShipped
        ? `projects shipped is exactly ${facts.projectsShipped}`
        : undefined,
  );
  // Founding year.
  each(
    `\\b(?:berdiri|didirikan|founded|opened)\\D{0,40}?(\\d{4})\\b|\\b(?:sejak|since) (\\d{4}) (?:di|in)\\b|^(?:Sejak|Since) (\\d{4})$|Berdiri sejak (\\d{4})`,
    (m) => {
      const year = Number(m[1] ?? m[2] ?? m[3] ?? m[4]);
      return year === facts.foundedYear ? undefined : `founded in ${facts.foundedYear}`;
    },
  );
  // Day ranges: office hours or studio days, nothing else.
  each(
    `\\b(${day}) ?(?:–|-|sampai|hingga|to) ?(${day})\\b`,
    (m) => {
      const range = `${m[1]}–${m[2]}`.toLowerCase();
      return known.includes(range) ? undefined : `day ranges are ${known.join(', ')}`;
    },
    'g',
  );
  // "every Wednesday at the office": only studio days.
  each(
    `\\b(?:setiap|every) (${day})\\b`,
    (m) =>
      studio.some((name) => name.toLowerCase() === m[1]!.toLowerCase())
        ? undefined
        : `studio days are ${dayRange(facts.studioDays, 'en')}`,
    'g',
  );
  // Remote towns: only the team list's remote members'.
  each(
    `(?:jarak jauh dari|remotely from|works from) ((?:[A-Z][a-z]+)(?:(?:, | dan | and )[A-Z][a-z]+)*)`,
    (m) => {
      const towns = m[1]!.split(/, | dan | and /);
      const wrong = towns.filter((town) => !remoteTowns.includes(town));
      return wrong.length ? `remote colleagues live in ${remoteTowns.join(', ')}` : undefined;
    },
    'g',
  );
  // Founders: "Pendirinya dua pengembang", "founded … by two developers", "three founders".
  each(
    `\\b(?:pendirinya|didirikan\\b[^.]{0,60}?\\boleh|founded\\b[^.]{0,60}?\\bby) (${NUMBER})\\b|\\b(${NUMBER}) (?:pendiri|co-?founders|founders)\\b`,
    (m) => (count(m[1] ?? m[2]!) === facts.founders ? undefined : `founders are ${facts.founders}`),
  );
  // The office: where it is since the move, and the years and floors of the one before.
  each(
    `\\b(?:kantor|studio|office) yang sama\\b|\\bsame (?:office|studio)\\b|\\b(?:sejak awal|from the start|from day one)\\b[^.]{0,40}\\b(?:kantor|studio|office|rumah|house)\\b|\\b(?:kantor|studio|office|rumah|house)\\b[^.]{0,60}\\b(?:sejak awal|from the start|from day one)\\b`,
    () => `the office moved in ${facts.office.movedIn.slice(0, 4)}`,
  );
  each(`\\b(${NUMBER}) (?:tahun|years)\\b[^.]{0,40}?\\b(?:ruko|shophouse)`, (m) =>
    count(m[1]!) === facts.office.previous.years
      ? undefined
      : `the previous office lasted ${facts.office.previous.years} years`,
  );
  each(
    `\\bruko (${NUMBER}) lantai|\\b(${NUMBER})-storey shophouse|\\brumah (${NUMBER}) lantai|\\b(${NUMBER})-storey (?:house|studio)`,
    (m) => {
      const previous = m[1] ?? m[2];
      const floors = count((previous ?? m[3] ?? m[4])!);
      const right = previous ? facts.office.previous.floors : facts.office.floors;
      return floors === right ? undefined : `that building has ${right} floors`;
    },
  );
  // A "local team" while colleagues work from other islands.
  each(
    `\\b(?:tim lokal|a local team|tim kami tinggal di|our team lives|seluruh tim|the whole team|all of us live)\\b`,
    () =>
      facts.remoteTowns.length
        ? `colleagues work remotely from ${facts.remoteTowns.join(', ')}`
        : undefined,
  );
  return found;
}

describe('the facts', () => {
  it('mirror the team list where pages outside its chunk need them', () => {
    expect(facts.teamSize).toBe(teamMembers.length);
    expect(teamSize).toBe(teamMembers.length);
    expect([...facts.remoteTowns].sort()).toEqual([...remoteTowns].sort());
    expect(facts.founders).toBe(
      teamMembers.filter((member) => member.role.en.startsWith('Co-founder')).length,
    );
  });

  it('catch a statement that disagrees (control)', () => {
    const wrong = [
      '18 orang dalam tim tetap',
      'Sembilan orang di Denpasar',
      '±70 proyek yang sudah dirilis',
      `${facts.projectsShipped + 1} projects shipped`,
      'Berdiri sejak 2015',
      'Senin–Sabtu, 09.00–17.00 WITA',
      'berkumpul di kantor setiap Senin',
      'Monday to Saturday',
      'bekerja jarak jauh dari Tabanan, Gianyar, dan Singaraja',
      // The copy these checks were written against.
      'Pendirinya tiga pengembang yang sebelumnya bekerja untuk agensi di Jakarta',
      'was founded in Denpasar in 2017 by three developers who had worked for agencies',
      'merawat aplikasi dari kantor yang sama di Denpasar',
      'maintains apps from the same office in Denpasar',
      'Kantor kami adalah rumah dua lantai yang kami ubah menjadi studio sejak awal',
      'Setelah tujuh tahun berbagi ruko tiga lantai di Jalan Teuku Umar',
      'After six years sharing a two-storey shophouse on Jalan Teuku Umar',
      'We work from a three-storey house turned studio in Renon',
      'Tim lokal di Denpasar',
      'A local team in Denpasar',
      'Tim kami tinggal di sini.',
    ];
    for (const text of wrong) expect([text, disagreements({ text })]).not.toEqual([text, []]);
    const right = [
      `${teamSize} orang dalam tim tetap`,
      `${facts.projectsShipped} proyek yang sudah dirilis`,
      `Berdiri sejak ${facts.foundedYear}`,
      dayRange(facts.officeHours, 'id'),
      `remotely from ${remoteTowns.join(' and ')}`,
      `Pendirinya dua pengembang`,
      `Setelah ${facts.office.previous.years} tahun berbagi ruko ${facts.office.previous.floors} lantai`,
    ];
    for (const text of right) expect([text, disagreements({ text })]).toEqual([text, []]);
  });

  it('agree with every page, post and translation in both languages', () => {
    const problems = copyCorpus().flatMap((copy) =>
      disagreements(copy).map((problem) => `${copy.source} (${copy.lang}): ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});

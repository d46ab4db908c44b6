// Facts that come from the team list (./team.ts), never typed by hand (docs/content.md#facts).
import type { Language } from '../lib/i18n';
import { listText } from './facts';

export { numberWord } from './facts';
import type { TeamMember } from './schema';
import { teamMembers } from './team';

/** How many people are on the permanent team: the team list's length. */
export const teamSize = teamMembers.length;

const unique = (towns: string[]) => [...new Set(towns)];

/** Every town someone on the team works from, the studio's first. */
export const teamTowns = unique(teamMembers.map((member) => member.location));

/** The towns of the colleagues who work fully remote. */
export const remoteTowns = unique(
  teamMembers.filter((member) => member.remote).map((member) => member.location),
);

/** "Medan (jarak jauh)" / "Medan (remote)": a member's place as the team pages show it. */
export function memberPlace(member: TeamMember, lng: Language): string {
  if (!member.remote) return member.location;
  return `${member.location} (${lng === 'id' ? 'jarak jauh' : 'remote'})`;
}

/** "Denpasar, Tabanan, Medan dan Yogyakarta". */
export const townsText = (towns: readonly string[], lng: Language) => listText(towns, lng);

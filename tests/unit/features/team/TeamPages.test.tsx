import { screen, within } from '@testing-library/react';
import { TeamPage } from '../../../../src/features/team/TeamPage';
import { teamMemberRoute } from '../../../../src/features/team/TeamMemberPage';
import { postsByAuthor } from '../../../../src/content/blog/blogIndex';
import { initials, teamMembers } from '../../../../src/content/team';
import { paths } from '../../../../src/lib/paths';
import { renderWithProviders } from '../../renderWithProviders';
import { renderRoutes } from '../blog/renderRoutes';

const routes = [{ path: paths.teamMemberPattern, ...teamMemberRoute }];

describe('TeamPage', () => {
  it('shows at least eight members with avatar, name and role, linking to their profiles', () => {
    renderWithProviders(<TeamPage />);
    expect(teamMembers.length).toBeGreaterThanOrEqual(8);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(teamMembers.length);
    teamMembers.forEach((member, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('link', { name: member.name })).toHaveAttribute(
        'href',
        paths.teamMember(member.slug),
      );
      expect(within(card).getByText(member.role.id)).toBeInTheDocument();
      // The avatar is drawn in the page (no SVG <img>), hidden from assistive technology.
      const avatar = card.querySelector('svg.team-avatar');
      expect(avatar).toHaveAttribute('aria-hidden', 'true');
      expect(avatar).toHaveTextContent(initials(member.name));
      expect(card.querySelector('img')).toBeNull();
    });
  });
});

describe('TeamMemberPage', () => {
  it('shows bio, skills, links and the posts the member wrote', async () => {
    const member = teamMembers.find((m) => postsByAuthor(m.slug).length > 1)!;
    renderRoutes(routes, paths.teamMember(member.slug));
    expect(await screen.findByRole('heading', { level: 1, name: member.name })).toBeInTheDocument();
    expect(screen.getByText(member.bio.id[0]!)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Keahlian' })).toBeInTheDocument();
    for (const social of member.socials) {
      expect(
        screen.getAllByRole('link').some((link) => link.getAttribute('href') === social.url),
      ).toBe(true);
    }
    const posts = postsByAuthor(member.slug);
    for (const post of posts) {
      expect(screen.getByRole('link', { name: post.versions.id.title })).toHaveAttribute(
        'href',
        paths.blogPost(post.id),
      );
    }
  });

  it('says so when a member has written nothing yet', async () => {
    const quiet = teamMembers.find((m) => postsByAuthor(m.slug).length === 0);
    if (!quiet) return; // every member writes: nothing to show
    renderRoutes(routes, paths.teamMember(quiet.slug));
    expect(await screen.findByText(`Belum ada artikel dari ${quiet.name}.`)).toBeInTheDocument();
  });

  it('answers an unknown slug with the not-found page', async () => {
    renderRoutes(routes, '/detailteam/tidak-ada');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
  });
});

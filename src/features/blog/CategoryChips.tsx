import { Link } from '../../components/SiteLink';
import { BLOG_CATEGORIES, paths, type BlogCategory } from '../../lib/paths';
import { useT } from '../../lib/useLanguage';

/** Semua Post and the six categories as chips; the current one is marked for everyone. */
export function CategoryChips({ current }: { current?: BlogCategory }) {
  const { t } = useT();
  const chips = [
    { key: 'all', to: paths.blog, label: t('nav.allPosts'), active: !current },
    ...BLOG_CATEGORIES.map((category) => ({
      key: category,
      to: paths.blogCategory(category),
      label: t(`blogCategory.${category}`),
      active: category === current,
    })),
  ];
  return (
    <nav aria-label={t('blog.categories')} className="mb-4">
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0 category-chips">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.to}
              className={`btn btn-sm rounded-pill ${chip.active ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-current={chip.active ? 'page' : undefined}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

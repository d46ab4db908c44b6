import { useTranslation } from 'react-i18next';
import { employmentTypeLabels, workLocationLabels } from '../../content/careers';
import type { CareerRole } from '../../content/schema';
import { formatCalendarDate } from '../../lib/calendarDate';
import type { Language } from '../../lib/i18n';
import { useLanguage } from '../../lib/useLanguage';

/** Rupiah in millions as the page's language writes them: "5,5" in Indonesian, "5.5" in English. */
const millions = (amount: number, lng: Language) =>
  String(amount / 1_000_000).replace('.', lng === 'id' ? ',' : '.');

/** Location, type, team, salary and the day the role opened, as a description list. */
export function RoleFacts({ role, className }: { role: CareerRole; className?: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const facts = [
    { term: t('careers.location'), detail: workLocationLabels[role.location][lng] },
    { term: t('careers.type'), detail: employmentTypeLabels[role.type][lng] },
    { term: t('careers.team'), detail: role.team[lng] },
    {
      term: t('careers.salary'),
      detail: t('careers.salaryRange', {
        min: millions(role.salary.min, lng),
        max: millions(role.salary.max, lng),
      }),
    },
    { term: t('careers.posted'), detail: formatCalendarDate(role.posted, lng) },
  ];
  return (
    <dl className={className ? `role-facts ${className}` : 'role-facts'}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>{fact.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { HeaderFact } from '../../components/PageHeader';
import { employmentTypeLabels, workLocationLabels } from '../../content/careers';
import type { CareerRole } from '../../content/schema';
import { formatCalendarDate } from '../../lib/calendarDate';
import type { Language } from '../../lib/i18n';
import { useT } from '../../lib/useLanguage';

/** Rupiah in millions as the page's language writes them: "5,5" in Indonesian, "5.5" in English. */
const millions = (amount: number, lng: Language) =>
  String(amount / 1_000_000).replace('.', lng === 'id' ? ',' : '.');

/** Location, type, team, salary and the day the role opened. */
export function useRoleFacts(role: CareerRole): HeaderFact[] {
  const { t, language: lng } = useT();
  return [
    { label: t('careers.location'), value: workLocationLabels[role.location][lng] },
    { label: t('careers.type'), value: employmentTypeLabels[role.type][lng] },
    { label: t('careers.team'), value: role.team[lng] },
    {
      label: t('careers.salary'),
      value: t('careers.salaryRange', {
        min: millions(role.salary.min, lng),
        max: millions(role.salary.max, lng),
      }),
    },
    { label: t('careers.posted'), value: formatCalendarDate(role.posted, lng) },
  ];
}

/** A role's facts as a description list (the role list's cards). */
export function RoleFacts({ role, className }: { role: CareerRole; className?: string }) {
  const facts = useRoleFacts(role);
  return (
    <dl className={className ? `role-facts ${className}` : 'role-facts'}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

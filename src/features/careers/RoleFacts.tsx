import { useTranslation } from 'react-i18next';
import { employmentTypeLabels, workLocationLabels } from '../../content/careers';
import type { CareerRole } from '../../content/schema';
import { useLanguage } from '../../lib/useLanguage';

/** Location, type and team as a description list. */
export function RoleFacts({ role, className }: { role: CareerRole; className?: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const facts = [
    { term: t('careers.location'), detail: workLocationLabels[role.location][lng] },
    { term: t('careers.type'), detail: employmentTypeLabels[role.type][lng] },
    { term: t('careers.team'), detail: role.team[lng] },
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

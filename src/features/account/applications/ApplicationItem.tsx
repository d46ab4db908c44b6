import { useId, useState, type ReactNode } from 'react';
import { applicationsAdminContent } from '../../../content/applicationsAdmin';
import {
  APPLICATION_NOTES_MAX,
  APPLICATION_STEPS,
  type ApplicationStatus,
  type JobApplication,
} from '../../../lib/jobApplications';
import { useLocalized } from '../../../lib/useLanguage';

interface Props {
  application: JobApplication;
  roleName: string;
  formatDate: (millis: number) => string;
  onStatus: (application: JobApplication, to: ApplicationStatus) => Promise<void>;
  onNotes: (application: JobApplication, notes: string) => Promise<void>;
}

/** One application, opened: what the applicant sent, its status and the admin's private notes. */
export function ApplicationItem({ application, roleName, formatDate, onStatus, onNotes }: Props) {
  const copy = useLocalized(applicationsAdminContent);
  const id = useId();
  const steps = APPLICATION_STEPS[application.status];
  const [next, setNext] = useState<ApplicationStatus | ''>('');
  const [notes, setNotes] = useState(application.notes);
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle');

  const act = async (action: () => Promise<void>) => {
    setState('busy');
    try {
      await action();
      setState('saved');
    } catch (error) {
      console.error(error);
      setState('failed');
    }
  };

  const rows: [string, ReactNode][] = [
    [copy.reference, <code>{application.id}</code>],
    [copy.role, roleName],
    [copy.email, <a href={`mailto:${application.email}`}>{application.email}</a>],
    [copy.whatsapp, application.whatsapp],
    [copy.city, application.city],
    [
      copy.cv,
      <a
        href={application.cvUrl}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="text-break"
      >
        {application.cvUrl}
      </a>,
    ],
    ...(application.portfolioUrl
      ? ([
          [
            copy.portfolio,
            <a
              href={application.portfolioUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="text-break"
            >
              {application.portfolioUrl}
            </a>,
          ],
        ] as [string, ReactNode][])
      : []),
  ];

  return (
    <article className="card mb-3" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5">
          {application.name}
        </h2>
        <p className="small text-body-secondary">{formatDate(application.createdAt)}</p>
        <dl className="application-facts">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="h6">{copy.motivation}</h3>
        <p className="application-motivation">{application.motivation}</p>

        <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
          <div>
            <label className="form-label fw-semibold" htmlFor={`${id}-status`}>
              {copy.changeStatus}
            </label>
            <select
              id={`${id}-status`}
              className="form-select"
              value={next}
              disabled={steps.length === 0}
              onChange={(event) => setNext(steps.find((step) => step === event.target.value) ?? '')}
            >
              <option value="">{copy.statuses[application.status]}</option>
              {steps.map((step) => (
                <option key={step} value={step}>
                  {copy.statuses[step]}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!next || state === 'busy'}
            onClick={() =>
              void act(async () => {
                if (next) await onStatus(application, next);
                setNext('');
              })
            }
          >
            {copy.changeStatus}
          </button>
          {steps.length === 0 && <p className="small text-body-secondary mb-0">{copy.final}</p>}
        </div>

        <label className="form-label fw-semibold" htmlFor={`${id}-notes`}>
          {copy.notes}
        </label>
        <textarea
          id={`${id}-notes`}
          className="form-control mb-1"
          rows={3}
          maxLength={APPLICATION_NOTES_MAX}
          value={notes}
          aria-describedby={`${id}-notes-hint`}
          onChange={(event) => setNotes(event.target.value)}
        />
        <div id={`${id}-notes-hint`} className="form-text mb-2">
          {copy.notesHint}
        </div>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={notes === application.notes || state === 'busy'}
          onClick={() => void act(() => onNotes(application, notes))}
        >
          {copy.saveNotes}
        </button>
        <div role="status" className="mt-2">
          {state === 'saved' && <span className="text-success">{copy.saved}</span>}
          {state === 'failed' && <span className="text-danger">{copy.actionFailed}</span>}
        </div>
      </div>
    </article>
  );
}

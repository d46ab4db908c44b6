// The Lamaran export (docs/product.md#job-applications), written by the shared CSV writer
// (src/lib/csv.ts: every cell quoted, formulas neutralised, either separator).
import { buildCsv, type CsvSeparator } from '../../../lib/csv';
import type { ApplicationStatus, JobApplication } from '../../../lib/jobApplications';

export const APPLICATION_CSV_COLUMNS = [
  'createdAt',
  'reference',
  'role',
  'name',
  'email',
  'whatsapp',
  'city',
  'cvUrl',
  'portfolioUrl',
  'motivation',
  'status',
  'notes',
  'language',
] as const;

/**
 * Applications as CSV rows under `headings` (one per APPLICATION_CSV_COLUMNS entry, in the
 * page's language); times in ISO 8601 UTC, roles and statuses as the page names them.
 */
export function applicationsCsv(
  applications: readonly JobApplication[],
  headings: Record<(typeof APPLICATION_CSV_COLUMNS)[number], string>,
  names: { role: (slug: string) => string; status: (status: ApplicationStatus) => string },
  separator: CsvSeparator,
): string {
  return buildCsv(
    [
      APPLICATION_CSV_COLUMNS.map((column) => headings[column]),
      ...applications.map((application) => [
        application.createdAt ? new Date(application.createdAt).toISOString() : '',
        application.id,
        names.role(application.role),
        application.name,
        application.email,
        application.whatsapp,
        application.city,
        application.cvUrl,
        application.portfolioUrl ?? '',
        application.motivation,
        names.status(application.status),
        application.notes,
        application.language,
      ]),
    ],
    separator,
  );
}

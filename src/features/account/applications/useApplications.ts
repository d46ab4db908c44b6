// The Lamaran list's state for one role filter: the loaded pages, loading more, and the admin's
// changes, each kept in step with Firestore (docs/product.md#job-applications).
import { useCallback, useEffect, useState } from 'react';
import type { ApplicationStatus, JobApplication } from '../../../lib/jobApplications';
import {
  listApplicationsPage,
  saveApplicationNotes,
  setApplicationStatus,
  type PageCursor,
} from './applicationsService';

export type ApplicationsList =
  | { state: 'loading' }
  | { state: 'failed' }
  | {
      state: 'ready';
      applications: JobApplication[];
      next?: PageCursor;
      more: 'idle' | 'loading' | 'failed';
    };

export function useApplications(actor: string, role?: string) {
  const [attempt, setAttempt] = useState(0);
  const key = `${role ?? ''}#${attempt}`;
  const [loaded, setLoaded] = useState<{ key: string; list: ApplicationsList }>({
    key: '',
    list: { state: 'loading' },
  });
  const list: ApplicationsList = loaded.key === key ? loaded.list : { state: 'loading' };

  useEffect(() => {
    let active = true;
    listApplicationsPage(role).then(
      (page) => active && setLoaded({ key, list: { state: 'ready', ...page, more: 'idle' } }),
      (error: unknown) => {
        console.error(error);
        if (active) setLoaded({ key, list: { state: 'failed' } });
      },
    );
    return () => {
      active = false;
    };
  }, [role, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const updateReady = (
    change: (
      list: Extract<ApplicationsList, { state: 'ready' }>,
    ) => Partial<Extract<ApplicationsList, { state: 'ready' }>>,
  ) =>
    setLoaded((state) =>
      state.key === key && state.list.state === 'ready'
        ? { key, list: { ...state.list, ...change(state.list) } }
        : state,
    );

  const loadMore = async () => {
    if (list.state !== 'ready' || !list.next) return;
    const { next } = list;
    updateReady(() => ({ more: 'loading' }));
    try {
      const page = await listApplicationsPage(role, next);
      updateReady(({ applications }) => ({
        applications: [...applications, ...page.applications],
        next: page.next,
        more: 'idle',
      }));
    } catch (error) {
      console.error(error);
      updateReady(() => ({ more: 'failed' }));
    }
  };

  const replace = (id: string, fields: Partial<JobApplication>) =>
    updateReady(({ applications }) => ({
      applications: applications.map((a) => (a.id === id ? { ...a, ...fields } : a)),
    }));

  const changeStatus = async (application: JobApplication, to: ApplicationStatus) => {
    await setApplicationStatus(actor, application, to);
    replace(application.id, { status: to });
  };

  const saveNotes = async (application: JobApplication, notes: string) => {
    await saveApplicationNotes(actor, application.id, notes);
    replace(application.id, { notes });
  };

  return { list, reload, loadMore, changeStatus, saveNotes };
}

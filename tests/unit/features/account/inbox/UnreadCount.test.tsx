// The navbar's unread count: fetched only for an admin (a visitor or a staff user loads no
// Firestore), "25+" at the count query's limit, and refreshed after a change in the inbox.
import { act, screen } from '@testing-library/react';
import { Navbar } from '../../../../../src/app/layout/Navbar';
import { markMessageRead } from '../../../../../src/features/account/inbox/inboxService';
import { getDb, loadFirestoreLite } from '../../../../../src/lib/firebase';
import { useFakeFirebase } from '../../../fakeFirebase';
import { renderWithProviders } from '../../../renderWithProviders';
import { firestoreQueries, makeMessages, store, useFakeMessages } from './fakeMessages';

jest.mock('../../../../../src/lib/firebase');

useFakeFirebase();
useFakeMessages();

const signedIn = (role: string | null) => ({
  auth: {
    user: {
      uid: 'u1',
      email: 'staf@segaradigital.co.id',
      displayName: null,
      emailVerified: true,
      photoURL: null,
    },
    isLoggedIn: true,
    role,
    signInProvider: 'password',
    loading: false,
  },
});

describe('UnreadCount in the navbar', () => {
  it('shows an admin the unread count and updates it after a change', async () => {
    renderWithProviders(<Navbar />, { preloadedState: signedIn('Admin') });
    const link = await screen.findByRole('link', { name: 'Dasbor (1 belum dibaca)' });
    expect(link).toHaveAttribute('href', '/pages/account/dashboard');
    expect(firestoreQueries.getCount).toHaveBeenCalledTimes(1);
    expect(firestoreQueries.getDocs).not.toHaveBeenCalled();
    await act(() => markMessageRead('m1'));
    expect(await screen.findByRole('link', { name: 'Dasbor' })).toBeInTheDocument();
  });

  it('shows "25+" at the limit of the count query', async () => {
    store.messages = makeMessages(90).map((m) => ({ ...m, read: false }));
    renderWithProviders(<Navbar />, { preloadedState: signedIn('Admin'), lng: 'en' });
    expect(await screen.findByRole('link', { name: 'Dashboard (25+ unread)' })).toBeInTheDocument();
  });

  it('loads no Firestore for a visitor or a staff user', async () => {
    const visitor = renderWithProviders(<Navbar />);
    visitor.unmount();
    renderWithProviders(<Navbar />, { preloadedState: signedIn('user') });
    await act(() => Promise.resolve());
    expect(getDb).not.toHaveBeenCalled();
    expect(loadFirestoreLite).not.toHaveBeenCalled();
  });

  it('shows no badge when the count fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    firestoreQueries.getCount.mockRejectedValueOnce(new Error('permission-denied'));
    renderWithProviders(<Navbar />, { preloadedState: signedIn('Admin') });
    await act(() => Promise.resolve());
    expect(screen.getByRole('link', { name: 'Dasbor' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });
});

// The move of a page to the visitor's language (src/app/visitorLanguage.ts), loaded after the
// first commit: it moves an Indonesian page to its English twin for an English-speaking visitor,
// unless the visitor has moved on meanwhile (a navigation under way or done).
import { createMemoryRouter } from 'react-router-dom';
import id from '../../../public/locales/id/translation.json';
import { startI18nWith } from '../../../src/lib/i18nInit';
import { followVisitorLanguage } from '../../../src/app/visitorLanguage';

const never = () => new Promise<null>(() => undefined);

function router() {
  return createMemoryRouter(
    [
      { path: '/tentang', element: null },
      { path: '/en/tentang', element: null, loader: never },
    ],
    { initialEntries: ['/tentang'] },
  );
}

beforeAll(() => {
  Object.defineProperty(navigator, 'languages', { value: ['en-US', 'en'], configurable: true });
  startI18nWith('id', { translation: id });
});

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/tentang#tim');
});

it('moves an English-speaking visitor to the twin, keeping the hash', async () => {
  const move = jest.fn();
  await followVisitorLanguage(router(), 'id', move);
  expect(move).toHaveBeenCalledWith('/en/tentang#tim');
});

it('stays when a navigation started meanwhile (the switcher already remembered its choice)', async () => {
  const move = jest.fn();
  const pending = router();
  void pending.navigate('/en/tentang');
  expect(pending.state.navigation.state).toBe('loading');
  await followVisitorLanguage(pending, 'id', move);
  expect(move).not.toHaveBeenCalled();
});

it('stays when the visitor has already gone to another page', async () => {
  const move = jest.fn();
  const moved = createMemoryRouter([{ path: '*', element: null }], {
    initialEntries: ['/blog'],
  });
  await followVisitorLanguage(moved, 'id', move);
  expect(move).not.toHaveBeenCalled();
});

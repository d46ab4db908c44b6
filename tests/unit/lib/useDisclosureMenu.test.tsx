// The disclosure menu the navbar and the demo bar share (src/lib/useDisclosureMenu.ts), driven
// from outside as a visitor would: mouse, keyboard and focus.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDisclosureMenu } from '../../../src/lib/useDisclosureMenu';

const LINKS = ['One', 'Two', 'Three'];

function Menu() {
  const { open, close, rootProps, toggleProps, menuProps } = useDisclosureMenu<
    HTMLDivElement,
    HTMLUListElement
  >();
  return (
    <>
      <div {...rootProps}>
        <button type="button" {...toggleProps}>
          Menu
        </button>
        <ul {...menuProps} hidden={!open}>
          {LINKS.map((label) => (
            <li key={label}>
              <a
                href={`#${label}`}
                onClick={(event) => {
                  event.preventDefault();
                  close();
                }}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <button type="button">Outside</button>
    </>
  );
}

const toggle = () => screen.getByRole('button', { name: 'Menu' });
const link = (name: string) => screen.getByRole('link', { name });
/** The menu focuses a link in the next animation frame, once it is shown. */
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

function setup() {
  const user = userEvent.setup();
  render(<Menu />);
  return user;
}

it('starts closed, the button controlling the menu by its id', () => {
  setup();
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  const menu = document.getElementById(toggle().getAttribute('aria-controls')!);
  expect(menu?.tagName).toBe('UL');
  expect(menu).not.toBeVisible();
});

it('opens and closes by click, Enter and Space', async () => {
  const user = setup();
  await user.click(toggle());
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  expect(link('One')).toBeVisible();
  await user.click(toggle());
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');

  await user.keyboard('{Enter}');
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard(' ');
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
});

it('opens on the first link with ArrowDown, on the last with ArrowUp', async () => {
  const user = setup();
  toggle().focus();
  await user.keyboard('{ArrowDown}');
  await nextFrame();
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  expect(link('One')).toHaveFocus();

  await user.keyboard('{Escape}');
  await user.keyboard('{ArrowUp}');
  await nextFrame();
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  expect(link('Three')).toHaveFocus();
});

it('moves through the links with the arrows, wrapping round, and jumps with Home and End', async () => {
  const user = setup();
  toggle().focus();
  await user.keyboard('{ArrowDown}');
  await nextFrame();
  await user.keyboard('{ArrowDown}');
  expect(link('Two')).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(link('One')).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(link('Three')).toHaveFocus();
  await user.keyboard('{Home}');
  expect(link('One')).toHaveFocus();
  await user.keyboard('{End}');
  expect(link('Three')).toHaveFocus();
});

it('closes with Escape in the menu and gives focus back to the button', async () => {
  const user = setup();
  toggle().focus();
  await user.keyboard('{ArrowDown}');
  await nextFrame();
  await user.keyboard('{ArrowDown}{Escape}');
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  expect(toggle()).toHaveFocus();
});

it('closes with Escape on the button', async () => {
  const user = setup();
  await user.click(toggle());
  await user.keyboard('{Escape}');
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
});

it('closes when focus leaves it, not when focus moves inside it', async () => {
  const user = setup();
  await user.click(toggle());
  await user.tab();
  expect(link('One')).toHaveFocus();
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  await user.tab({ shift: true });
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  await user.tab();
  await user.tab();
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
});

it('stays open while a link inside is pressed, and closes on a press outside', async () => {
  const user = setup();
  await user.click(toggle());
  await user.pointer({ keys: '[MouseLeft>]', target: link('Two') });
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  await user.pointer({ keys: '[/MouseLeft]', target: link('Two') });
  await user.click(toggle());
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  await user.pointer({ keys: '[MouseLeft]', target: document.body });
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
});

it('closes on a press outside that moves no focus (Safari does not focus a clicked button)', async () => {
  const user = setup();
  await user.click(toggle());
  fireEvent.pointerDown(link('Two'));
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
});

it('closes when a link is chosen', async () => {
  const user = setup();
  await user.click(toggle());
  await user.click(link('Two'));
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
});

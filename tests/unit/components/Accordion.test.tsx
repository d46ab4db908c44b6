import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, hashTarget, type AccordionItem } from '../../../src/components/Accordion';

const items: AccordionItem[] = [
  { id: 'q-start', title: 'How does a project start?', body: <p>With a conversation.</p> },
  { id: 'q-price', title: 'What does it cost?', body: <p>It depends on the scope.</p> },
  { id: 'q-code', title: 'Who owns the code?', body: <p>You do.</p> },
];

const button = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('wires each button to its panel with ARIA inside a heading', () => {
    render(<Accordion items={items} />);
    for (const item of items) {
      const toggle = button(item.title as string);
      const panelId = toggle.getAttribute('aria-controls');
      expect(panelId).toBe(`${item.id}-panel`);
      const panel = document.getElementById(panelId!)!;
      // A <section> named by its button: a region (the role tests below find it as one).
      expect(panel.tagName).toBe('SECTION');
      expect(panel).toHaveAttribute('aria-labelledby', toggle.id);
      expect(toggle.closest('h3')).toHaveClass('accordion-header');
      expect(toggle).toHaveAttribute('type', 'button');
    }
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('opens the first item by default and only that one', () => {
    render(<Accordion items={items} />);
    expect(button('How does a project start?')).toHaveAttribute('aria-expanded', 'true');
    expect(button('How does a project start?')).not.toHaveClass('collapsed');
    expect(screen.getByText('With a conversation.')).toBeVisible();
    expect(button('What does it cost?')).toHaveAttribute('aria-expanded', 'false');
    expect(button('What does it cost?')).toHaveClass('collapsed');
    expect(screen.getByText('It depends on the scope.')).not.toBeVisible();
    // Open panels are named regions; closed ones are hidden from the accessibility tree.
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'How does a project start?' })).toBeInTheDocument();
  });

  it('toggles on click and keeps several panels open at once', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(button('What does it cost?'));
    await user.click(button('Who owns the code?'));
    for (const item of items) {
      expect(button(item.title as string)).toHaveAttribute('aria-expanded', 'true');
    }
    expect(screen.getAllByRole('region')).toHaveLength(3);

    await user.click(button('How does a project start?'));
    expect(button('How does a project start?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('With a conversation.')).not.toBeVisible();
    expect(button('What does it cost?')).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles with Enter and Space on the focused button', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    expect(button('How does a project start?')).toHaveFocus();
    await user.tab();
    const second = button('What does it cost?');
    expect(second).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('It depends on the scope.')).toBeVisible();

    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('It depends on the scope.')).not.toBeVisible();
  });

  it('honours defaultOpenIds and the heading level', () => {
    render(<Accordion items={items} defaultOpenIds={[]} headingLevel={4} />);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });

  it('opens the item named by the URL fragment', () => {
    window.location.hash = '#q-code';
    render(<Accordion items={items} />);
    expect(button('Who owns the code?')).toHaveAttribute('aria-expanded', 'true');
    expect(button('How does a project start?')).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the item named by a percent-encoded fragment', () => {
    window.location.hash = '#q%2Dprice';
    render(<Accordion items={items} />);
    expect(button('What does it cost?')).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    ['#%', '#%'],
    ['#%E0%A4%A', '#%E0%A4%A'],
    ['#%zz', '#%zz'],
    ['#q-code%', '#q-code%'],
    ['10,000 % signs', `#${'%'.repeat(10_000)}`],
  ])(
    'renders with the default item open when the fragment %s is not valid percent-encoding',
    (_label, hash) => {
      window.location.hash = hash;
      render(<Accordion items={items} />);
      expect(button('How does a project start?')).toHaveAttribute('aria-expanded', 'true');
      expect(button('Who owns the code?')).toHaveAttribute('aria-expanded', 'false');
    },
  );

  it('ignores an undecodable fragment set after the page opened', () => {
    render(<Accordion items={items} />);
    window.location.hash = '#%';
    expect(() => window.dispatchEvent(new HashChangeEvent('hashchange'))).not.toThrow();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });
});

describe('hashTarget', () => {
  it.each([
    ['#q-code', 'q-code'],
    ['q-code', 'q-code'],
    ['#caf%C3%A9', 'café'],
    ['#%', '%'],
    ['#%E0%A4%A', '%E0%A4%A'],
    ['', ''],
  ])('%j → %j', (hash, id) => {
    expect(hashTarget(hash)).toBe(id);
  });
});

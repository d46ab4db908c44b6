import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PricingPlans } from '../../../../src/features/template/sections/PricingSection';
import { demoPlans } from '../../../../src/content/template/shared/plans';
import { renderWithProviders } from '../../renderWithProviders';

describe('PricingPlans', () => {
  it('switches between monthly and yearly prices with two pressed-state buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PricingPlans plans={demoPlans} />, { lng: 'en' });
    const monthly = screen.getByRole('button', { name: 'Monthly' });
    const yearly = screen.getByRole('button', { name: /Yearly/ });
    expect(monthly).toHaveAttribute('aria-pressed', 'true');
    const prices = () => screen.getAllByTestId('plan-price').map((p) => p.textContent);
    const before = prices();
    expect(before[1]).toMatch(/249,000/);

    await user.click(yearly);
    expect(yearly).toHaveAttribute('aria-pressed', 'true');
    expect(monthly).toHaveAttribute('aria-pressed', 'false');
    expect(prices()[1]).toMatch(/199,000/);
    expect(prices()[0]).toBe('Free');

    await user.click(monthly);
    expect(prices()).toEqual(before);
  });
});

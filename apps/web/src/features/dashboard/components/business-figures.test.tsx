import type { DashboardBusiness } from '@console/domain/schemas/dashboard';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/i18n';
import { BusinessFigures, formatYuan } from './business-figures';

const base: DashboardBusiness = {
  scope: 'enterprise',
  tasksByStatus: [{ status: '2', count: 12 }],
  ordersByStatus: [
    { status: '0', count: 3 },
    { status: '11', count: 40 },
  ],
  invoicesByStatus: [{ status: '7', count: 2 }],
  paidThisMonth: '1234567.5',
  paidOrdersThisMonth: 17,
  balance: '-20.00',
  todo: null,
  totals: { enterprises: 1, tasks: 12, orders: 43, invoices: 2 },
};

beforeEach(() => setLanguage('en'));
afterEach(cleanup);

describe('business figures', () => {
  it('formats yuan from decimal strings', () => {
    expect(formatYuan('1234567.5')).toBe('¥1,234,567.50');
    expect(formatYuan('0.00')).toBe('¥0.00');
    expect(formatYuan('-20.00')).toBe('-¥20.00');
  });

  it('shows money, totals and status charts for an enterprise user, no to-do', () => {
    render(<BusinessFigures data={base} />);
    expect(screen.getByTestId('business-paid').textContent).toContain('¥1,234,567.50');
    expect(screen.getByTestId('business-paid').textContent).toContain('17 orders paid this month');
    expect(screen.getByRole('img', { name: 'Orders by status' }).textContent).toContain('Reviewed');
    expect(screen.getByRole('img', { name: 'Tasks by status' }).textContent).toContain('Recruiting');
    expect(screen.queryByTestId('todo-tasksToReview')).toBeNull();
  });

  it("shows staff their to-do counts and the platform's balance", () => {
    render(
      <BusinessFigures
        data={{
          ...base,
          scope: 'staff',
          todo: { tasksToReview: 4, invoicesToReview: 2, invoicesToIssue: 1, feedbackToAnswer: 9 },
          totals: { ...base.totals, enterprises: 9 },
        }}
      />,
    );
    expect(screen.getByTestId('todo-feedbackToAnswer').textContent).toContain('9');
    expect(screen.getByTestId('business-balance').textContent).toContain('Enterprise balances');
  });
});

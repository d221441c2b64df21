import type { DashboardBusiness } from '@console/domain/schemas/dashboard';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/i18n';
import { BusinessFigures, formatYuan } from './business-figures';

const base: DashboardBusiness = {
  scope: 'enterprise',
  tasks: { byStatus: [{ status: '2', count: 12 }], total: 12, toReview: null },
  orders: {
    byStatus: [
      { status: '0', count: 3 },
      { status: '11', count: 40 },
    ],
    total: 43,
    paidThisMonth: '1234567.5',
    paidOrdersThisMonth: 17,
    balance: '-20.00',
    enterprises: 1,
  },
  invoices: { byStatus: [{ status: '7', count: 2 }], total: 2, toReview: null, toIssue: null },
  feedback: null,
};

const none: DashboardBusiness = { scope: 'staff', tasks: null, orders: null, invoices: null, feedback: null };

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
    expect(screen.getByRole('list', { name: 'Orders by status' }).textContent).toContain('Reviewed');
    expect(screen.getByRole('list', { name: 'Tasks by status' }).textContent).toContain('Recruiting');
    expect(screen.queryByTestId('todo-tasksToReview')).toBeNull();
  });

  it("shows staff their to-do counts and the platform's balance", () => {
    render(
      <BusinessFigures
        data={{
          ...base,
          scope: 'staff',
          tasks: { ...(base.tasks as NonNullable<DashboardBusiness['tasks']>), toReview: 4 },
          orders: { ...(base.orders as NonNullable<DashboardBusiness['orders']>), enterprises: 9 },
          invoices: { ...(base.invoices as NonNullable<DashboardBusiness['invoices']>), toReview: 2, toIssue: 1 },
          feedback: { toAnswer: 9 },
        }}
      />,
    );
    expect(screen.getByTestId('todo-feedbackToAnswer').textContent).toContain('9');
    expect(screen.getByTestId('todo-tasksToReview').textContent).toContain('4');
    expect(screen.getByTestId('business-balance').textContent).toContain('Enterprise balances');
    expect(screen.getByTestId('business-balance').textContent).toContain('9 in all');
  });

  it('shows nothing to a user without any client list permission', () => {
    const { container } = render(<BusinessFigures data={none} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows only the sections answered: tasks alone, no money, orders or invoices', () => {
    render(
      <BusinessFigures data={{ ...none, tasks: { byStatus: [{ status: '1', count: 3 }], total: 3, toReview: 3 } }} />,
    );
    expect(screen.getByTestId('todo-tasksToReview').textContent).toContain('3');
    expect(screen.getByTestId('business-tasks').textContent).toContain('3');
    expect(screen.getByRole('list', { name: 'Tasks by status' })).toBeTruthy();
    for (const id of ['business-paid', 'business-balance', 'business-orders', 'business-invoices']) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
    for (const id of ['todo-invoicesToReview', 'todo-invoicesToIssue', 'todo-feedbackToAnswer']) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
    expect(screen.queryByText('Orders by status')).toBeNull();
    expect(screen.queryByText('Invoice applications by status')).toBeNull();
  });
});

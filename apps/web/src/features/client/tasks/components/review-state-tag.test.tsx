import type { TaskDetail } from '@console/domain/schemas/task';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../lib/i18n/i18n';
import '../i18n';
import { ReviewStateTag } from './review-state-tag';

type Review = TaskDetail['reviews'][number];
const review = (id: number, state: Review['state'], actorName: string): Review => ({
  id,
  state,
  reason: state === '2' ? '描述不清' : null,
  actorName,
  createdAt: `2026-11-2${id}T02:00:00.000Z`,
});
const submitted = review(1, '0', '企业用户');
const rejected = review(2, '2', '审核员');
const approved = review(3, '1', '审核员');

beforeEach(() => setLanguage('zh'));
afterEach(cleanup);

describe('<ReviewStateTag>', () => {
  it('shows the latest review of a reviewed task beside its status, who and when on hover', async () => {
    render(<ReviewStateTag task={{ status: '2', reviews: [submitted, rejected, submitted, approved] }} />);
    const tag = screen.getByTestId('task-review-state');
    expect(tag.textContent).toBe('审核通过');
    fireEvent.mouseEnter(tag);
    expect((await screen.findByRole('tooltip')).textContent).toMatch(
      /^审核状态：审核通过（审核员，2026-11-23 \d{2}:00）$/,
    );
  });

  it('keeps saying "rejected" on a rejected task edited back into a draft', () => {
    render(<ReviewStateTag task={{ status: '0', reviews: [submitted, rejected] }} />);
    expect(screen.getByTestId('task-review-state').textContent).toBe('审核驳回');
  });

  it('reads in English', async () => {
    await setLanguage('en');
    render(<ReviewStateTag task={{ status: '4', reviews: [submitted, approved] }} />);
    expect(screen.getByTestId('task-review-state').textContent).toBe('Approved');
  });

  it('says nothing before the first submission, nor what the status already says', () => {
    const { container, rerender } = render(<ReviewStateTag task={{ status: '0', reviews: [] }} />);
    expect(container.innerHTML).toBe('');
    rerender(<ReviewStateTag task={{ status: '1', reviews: [submitted] }} />);
    expect(container.innerHTML).toBe('');
    rerender(<ReviewStateTag task={{ status: '5', reviews: [submitted, rejected] }} />);
    expect(container.innerHTML).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { type ArticleAction, type ArticleState, articleWorkflow } from './article.js';
import { actionsFrom, refusal } from './workflow.js';

const all = () => true;
const none = () => false;
const only = (code: string) => (c: string) => c === code;

describe('article workflow', () => {
  const allowed: [ArticleAction, ArticleState, ArticleState][] = [
    ['publish', '0', '1'],
    ['publish', '2', '1'],
    ['withdraw', '1', '2'],
  ];
  it.each(allowed)('staff may %s from %s (→ %s)', (action, from, to) => {
    expect(refusal(articleWorkflow, action, from, 'staff', only('client:information:publish'))).toBeNull();
    expect(articleWorkflow[action].to).toBe(to);
  });

  it('staff with client:information:edit may create a draft; nobody else', () => {
    const edit = only('client:information:edit');
    expect(refusal(articleWorkflow, 'create', 'none', 'staff', edit)).toBeNull();
    expect(articleWorkflow.create.to).toBe('0');
    expect(refusal(articleWorkflow, 'create', 'none', 'staff', only('client:information:publish'))).toBe('permission');
    expect(refusal(articleWorkflow, 'create', 'none', 'enterprise', all)).toBe('actor');
    expect(refusal(articleWorkflow, 'create', 'none', 'freelancer', all)).toBe('actor');
    expect(refusal(articleWorkflow, 'create', '0', 'staff', all)).toBe('state');
  });

  it('staff may edit drafts and withdrawn articles, never a published one', () => {
    const edit = only('client:information:edit');
    expect(refusal(articleWorkflow, 'edit', '0', 'staff', edit)).toBeNull();
    expect(refusal(articleWorkflow, 'edit', '2', 'staff', edit)).toBeNull();
    expect(refusal(articleWorkflow, 'edit', '1', 'staff', edit)).toBe('state');
  });

  it('staff may delete only a draft', () => {
    const edit = only('client:information:edit');
    expect(refusal(articleWorkflow, 'delete', '0', 'staff', edit)).toBeNull();
    expect(refusal(articleWorkflow, 'delete', '1', 'staff', edit)).toBe('state');
    expect(refusal(articleWorkflow, 'delete', '2', 'staff', edit)).toBe('state');
  });

  it('refuses publishing a published article and withdrawing a draft or a withdrawn one', () => {
    expect(refusal(articleWorkflow, 'publish', '1', 'staff', all)).toBe('state');
    expect(refusal(articleWorkflow, 'withdraw', '0', 'staff', all)).toBe('state');
    expect(refusal(articleWorkflow, 'withdraw', '2', 'staff', all)).toBe('state');
  });

  it('needs client:information:publish to publish or withdraw, client:information:edit to edit or delete', () => {
    const edit = only('client:information:edit');
    const publish = only('client:information:publish');
    expect(refusal(articleWorkflow, 'publish', '0', 'staff', edit)).toBe('permission');
    expect(refusal(articleWorkflow, 'withdraw', '1', 'staff', edit)).toBe('permission');
    expect(refusal(articleWorkflow, 'edit', '0', 'staff', publish)).toBe('permission');
    expect(refusal(articleWorkflow, 'delete', '0', 'staff', publish)).toBe('permission');
    expect(refusal(articleWorkflow, 'publish', '0', 'staff', none)).toBe('permission');
  });

  it('refuses every action to enterprise users and freelancers, whatever they hold', () => {
    for (const action of Object.keys(articleWorkflow) as (keyof typeof articleWorkflow)[]) {
      for (const state of ['none', '0', '1', '2'] as ArticleState[]) {
        expect(refusal(articleWorkflow, action, state, 'enterprise', all)).toBe('actor');
        expect(refusal(articleWorkflow, action, state, 'freelancer', all)).toBe('actor');
      }
    }
  });

  it('lists what staff may do from each state', () => {
    expect(actionsFrom(articleWorkflow, '0', 'staff', all).sort()).toEqual(['delete', 'edit', 'publish']);
    expect(actionsFrom(articleWorkflow, '1', 'staff', all)).toEqual(['withdraw']);
    expect(actionsFrom(articleWorkflow, '2', 'staff', all).sort()).toEqual(['edit', 'publish']);
    expect(actionsFrom(articleWorkflow, '1', 'enterprise', all)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { actionsFrom, can, defineWorkflow, refusal } from './workflow.js';

const door = defineWorkflow<'open' | 'closed' | 'locked', 'close' | 'lock' | 'open'>({
  close: { from: ['open'], to: 'closed', actors: ['enterprise', 'staff'] },
  lock: { from: ['closed'], to: 'locked', actors: ['staff'], permission: 'door:lock' },
  open: { from: ['closed'], to: 'open', actors: ['enterprise', 'staff', 'freelancer'] },
});

describe('workflow', () => {
  it('refuses a wrong state, a wrong actor and a missing permission, in that order of precedence', () => {
    expect(refusal(door, 'lock', 'open', 'enterprise')).toBe('actor');
    expect(refusal(door, 'lock', 'closed', 'staff', () => false)).toBe('permission');
    expect(refusal(door, 'lock', 'open', 'staff', () => true)).toBe('state');
    expect(refusal(door, 'lock', 'closed', 'staff', () => true)).toBeNull();
  });

  it('needs no permission code from a freelancer', () => {
    expect(can(door, 'open', 'closed', 'freelancer', () => false)).toBe(true);
  });

  it('lists the actions available from a state', () => {
    expect(actionsFrom(door, 'closed', 'staff', () => true).sort()).toEqual(['lock', 'open']);
    expect(actionsFrom(door, 'closed', 'staff', () => false)).toEqual(['open']);
    expect(actionsFrom(door, 'locked', 'staff', () => true)).toEqual([]);
  });
});

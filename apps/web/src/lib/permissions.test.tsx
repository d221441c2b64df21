import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPermission, Permission } from './permissions';
import { useSession } from './session';

afterEach(() => {
  cleanup();
  useSession.setState({ permissions: [] });
});

describe('checkPermission', () => {
  const held = ['client:order:list', 'client:order:export'];
  it('all / any / none', () => {
    expect(checkPermission(held, { all: ['client:order:list', 'client:order:export'] })).toBe(true);
    expect(checkPermission(held, { all: ['client:order:list', 'telManage:online'] })).toBe(false);
    expect(checkPermission(held, { any: ['telManage:online', 'client:order:export'] })).toBe(true);
    expect(checkPermission(held, { any: ['telManage:online'] })).toBe(false);
    expect(checkPermission(held, { none: ['telManage:online'] })).toBe(true);
    expect(checkPermission(held, { none: ['telManage:online', 'client:order:list'] })).toBe(false);
  });

  it('the super wildcard holds everything', () => {
    expect(checkPermission(['*:*:*'], { all: ['a', 'b'] })).toBe(true);
  });
});

describe('<Permission>', () => {
  it('shows its children by rule and re-evaluates when the permission set changes', () => {
    useSession.setState({ permissions: ['client:order:list'] });
    render(
      <>
        <Permission all={['client:order:list']}>
          <span>all-shown</span>
        </Permission>
        <Permission any={['telManage:online']} fallback={<span>any-fallback</span>}>
          <span>any-shown</span>
        </Permission>
        <Permission none={['telManage:online']}>
          <span>none-shown</span>
        </Permission>
      </>,
    );
    expect(screen.queryByText('all-shown')).not.toBeNull();
    expect(screen.queryByText('any-shown')).toBeNull();
    expect(screen.queryByText('any-fallback')).not.toBeNull();
    expect(screen.queryByText('none-shown')).not.toBeNull();

    act(() => useSession.setState({ permissions: ['telManage:online'] }));
    expect(screen.queryByText('all-shown')).toBeNull();
    expect(screen.queryByText('any-shown')).not.toBeNull();
    expect(screen.queryByText('none-shown')).toBeNull();
  });
});

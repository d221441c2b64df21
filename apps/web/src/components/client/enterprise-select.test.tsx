import type { SessionUser } from '@console/domain/schemas/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session';
import { EnterpriseFilter } from './enterprise-select';

const getData = vi.fn();
vi.mock('../../lib/http/client', () => ({ getData: (...args: unknown[]) => getData(...args) }));

function renderAs(userType: '01' | '02') {
  useSession.setState({ user: { userType } as SessionUser });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Form>
        <EnterpriseFilter />
      </Form>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await setLanguage('zh');
  getData.mockReset().mockResolvedValue([{ id: 7, name: '杭州云帆科技有限公司' }]);
});
afterEach(() => {
  cleanup();
  useSession.setState({ user: null });
});

describe('<EnterpriseFilter>', () => {
  it('is not there for an enterprise user, who sees only their own rows', () => {
    renderAs('02');
    expect(screen.queryByText('企业')).toBeNull();
    expect(getData).not.toHaveBeenCalled();
  });

  it('lets staff search the enterprises by name on the server', async () => {
    renderAs('01');
    expect(screen.getByText('企业')).toBeTruthy();
    expect(screen.getByText('请选择企业')).toBeTruthy();
    await waitFor(() => expect(getData).toHaveBeenCalledWith('client/enterprise/options', undefined));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '云帆' } });
    await waitFor(() => expect(getData).toHaveBeenCalledWith('client/enterprise/options', { keyword: '云帆' }));
  });
});

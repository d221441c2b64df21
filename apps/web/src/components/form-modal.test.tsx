import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../lib/i18n/i18n';
import { FormModal } from './form-modal';

interface Values {
  name: string;
}

const onSubmit = vi.fn();

function Dialog({ open, name }: { open: boolean; name?: string }) {
  return (
    <FormModal<Values>
      open={open}
      title="Rename"
      onCancel={() => undefined}
      onSubmit={onSubmit}
      initialValues={{ name }}
      formProps={{ 'data-testid': 'rename-form' }}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'A name, please' }]}>
        <Input />
      </Form.Item>
    </FormModal>
  );
}

beforeEach(async () => {
  await setLanguage('en');
  onSubmit.mockReset();
});
afterEach(() => cleanup());

describe('<FormModal>', () => {
  it('keeps the dialog open with the message while a rule fails, then hands the values over', async () => {
    render(<Dialog open />);
    expect(screen.getByTestId('rename-form')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('A name, please')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Depot' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Depot' }));
  });

  it('opens with its initial values each time, nothing typed before kept', async () => {
    const { rerender } = render(<Dialog open name="First" />);
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    expect(input.value).toBe('First');
    fireEvent.change(input, { target: { value: 'typed, then cancelled' } });

    rerender(<Dialog open={false} name="Second" />);
    rerender(<Dialog open name="Second" />);
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Second');
  });
});

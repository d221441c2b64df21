import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER, type SubmitRequest } from '../lib/form/submission';
import { HttpError } from '../lib/http/http-error';
import { setLanguage } from '../lib/i18n/i18n';
import { FormModal } from './form-modal';

interface Values {
  name: string;
}

const onSubmit = vi.fn<(values: Values, request: SubmitRequest) => Promise<unknown>>();
const onCancel = vi.fn();

function Dialog({ open, name }: { open: boolean; name?: string }) {
  return (
    <App>
      <FormModal<Values>
        open={open}
        title="Rename"
        onCancel={onCancel}
        onSubmit={onSubmit}
        initialValues={{ name }}
        formProps={{ 'data-testid': 'rename-form' }}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'A name, please' }]}>
          <Input />
        </Form.Item>
      </FormModal>
    </App>
  );
}

/** The dialog's OK button (its accessible name changes while it spins). */
const ok = () => document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement;
const keyOf = (call = 0) => {
  const headers = onSubmit.mock.calls[call]?.[1].headers as Record<string, string> | undefined;
  return headers?.[IDEMPOTENCY_HEADER];
};

/** A write that answers when the test says so. */
function pendingWrite() {
  let settle: { resolve: () => void; reject: (e: unknown) => void } = { resolve: () => {}, reject: () => {} };
  onSubmit.mockImplementation(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return () => settle;
}

beforeEach(async () => {
  await setLanguage('en');
  onSubmit.mockReset();
  onSubmit.mockResolvedValue(null);
  onCancel.mockReset();
});
afterEach(() => cleanup());

describe('<FormModal>', () => {
  it('keeps the dialog open with the message while a rule fails, then hands the values over', async () => {
    render(<Dialog open />);
    expect(screen.getByTestId('rename-form')).toBeTruthy();
    fireEvent.click(ok());
    expect(await screen.findByText('A name, please')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Depot' } });
    fireEvent.click(ok());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Depot' });
    expect(keyOf()).toMatch(/^[0-9a-f]{32}$/);
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

  it('a double click submits once, busy until the write answers', async () => {
    const settle = pendingWrite();
    render(<Dialog open name="Depot" />);
    fireEvent.click(ok());
    fireEvent.click(ok());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(ok().className).toContain('ant-btn-loading'));
    fireEvent.click(ok());
    await act(async () => settle().resolve());
    await waitFor(() => expect(ok().className).not.toContain('ant-btn-loading'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('sends one Idempotency-Key per opening: the same after a failure, a new one after reopening', async () => {
    const settle = pendingWrite();
    const { rerender } = render(<Dialog open name="Depot" />);
    fireEvent.click(ok());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await act(async () => settle().reject(new HttpError('balance too low', 409)));
    fireEvent.click(ok());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(keyOf(1)).toBe(keyOf(0));
    await act(async () => settle().resolve());

    rerender(<Dialog open={false} name="Depot" />);
    rerender(<Dialog open name="Depot" />);
    await screen.findByLabelText('Name');
    fireEvent.click(ok());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it('closing with unsaved input asks first; without input it closes at once', async () => {
    render(<Dialog open name="Depot" />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Depot 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await screen.findAllByText('Discard unsaved input?')).length).toBeGreaterThan(0);
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
  });
});

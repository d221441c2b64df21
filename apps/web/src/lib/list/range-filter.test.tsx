import { cleanup, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { RangeFilter } from './range-filter';

afterEach(() => cleanup());

describe('<RangeFilter>', () => {
  it("holds the picker's place with its words until the picker's code comes, then is the picker itself", async () => {
    const { container } = render(
      <Form initialValues={{ range: [dayjs('2024-05-01'), null] }}>
        <Form.Item name="range" label="Created">
          <RangeFilter allowEmpty={[true, true]} placeholder={['Start date', 'End date']} />
        </Form.Item>
      </Form>,
    );
    // First render (this file's first): the code is on its way; the place holder is there, hidden from readers.
    const placeholder = screen.getByTestId('range-filter-placeholder');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.textContent).toBe('Start date→End date');
    expect(screen.queryByLabelText('Created')).toBeNull();

    expect(await screen.findByDisplayValue('2024-05-01')).toBe(screen.getByLabelText('Created'));
    expect(screen.queryByTestId('range-filter-placeholder')).toBeNull();
    const inputs = container.querySelectorAll('.ant-picker-range input');
    expect([...inputs].map((i) => i.getAttribute('placeholder'))).toEqual(['Start date', 'End date']);
  });
});

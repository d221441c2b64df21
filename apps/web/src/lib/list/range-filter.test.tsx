import { cleanup, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { markPageShown } from '../page-shown';
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
    // Before the first page is on the screen the place holder is there, hidden from readers, and stays.
    const placeholder = screen.getByTestId('range-filter-placeholder');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.textContent).toBe('Start date→End date');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByTestId('range-filter-placeholder')).toBe(placeholder);
    expect(screen.queryByLabelText('Created')).toBeNull();

    // The page is drawn: the picker's code comes and the picker takes the place.
    markPageShown();
    expect(await screen.findByDisplayValue('2024-05-01')).toBe(screen.getByLabelText('Created'));
    expect(screen.queryByTestId('range-filter-placeholder')).toBeNull();
    const inputs = container.querySelectorAll('.ant-picker-range input');
    expect([...inputs].map((i) => i.getAttribute('placeholder'))).toEqual(['Start date', 'End date']);
  });
});

import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchSnippet } from './search-snippet';

afterEach(cleanup);

describe('SearchSnippet', () => {
  it('marks the ranges it is given and shows the cuts', () => {
    const { container } = render(
      <SearchSnippet
        snippet="请确认交付物，交付物已上传"
        marks={[
          [7, 10],
          [3, 6],
        ]}
        cut={{ before: true, after: false }}
      />,
    );
    expect(container.textContent).toBe('…请确认交付物，交付物已上传');
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['交付物', '交付物']);
  });

  it('renders markup in the text as text and ignores ranges outside it', () => {
    const { container } = render(
      <SearchSnippet snippet="<b>x</b>" marks={[[20, 30]]} cut={{ before: false, after: true }} />,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('mark')).toBeNull();
    expect(container.textContent).toBe('<b>x</b>…');
  });
});

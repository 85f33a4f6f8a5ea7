import { render, screen } from '@testing-library/react';
import Markdown from 'react-markdown';
import { describe, expect, it } from 'vitest';

import { citationNumber, remarkCitations } from '@/features/chat/utils/remark-citations';

const renderAnswer = (text: string, sources: number[]) =>
  render(
    <Markdown
      remarkPlugins={[[remarkCitations, { sources }]]}
      components={{ a: ({ href, children }) => <a data-n={citationNumber(href) ?? 'none'}>{children}</a> }}
    >
      {text}
    </Markdown>,
  );

describe('remarkCitations', () => {
  it('turns the markers of known sources into citation links, also in lists and emphasis', () => {
    const { container } = renderAnswer(
      'First [1], both [1, 2], *stressed [2]*, joined [1][2], unknown [3].',
      [1, 2],
    );
    const cited = [...container.querySelectorAll('a')].map((link) => `${link.dataset.n}:${link.textContent}`);
    expect(cited).toEqual(['1:[1]', '1:[1]', '2:[2]', '2:[2]', '1:[1]', '2:[2]']);
    expect(container).toHaveTextContent('unknown [3].');
  });

  it('leaves code and existing links alone', () => {
    const { container } = renderAnswer(
      '`arr[1]` and [a link](https://example.org) [1]\n\n```\nx[1]\n```',
      [1],
    );
    expect(screen.getByText('arr[1]').tagName).toBe('CODE');
    expect(container.querySelector('pre')).toHaveTextContent('x[1]');
    expect([...container.querySelectorAll('a')].map((link) => link.dataset.n)).toEqual(['none', '1']);
  });

  it('reads a citation link back, and nothing else', () => {
    expect(citationNumber('#source-3')).toBe(3);
    expect(citationNumber('#source-0')).toBeNull();
    expect(citationNumber('https://example.org/#source-3')).toBeNull();
    expect(citationNumber(undefined)).toBeNull();
  });
});

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';

import type { Source } from '@/features/chat/api/chat-api';
import { citationNumber, remarkCitations } from '@/features/chat/utils/remark-citations';

type MarkdownAnswerProps = {
  text: string;
  sources: readonly Source[];
  onOpenSource: (source: Source) => void;
};

/**
 * An answer as Markdown (GitHub's tables, lists, code), safely: raw HTML is dropped, links are checked by
 * react-markdown's URL filter and open in a new tab without a referrer, and images are shown as links, so an answer
 * (which quotes documents anyone may have written) cannot load anything by itself. Markers `[n]` of the answer's
 * sources become buttons that open the passage.
 */
export function MarkdownAnswer({ text, sources, onOpenSource }: MarkdownAnswerProps) {
  const { t } = useTranslation('chat');

  const remarkPlugins = useMemo<Options['remarkPlugins']>(
    () => [remarkGfm, [remarkCitations, { sources: sources.map((source) => source.n) }]],
    [sources],
  );

  const components = useMemo<Components>(
    () => ({
      a: ({ href, children }) => {
        const n = citationNumber(href);
        const source = n === null ? undefined : sources.find((entry) => entry.n === n);
        if (source) {
          const label =
            source.page == null
              ? t('messages.source', { n: source.n, file: source.file_name })
              : t('messages.sourceWithPage', { n: source.n, file: source.file_name, page: source.page });
          return (
            <button
              type="button"
              className="chat-citation"
              aria-label={label}
              title={label}
              onClick={() => onOpenSource(source)}
            >
              {children}
            </button>
          );
        }
        return (
          <a href={href} target="_blank" rel="noopener noreferrer nofollow">
            {children}
          </a>
        );
      },
      // each block takes the direction of its own text: an English answer reads left to right in an Arabic page
      p: ({ children }) => <p dir="auto">{children}</p>,
      li: ({ children }) => <li dir="auto">{children}</li>,
      blockquote: ({ children }) => <blockquote dir="auto">{children}</blockquote>,
      td: ({ children }) => <td dir="auto">{children}</td>,
      th: ({ children }) => <th dir="auto">{children}</th>,
      img: ({ src, alt }) =>
        typeof src === 'string' && src ? (
          <a href={src} target="_blank" rel="noopener noreferrer nofollow">
            {alt || src}
          </a>
        ) : (
          <>{alt}</>
        ),
    }),
    [sources, onOpenSource, t],
  );

  return (
    <div className="chat-markdown">
      <Markdown remarkPlugins={remarkPlugins} components={components} skipHtml>
        {text}
      </Markdown>
    </div>
  );
}

import { describe, expect, it } from 'vitest';

import { formatChatDate, newChatId } from '@/features/chat/utils/chat-dates';
import { chatToMarkdown, exportFileName } from '@/features/chat/utils/chat-markdown';
import { readChatPreferences, writeChatPreferences } from '@/features/chat/utils/chat-storage';

describe('chat dates', () => {
  it('formats yyyy-MM-dd HH:mm:ss in local time, and nothing for a bad date', () => {
    expect(formatChatDate('2026-03-04T05:06:07')).toBe('2026-03-04 05:06:07');
    expect(formatChatDate('not a date')).toBe('');
  });

  it('names a new chat "chat-" and a timestamp', () => {
    expect(newChatId(1700000000000)).toBe('chat-1700000000000');
  });
});

describe('chat preferences in local storage', () => {
  it('reads the specification keys, tolerating missing and broken values', () => {
    expect(readChatPreferences()).toEqual({
      selectedModel: null,
      uploadedFiles: [],
      ragEnabled: false,
      selectedFiles: [],
    });
    localStorage.setItem('selectedModel', 'gemma3:1b');
    localStorage.setItem('uploadedFiles', '["a.pdf","a.pdf",7,"b.pdf"]');
    localStorage.setItem('ragEnabled', 'true');
    localStorage.setItem('selectedFiles', '{broken');
    expect(readChatPreferences()).toEqual({
      selectedModel: 'gemma3:1b',
      uploadedFiles: ['a.pdf', 'b.pdf'],
      ragEnabled: true,
      selectedFiles: [],
    });
  });

  it('writes unique names', () => {
    writeChatPreferences({
      selectedModel: 'qwen3:4b',
      uploadedFiles: ['a', 'a'],
      ragEnabled: false,
      selectedFiles: ['a'],
    });
    expect(localStorage.getItem('uploadedFiles')).toBe('["a"]');
    expect(localStorage.getItem('ragEnabled')).toBe('false');
    expect(localStorage.getItem('selectedModel')).toBe('qwen3:4b');
  });
});

describe('chat export', () => {
  it('writes each message under its author, answers with their sources quoted', () => {
    const markdown = chatToMarkdown(
      [
        { role: 'user', content: 'Q?' },
        {
          role: 'assistant',
          content: 'A [1]',
          model: 'tinyllama:latest',
          sources: [{ n: 1, file_name: 'f.pdf', page: null, snippet: 'line one\nline two' }],
        },
      ],
      {
        title: 'Q?',
        you: 'You',
        assistant: (model) => `Assistant (${model})`,
        sources: 'Sources',
        place: (file, page) => `${file}, page ${page}`,
      },
    );
    expect(markdown).toBe(
      '# Q?\n\n## You\n\nQ?\n\n## Assistant (tinyllama:latest)\n\nA [1]\n\n### Sources\n\n[1] f.pdf\n\n> line one\n> line two\n',
    );
    expect(exportFileName('chat-12')).toBe('chat-12.md');
    expect(exportFileName('a/b c')).toBe('a_b_c.md');
    expect(exportFileName(null)).toBe('chat.md');
  });
});

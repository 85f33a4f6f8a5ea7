import { SendOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

type MessageInputProps = {
  busy: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
};

/**
 * The message box: Enter sends, Shift+Enter adds a line (and Enter while an input method composes does neither).
 * Ant Design's text area, not the planner's native one: sharing that would split it into a chunk of its own that the
 * planner's first view would then load separately (ADR 16).
 */
export function MessageInput({ busy, onSend, onStop }: MessageInputProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const canSend = !busy && text.trim() !== '';

  const send = () => {
    if (!canSend) return;
    onSend(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="chat__composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label className="visually-hidden" htmlFor="chat-input">
        {t('input.label')}
      </label>
      <Input.TextArea
        id="chat-input"
        className="chat__input"
        value={text}
        autoSize={{ minRows: 1, maxRows: 8 }}
        placeholder={t('input.placeholder')}
        aria-describedby="chat-input-hint"
        dir="auto"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="chat__composer-actions">
        {busy ? (
          <Button icon={<StopOutlined />} onClick={onStop} danger>
            {t('input.stop')}
          </Button>
        ) : null}
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} disabled={!canSend}>
          {t('input.send')}
        </Button>
      </div>
      <p id="chat-input-hint" className="chat__hint">
        {t('input.hint')}
      </p>
    </form>
  );
}

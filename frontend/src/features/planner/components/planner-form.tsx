import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { AutoGrowTextArea } from '@/components/ui/auto-grow-text-area';
import { QuickProfiles } from '@/features/planner/components/quick-profiles';

type PlannerFormProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  busy: boolean;
};

/** The description box (grows with its text, at least 4 rows), the Find button and the quick profiles. */
export function PlannerForm({ value, onChange, onSubmit, busy }: PlannerFormProps) {
  const { t } = useTranslation('planner');
  const id = useId();
  const hintId = `${id}-hint`;
  const canSubmit = value.trim().length > 0 && !busy;

  const submit = () => {
    if (canSubmit) onSubmit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="planner-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="planner-form__label">
        {t('form.label')}
      </label>
      <AutoGrowTextArea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        minRows={4}
        maxRows={14}
        placeholder={t('form.placeholder')}
        aria-describedby={hintId}
        maxLength={5000}
      />
      <div className="planner-form__actions">
        <p id={hintId} className="planner-form__hint">
          {t('form.hint')}
        </p>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          icon={<SearchOutlined aria-hidden />}
          loading={busy}
          disabled={!canSubmit}
        >
          {busy ? t('form.processing') : t('form.submit')}
        </Button>
      </div>
      <QuickProfiles onPick={onChange} disabled={busy} />
    </form>
  );
}

import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

import type { ChatModels } from '@/features/chat/api/chat-api';

type ModelSelectorProps = {
  models: ChatModels | undefined;
  value: string;
  onChange: (value: string) => void;
};

/** The model to ask; the ones the model server does not have are shown, marked and not selectable. */
export function ModelSelector({ models, value, onChange }: ModelSelectorProps) {
  const { t } = useTranslation('chat');
  const options = (models?.models ?? []).map((model) => ({
    value: model.value,
    label: model.available ? model.label : t('model.unavailable', { label: model.label }),
    disabled: !model.available,
  }));

  return (
    <div className="chat-model">
      <label className="chat-sidebar__label" htmlFor="chat-model">
        {t('model.label')}
      </label>
      <Select
        id="chat-model"
        className="chat-model__select"
        value={models ? value : undefined}
        placeholder={models ? undefined : t('model.loading')}
        options={options}
        onChange={onChange}
        loading={!models}
        popupMatchSelectWidth={false}
      />
      {models?.server === 'unreachable' ? <p className="chat-model__note">{t('model.noServer')}</p> : null}
    </div>
  );
}

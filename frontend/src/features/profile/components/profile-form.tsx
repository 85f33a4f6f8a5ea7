import { Alert, Button, Col, Form, Input, Row, Select, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  PROFILE_FIELDS,
  refusedFields,
  useGetProfileQuery,
  useUpdateProfileMutation,
  type ProfileField,
} from '@/features/profile/api/profile-api';
import { countryOptions } from '@/features/profile/utils/countries';
import { toFormValues, toProfileInput, type ProfileFormValues } from '@/features/profile/utils/profile-form';

import './profile.css';

/** After a save: done, or refused (with or without fields named). */
type Status = 'saved' | 'saveFailed' | 'fieldsRefused' | undefined;

/** The localized message for a field the API refused (its own message is English). */
type FieldErrorKey = 'email' | 'date_of_birth' | 'phone' | 'postal_code' | 'country_code' | 'tooLong';
const FIELD_ERROR: Partial<Record<ProfileField, FieldErrorKey>> = {
  email: 'email',
  date_of_birth: 'date_of_birth',
  phone: 'phone',
  mobile_phone: 'phone',
  postal_code: 'postal_code',
  country_code: 'country_code',
  display_name: 'tooLong',
  first_name: 'tooLong',
  last_name: 'tooLong',
  address_line1: 'tooLong',
  address_line2: 'tooLong',
  city: 'tooLong',
  state_region: 'tooLong',
};

/** Lengths the API accepts (services/profile `profile.dto.ts`). */
const MAX_LENGTH: Partial<Record<ProfileField, number>> = {
  display_name: 100,
  first_name: 100,
  last_name: 100,
  email: 254,
  address_line1: 200,
  address_line2: 200,
  city: 100,
  state_region: 100,
  postal_code: 20,
  phone: 30,
  mobile_phone: 30,
};

const SECTIONS: { key: 'basic' | 'contact' | 'address'; fields: ProfileField[] }[] = [
  { key: 'basic', fields: ['display_name', 'first_name', 'last_name', 'date_of_birth'] },
  { key: 'contact', fields: ['email', 'phone', 'mobile_phone'] },
  {
    key: 'address',
    fields: ['address_line1', 'address_line2', 'city', 'state_region', 'postal_code', 'country_code'],
  },
];

const AUTOCOMPLETE: Record<ProfileField, string> = {
  display_name: 'nickname',
  first_name: 'given-name',
  last_name: 'family-name',
  date_of_birth: 'bday',
  email: 'email',
  phone: 'tel',
  mobile_phone: 'tel',
  address_line1: 'address-line1',
  address_line2: 'address-line2',
  city: 'address-level2',
  state_region: 'address-level1',
  postal_code: 'postal-code',
  country_code: 'country',
};

/** The latest birth date the API accepts: ten years ago today. */
function latestBirthDate(today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - 10, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

/**
 * The profile form (specification sections 2–5): basic information, contact and address; Save changes and
 * Cancel (back to the last loaded values). A load failure leaves an empty form; the API's field errors are shown
 * on their fields.
 */
export function ProfileForm({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('profile');
  const [form] = Form.useForm<ProfileFormValues>();
  const { data, isLoading, isError } = useGetProfileQuery(userId);
  const [updateProfile, { isLoading: isSaving }] = useUpdateProfileMutation();
  const [status, setStatus] = useState<Status>();

  const baseline = useMemo(() => toFormValues(data), [data]);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  // The form shows the last loaded (or saved) profile; errors of earlier attempts go with it.
  useEffect(() => {
    if (isLoading) return;
    form.setFields(PROFILE_FIELDS.map((name) => ({ name, value: baseline[name], errors: [] })));
  }, [form, baseline, isLoading]);

  const cancel = () => {
    form.setFields(PROFILE_FIELDS.map((name) => ({ name, value: baseline[name], errors: [] })));
    setStatus(undefined);
  };

  const save = async (values: ProfileFormValues) => {
    setStatus(undefined);
    try {
      await updateProfile(toProfileInput(userId, values)).unwrap();
      setStatus('saved');
    } catch (error) {
      const refused = Object.keys(refusedFields(error)) as ProfileField[];
      form.setFields(
        refused.map((name) => ({ name, errors: [t(`fieldErrors.${FIELD_ERROR[name] ?? 'invalid'}`)] })),
      );
      if (refused[0]) form.focusField(refused[0]);
      setStatus(refused.length > 0 ? 'fieldsRefused' : 'saveFailed');
    }
  };

  if (isLoading) {
    return (
      <div className="profile-loading" role="status">
        <Spin />
        <span>{t('loading')}</span>
      </div>
    );
  }

  const control = (field: ProfileField) => {
    const common = { autoComplete: AUTOCOMPLETE[field], maxLength: MAX_LENGTH[field] };
    switch (field) {
      case 'email':
        return <Input type="email" inputMode="email" dir="ltr" {...common} />;
      case 'date_of_birth':
        return <Input type="date" min="1900-01-01" max={latestBirthDate()} {...common} />;
      case 'phone':
      case 'mobile_phone':
        return <Input type="tel" inputMode="tel" dir="ltr" {...common} />;
      case 'country_code':
        return (
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            options={countries}
            placeholder={t('placeholders.country_code')}
          />
        );
      case 'address_line1':
      case 'address_line2':
        return <Input placeholder={t(`placeholders.${field}`)} {...common} />;
      default:
        return <Input {...common} />;
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name="profile"
      aria-label={t('formLabel')}
      initialValues={baseline}
      onFinish={(values) => void save(values)}
      onValuesChange={() => setStatus((current) => (current === 'saved' ? undefined : current))}
      scrollToFirstError={{ focus: true, block: 'center' }}
      noValidate
      className="profile-form"
    >
      {isError ? (
        <Alert
          className="profile-form__alert"
          type="error"
          showIcon
          title={t('loadFailed')}
          description={t('loadFailedHint')}
        />
      ) : null}

      {SECTIONS.map((section) => (
        <section
          key={section.key}
          className="profile-form__section"
          aria-labelledby={`profile-${section.key}`}
        >
          <Typography.Title level={2} id={`profile-${section.key}`} className="profile-form__heading">
            {t(`sections.${section.key}`)}
          </Typography.Title>
          <Row gutter={[16, 0]}>
            {section.fields.map((field) => (
              <Col key={field} xs={24} md={12}>
                <Form.Item
                  name={field}
                  label={t(`fields.${field}`)}
                  rules={
                    field === 'email'
                      ? [{ type: 'email', message: t('fieldErrors.email'), validateTrigger: 'onSubmit' }]
                      : undefined
                  }
                >
                  {control(field)}
                </Form.Item>
              </Col>
            ))}
          </Row>
        </section>
      ))}

      <div aria-live="polite" className="profile-form__status">
        {status === 'saved' ? <Alert type="success" showIcon title={t('saved')} role="status" /> : null}
        {status === 'saveFailed' || status === 'fieldsRefused' ? (
          <Alert
            type="error"
            showIcon
            title={t('saveFailed')}
            description={status === 'fieldsRefused' ? t('fixFields') : undefined}
          />
        ) : null}
      </div>

      <div className="profile-form__actions">
        <Button type="primary" htmlType="submit" loading={isSaving}>
          {isSaving ? t('saving') : t('save')}
        </Button>
        <Button htmlType="button" onClick={cancel} disabled={isSaving}>
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}

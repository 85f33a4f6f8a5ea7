import { Alert, Button, Card, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { toLanguageCode } from '@/config/languages';
import { ltrIsolate } from '@/lib/bidi';
import {
  fieldErrorsOf,
  useSendContactMessageMutation,
  type ContactMessageBody,
} from '@/features/contact/api/send-contact-message';
import { useTimedBanner } from '@/features/contact/hooks/use-timed-banner';
import { CONTACT_SUBJECTS, isContactSubject } from '@/features/contact/utils/contact-subjects';
import {
  DEFAULT_DIALING_REGION,
  dialingOptions,
  fullPhoneOf,
  type DialingRegion,
} from '@/features/contact/utils/dialing-codes';
import {
  CONTACT_FIELDS,
  serverFieldErrors,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactFormValues,
  type FieldError,
} from '@/features/contact/utils/validate-contact';

import '@/features/contact/components/contact.css';

const EMPTY_VALUES: ContactFormValues = {
  name: '',
  email: '',
  company: '',
  dialingRegion: DEFAULT_DIALING_REGION,
  phone: '',
  subject: undefined,
  message: '',
  website: '',
};

/** Input limits of the mailer (`contact.dto.ts`). */
const MAX_LENGTH = { name: 100, email: 254, company: 150, phone: 24, message: 5000 } as const;

/**
 * The contact form (specification sections 3 to 5 and 8): validates on submit, clears a field's error when
 * the field is edited, posts to `/api/send-email` with an idempotency key per submission and shows a
 * success or error banner for 5 s. `subject` preselects a subject (a link such as `/contact?subject=ai`); anything
 * that is not one of the subjects is ignored.
 */
export function ContactForm({ subject }: { readonly subject?: string | null } = {}) {
  const { t, i18n } = useTranslation('pages');
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const baseId = useId();
  const ids = useMemo(
    () =>
      Object.fromEntries(
        [...CONTACT_FIELDS, 'dialingRegion', 'website'].map((field) => [field, `${baseId}-${field}`]),
      ) as Record<ContactField | 'dialingRegion' | 'website', string>,
    [baseId],
  );
  const titleId = `${baseId}-title`;

  const [values, setValues] = useState<ContactFormValues>(() => ({
    ...EMPTY_VALUES,
    subject: subject && isContactSubject(subject) ? subject : undefined,
  }));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sendMessage, { isLoading: sending }] = useSendContactMessageMutation();
  const { banner, show: showBanner, hide: hideBanner } = useTimedBanner();
  /** The key of the last unfinished submission: a retry of the same message reuses it. */
  const pending = useRef<{ fingerprint: string; key: string } | undefined>(undefined);

  const dialingSelectOptions = useMemo(
    () =>
      dialingOptions(language).map((option) => ({
        value: option.region,
        label: `${option.country} (${option.code})`,
        code: option.code,
      })),
    [language],
  );
  const subjectOptions = useMemo(
    () =>
      CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: t(`contact.form.subjects.${subject}`) })),
    [t],
  );

  const change = <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    const errorField = field === 'dialingRegion' ? 'phone' : field;
    setErrors((current) => {
      if (!(errorField in current)) return current;
      const { [errorField as ContactField]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const errorText = (error: FieldError): string => {
    if ('text' in error) return error.text;
    const { email = '', max = 0 } = error.values ?? {};
    return t(`contact.form.errors.${error.key}`, { email: ltrIsolate(String(email)), max });
  };

  const focusFirstInvalid = (found: ContactErrors) => {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(ids[first])?.focus();
  };

  const submit = async () => {
    if (sending) return;
    hideBanner();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !values.subject) {
      focusFirstInvalid(found);
      return;
    }

    const message: ContactMessageBody = {
      name: values.name.trim(),
      email: values.email.trim(),
      company: values.company.trim(),
      fullPhone: fullPhoneOf(values.dialingRegion, values.phone),
      subject: values.subject,
      message: values.message.trim(),
      language,
      website: values.website,
    };
    const fingerprint = JSON.stringify(message);
    if (pending.current?.fingerprint !== fingerprint) {
      pending.current = { fingerprint, key: crypto.randomUUID() };
    }

    try {
      const result = await sendMessage({ message, idempotencyKey: pending.current.key }).unwrap();
      if (!result.success) {
        showBanner('error');
        return;
      }
      pending.current = undefined;
      setValues(EMPTY_VALUES);
      setErrors({});
      showBanner('success');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const fromServer = fields ? serverFieldErrors(fields, values) : {};
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusFirstInvalid(fromServer);
      } else {
        showBanner('error');
      }
    }
  };

  /** Label, error and its link to the control (`aria-describedby`). */
  const item = (field: ContactField, label: string, control: ReactNode, required = false) => {
    const error = errors[field];
    return (
      <Form.Item
        label={label}
        htmlFor={ids[field]}
        required={required}
        validateStatus={error ? 'error' : undefined}
        help={error ? <span id={`${ids[field]}-error`}>{errorText(error)}</span> : undefined}
      >
        {control}
      </Form.Item>
    );
  };

  const a11y = (field: ContactField, required = false) => ({
    id: ids[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${ids[field]}-error` : undefined,
    'aria-required': required || undefined,
  });

  return (
    <Card className="contact-form" aria-labelledby={titleId}>
      <Typography.Title level={2} id={titleId} className="contact-form__title">
        {t('contact.form.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('contact.form.intro')}</Typography.Paragraph>

      <div aria-live="polite" className="contact-form__banner">
        {banner === 'success' ? <Alert type="success" showIcon title={t('contact.form.success')} /> : null}
        {banner === 'error' ? <Alert type="error" showIcon title={t('contact.form.failure')} /> : null}
      </div>

      <Form
        layout="vertical"
        component="form"
        noValidate
        onFinish={() => void submit()}
        // The asterisk is for the eye only: the controls say `aria-required`, and a label read as "star Name" helps nobody.
        requiredMark={(label, { required }) => (
          <>
            {label}
            {required ? (
              <span aria-hidden="true" className="contact-form__required">
                *
              </span>
            ) : null}
          </>
        )}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {item(
              'name',
              t('contact.form.name'),
              <Input
                {...a11y('name', true)}
                autoComplete="name"
                maxLength={MAX_LENGTH.name}
                value={values.name}
                onChange={(event) => change('name', event.target.value)}
              />,
              true,
            )}
          </Col>
          <Col xs={24} md={12}>
            {item(
              'email',
              t('contact.form.email'),
              <Input
                {...a11y('email', true)}
                type="email"
                autoComplete="email"
                dir="ltr"
                maxLength={MAX_LENGTH.email}
                value={values.email}
                onChange={(event) => change('email', event.target.value)}
              />,
              true,
            )}
          </Col>
          <Col xs={24} md={12}>
            {item(
              'company',
              t('contact.form.company'),
              <Input
                {...a11y('company')}
                autoComplete="organization"
                maxLength={MAX_LENGTH.company}
                value={values.company}
                onChange={(event) => change('company', event.target.value)}
              />,
            )}
          </Col>
          <Col xs={24} md={12}>
            {item(
              'phone',
              t('contact.form.phone'),
              <Space.Compact block className="contact-form__phone">
                <Select<DialingRegion>
                  id={ids.dialingRegion}
                  aria-label={t('contact.form.dialingCode')}
                  className="contact-form__dialing-code"
                  showSearch={{
                    optionFilterProp: 'label',
                  }}
                  value={values.dialingRegion}
                  onChange={(region) => change('dialingRegion', region)}
                  options={dialingSelectOptions}
                  labelRender={({ value }) => (
                    <bdi dir="ltr">{dialingSelectOptions.find((option) => option.value === value)?.code}</bdi>
                  )}
                  popupMatchSelectWidth={false}
                />
                <Input
                  {...a11y('phone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  dir="ltr"
                  maxLength={MAX_LENGTH.phone}
                  placeholder={t('contact.form.phonePlaceholder')}
                  value={values.phone}
                  onChange={(event) => change('phone', event.target.value)}
                />
              </Space.Compact>,
            )}
          </Col>
          <Col xs={24}>
            {item(
              'subject',
              t('contact.form.subject'),
              <Select
                {...a11y('subject', true)}
                placeholder={t('contact.form.subjectPlaceholder')}
                value={values.subject}
                onChange={(subject: string) => {
                  if (isContactSubject(subject)) change('subject', subject);
                }}
                options={subjectOptions}
              />,
              true,
            )}
          </Col>
          <Col xs={24}>
            {item(
              'message',
              t('contact.form.message'),
              <Input.TextArea
                {...a11y('message', true)}
                autoSize={{ minRows: 5, maxRows: 14 }}
                maxLength={MAX_LENGTH.message}
                value={values.message}
                onChange={(event) => change('message', event.target.value)}
              />,
              true,
            )}
          </Col>
        </Row>

        {/* Honeypot: people neither see nor reach it; bots that fill in every field give themselves away. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={ids.website}>{t('contact.form.website')}</label>
          <input
            id={ids.website}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(event) => change('website', event.target.value)}
          />
        </div>

        <Button type="primary" htmlType="submit" size="large" loading={sending} disabled={sending}>
          {sending ? t('contact.form.sending') : t('contact.form.submit')}
        </Button>
      </Form>
    </Card>
  );
}

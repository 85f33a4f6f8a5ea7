import { DownloadOutlined, ExportOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

import { apiUrl, type Timeline } from '@/features/planner/api/planner-api';
import { formatEuro } from '@/features/planner/utils/display';

const COST_CATEGORIES = ['tuition', 'living', 'visa', 'insurance', 'deposit', 'travel', 'tests'] as const;
const RESOURCE_CATEGORIES = [
  'housing',
  'embassy',
  'transportation',
  'healthcare',
  'student services',
] as const;
const TEMPLATE_IDS = ['standard', 'research', 'language'] as const;

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The API's own texts are English: marked as such when the interface speaks another language. */
function useApiLang(): string | undefined {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language).startsWith('en') ? undefined : 'en';
}

export function CostsTab({ costs }: { costs: Timeline['costs'] }) {
  const { t, i18n } = useTranslation('planner');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const apiLang = useApiLang();
  return (
    <div className="costs">
      <table className="costs__table">
        <thead>
          <tr>
            <th scope="col">{t('costs.item')}</th>
            <th scope="col" className="costs__amount">
              {t('costs.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {costs.items.map((item) => (
            <tr key={item.category + item.label}>
              <th scope="row">
                <span className="costs__label">
                  {isOneOf(COST_CATEGORIES, item.category)
                    ? t(`costs.categories.${item.category}`)
                    : item.label}
                </span>
                {item.note ? (
                  <span className="costs__note" lang={apiLang}>
                    <bdi>{item.note}</bdi>
                  </span>
                ) : null}
                {item.includedInTotal !== false ? null : (
                  <Tag className="costs__tag">{t('costs.notInTotal')}</Tag>
                )}
              </th>
              <td className="costs__amount">
                {item.amount === null ? t('costs.unknown') : formatEuro(item.amount, language)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('costs.firstYearTotal')}</th>
            <td className="costs__amount">{formatEuro(costs.firstYearTotal, language)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function ResourcesTab({ resources }: { resources: Timeline['resources'] }) {
  const { t } = useTranslation('planner');
  const apiLang = useApiLang();
  if (resources.length === 0) return <Empty description={t('resources.none')} />;
  return (
    <ul className="info-list">
      {resources.map((resource) => (
        <li key={resource.id} className="info-list__item">
          <Tag>
            {isOneOf(RESOURCE_CATEGORIES, resource.category)
              ? t(`resources.categories.${resource.category}`)
              : resource.category}
          </Tag>
          <h3 className="info-list__title" lang={apiLang}>
            <bdi>{resource.name}</bdi>
          </h3>
          {resource.description ? (
            <p lang={apiLang}>
              <bdi>{resource.description}</bdi>
            </p>
          ) : null}
          <Button
            href={resource.url}
            target="_blank"
            rel="noopener noreferrer"
            size="small"
            icon={<ExportOutlined aria-hidden />}
            aria-label={t('resources.visitLabel', { name: resource.name })}
          >
            {t('resources.visit')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function ScholarshipsTab({ scholarships }: { scholarships: Timeline['scholarships'] }) {
  const { t } = useTranslation('planner');
  const apiLang = useApiLang();
  if (scholarships.length === 0) return <Empty description={t('scholarships.none')} />;
  return (
    <ul className="info-list">
      {scholarships.map((s) => (
        <li key={s.id} className="info-list__item">
          <h3 className="info-list__title" lang={apiLang}>
            <bdi>{s.name}</bdi>
          </h3>
          {s.description ? (
            <p lang={apiLang}>
              <bdi>{s.description}</bdi>
            </p>
          ) : null}
          <dl className="info-list__facts">
            {(
              [
                ['amount', s.amount],
                ['deadline', s.deadline],
                ['eligibility', s.eligibility],
              ] as const
            ).map(([key, value]) =>
              value ? (
                <div key={key}>
                  <dt>{t(`scholarships.${key}`)}</dt>
                  <dd lang={apiLang}>
                    <bdi>{value}</bdi>
                  </dd>
                </div>
              ) : null,
            )}
          </dl>
          <Button
            href={s.applicationUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="small"
            icon={<ExportOutlined aria-hidden />}
            aria-label={t('scholarships.applyLabel', { name: s.name })}
          >
            {t('scholarships.apply')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function TemplatesTab({ templates }: { templates: Timeline['templates'] }) {
  const { t } = useTranslation('planner');
  const apiLang = useApiLang();
  return (
    <ul className="info-list">
      {templates.map((template) => {
        const id = template.id;
        const known = isOneOf(TEMPLATE_IDS, id) ? id : null;
        const name = known ? t(`templates.names.${known}`) : template.name;
        const description = known ? t(`templates.descriptions.${known}`) : template.description;
        return (
          <li key={template.id} className="info-list__item">
            <h3 className="info-list__title">
              <FileTextOutlined aria-hidden /> <bdi lang={known ? undefined : apiLang}>{name}</bdi>
            </h3>
            {description ? (
              <p lang={known ? undefined : apiLang}>
                <bdi>{description}</bdi>
              </p>
            ) : null}
            <Button
              href={apiUrl(template.downloadUrl)}
              download
              size="small"
              icon={<DownloadOutlined aria-hidden />}
              aria-label={t('templates.downloadLabel', { name })}
            >
              {t('templates.download')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

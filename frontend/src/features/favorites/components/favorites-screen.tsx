import { HeartOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Spin, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import {
  favoriteKey,
  useGetFavoritesQuery,
  useRemoveFavoriteMutation,
  type Favorite,
} from '@/features/favorites/api/favorites-api';
import { ComparisonTable, MAX_COMPARED } from '@/features/favorites/components/comparison-table';
import { FavoriteCard } from '@/features/favorites/components/favorite-card';
import { programFacts } from '@/features/favorites/utils/program-facts';
import { createLogger } from '@/lib/logger';

import './favorites.css';

const log = createLogger('favorites');

type FavoritesScreenProps = {
  userId: string;
  /** An extra action on each card (the app puts "Start application" there). */
  renderAction?: (favorite: Favorite) => ReactNode;
  /** Asked before a favourite is removed; false keeps it (the app asks when the program has an application). */
  confirmRemove?: (favorite: Favorite) => Promise<boolean>;
};

/** The saved programs of the signed-in user: cards with Remove, and a comparison of two or three of them. */
export function FavoritesScreen({ userId, renderAction, confirmRemove }: FavoritesScreenProps) {
  const { t, i18n } = useTranslation('profile');
  const { data, isLoading, isError, refetch } = useGetFavoritesQuery(userId);
  const [removeFavorite] = useRemoveFavoriteMutation();
  const [selection, setSelection] = useState<string[]>([]);
  const [removing, setRemoving] = useState<string>();
  const [removeFailed, setRemoveFailed] = useState(false);

  const programs = useMemo(
    () =>
      (data ?? []).map((favorite: Favorite) => ({
        key: favoriteKey(favorite),
        favorite,
        facts: programFacts(favorite, i18n.language),
      })),
    [data, i18n.language],
  );

  // Only programs still saved stay selected, in the order they were picked.
  const compared = selection
    .map((key) => programs.find((program) => program.key === key))
    .filter((program) => program !== undefined);

  const toggle = (key: string, selected: boolean) =>
    setSelection((current) => {
      const kept = current.filter(
        (entry) => entry !== key && programs.some((program) => program.key === entry),
      );
      return selected && kept.length < MAX_COMPARED ? [...kept, key] : kept;
    });

  const remove = async (favorite: Favorite, key: string) => {
    if (confirmRemove && !(await confirmRemove(favorite))) return;
    setRemoving(key);
    setRemoveFailed(false);
    try {
      await removeFavorite({ userId, university: favorite.university, program: favorite.program }).unwrap();
      setSelection((current) => current.filter((entry) => entry !== key));
    } catch (error) {
      log.warn('A favourite could not be removed', error);
      setRemoveFailed(true);
    } finally {
      setRemoving(undefined);
    }
  };

  if (isLoading) {
    return (
      <div className="favorites__loading" role="status">
        <Spin />
        <span>{t('favorites.loading')}</span>
      </div>
    );
  }

  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('favorites.loadFailed')}
        action={<Button onClick={() => void refetch()}>{t('favorites.retry')}</Button>}
      />
    );
  }

  if (programs.length === 0) {
    return (
      <Empty
        className="favorites__empty"
        image={<HeartOutlined className="favorites__empty-icon" aria-hidden />}
        description={
          <>
            <Typography.Paragraph strong>{t('favorites.empty')}</Typography.Paragraph>
            <Typography.Paragraph>{t('favorites.emptyHint')}</Typography.Paragraph>
          </>
        }
      >
        <ButtonLink type="primary" to={paths.planner}>
          {t('favorites.openPlanner')}
        </ButtonLink>
      </Empty>
    );
  }

  const full = compared.length >= MAX_COMPARED;

  return (
    <div className="favorites">
      <section aria-labelledby="favorites-list-title">
        <Typography.Title level={2} id="favorites-list-title" className="favorites__heading">
          {t('favorites.listLabel')}
        </Typography.Title>
        <div className="favorites__hint" aria-live="polite">
          <Typography.Text>
            {full ? t('favorites.compareLimit') : t('favorites.compareHint')}{' '}
            {t('favorites.selected', { selected: compared.length })}
          </Typography.Text>
          {compared.length > 0 ? (
            <Button type="link" size="small" onClick={() => setSelection([])}>
              {t('favorites.clearSelection')}
            </Button>
          ) : null}
        </div>
        {removeFailed ? (
          <Alert className="favorites__alert" type="error" showIcon title={t('favorites.removeFailed')} />
        ) : null}
        <ul className="favorites__list">
          {programs.map(({ key, favorite, facts }, index) => (
            <li key={key}>
              <FavoriteCard
                facts={facts}
                headingId={`favorite-${index}`}
                selected={compared.some((program) => program.key === key)}
                selectionFull={full}
                removing={removing === key}
                onToggleCompare={(selected) => toggle(key, selected)}
                onRemove={() => void remove(favorite, key)}
                extraAction={renderAction?.(favorite)}
              />
            </li>
          ))}
        </ul>
      </section>
      {compared.length >= 2 ? <ComparisonTable programs={compared} /> : null}
    </div>
  );
}

import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, message } from 'antd';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';

import {
  favoriteKey,
  useAddFavoriteMutation,
  useGetFavoritesQuery,
  useRemoveFavoriteMutation,
  type Favorite,
} from '@/features/favorites/api/favorites-api';
import { SignInRequiredDialog } from '@/features/favorites/components/sign-in-required-dialog';
import {
  dropPendingFavorite,
  savePendingFavorite,
  takePendingFavorite,
} from '@/features/favorites/utils/pending-favorite';
import { selectAuthStatus, selectIsAuthenticated, selectSubject } from '@/lib/auth';

/** Planner toasts last 3 s (specification section 9). */
const TOAST_SECONDS = 3;

/** The API's message (`detail`, else a string body, else the error's own message), if any. */
function messageOf(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const { data, message } = error as { data?: unknown; message?: unknown };
  if (data && typeof data === 'object' && typeof (data as { detail?: unknown }).detail === 'string') {
    return (data as { detail: string }).detail;
  }
  if (typeof data === 'string' && data.trim()) return data;
  return typeof message === 'string' ? message : null;
}

type FavoriteToggleProps = { entry: Favorite };

/**
 * "Add to favorites" / "Favorited ✓" / "Working…": adds the entry when it is not a favourite yet, else removes
 * it. A signed-out visitor gets the sign-in-required dialog instead; the entry they asked for is saved when they
 * come back signed in.
 */
export function FavoriteToggle({ entry }: FavoriteToggleProps) {
  const { t } = useTranslation('planner');
  const status = useSelector(selectAuthStatus);
  const authenticated = useSelector(selectIsAuthenticated);
  const userId = useSelector(selectSubject);
  const [askSignIn, setAskSignIn] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const {
    data: favorites,
    isFetching,
    isError,
  } = useGetFavoritesQuery(authenticated && userId ? userId : skipToken);
  const [addFavorite, adding] = useAddFavoriteMutation();
  const [removeFavorite, removing] = useRemoveFavoriteMutation();

  const key = favoriteKey(entry);
  const isFavorite = authenticated && (favorites ?? []).some((favorite) => favoriteKey(favorite) === key);
  const working =
    adding.isLoading || removing.isLoading || (isFetching && favorites === undefined && authenticated);

  const toggle = async () => {
    if (!authenticated || !userId) {
      setAskSignIn(true);
      return;
    }
    try {
      if (isFavorite) {
        await removeFavorite({ userId, university: entry.university, program: entry.program }).unwrap();
      } else {
        await addFavorite({ userId, entry }).unwrap();
      }
    } catch (error) {
      void message.error(messageOf(error) ?? t('favorites.failed'), TOAST_SECONDS);
    }
  };

  const names = { program: entry.program, university: entry.university };

  // Back from signing in: the favourite asked for before is saved now, once (unless it is one already).
  const finishPendingFavorite = useEffectEvent(async () => {
    if (!userId || !takePendingFavorite(entry)) return;
    button.current?.scrollIntoView?.({ block: 'center' });
    try {
      if (!isFavorite) await addFavorite({ userId, entry }).unwrap();
      void message.success(t('favorites.savedAfterSignIn', names), TOAST_SECONDS);
    } catch (error) {
      const failed = t('favorites.saveAfterSignInFailed', names);
      const reason = messageOf(error);
      void message.error(reason ? `${failed} (${reason})` : failed, TOAST_SECONDS);
    }
  });
  const favoritesKnown = favorites !== undefined || isError;
  useEffect(() => {
    // came back without signing in: nothing is saved later behind the visitor's back
    if (status === 'anonymous') dropPendingFavorite();
    else if (status === 'authenticated' && favoritesKnown) void finishPendingFavorite();
  }, [status, favoritesKnown]);

  return (
    <>
      <Button
        ref={button}
        icon={isFavorite ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
        onClick={() => void toggle()}
        disabled={working}
        aria-pressed={isFavorite}
        aria-label={
          working
            ? undefined
            : isFavorite
              ? t('favorites.removeLabel', names)
              : t('favorites.addLabel', names)
        }
        className={isFavorite ? 'favorite-toggle favorite-toggle--on' : 'favorite-toggle'}
      >
        {working ? t('favorites.working') : isFavorite ? t('favorites.added') : t('favorites.add')}
      </Button>
      <SignInRequiredDialog
        open={askSignIn}
        onCancel={() => setAskSignIn(false)}
        onLogin={() => savePendingFavorite(entry)}
      />
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import { ConfirmDelete } from '@/components/studio/ConfirmDelete';
import type { Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import {
  SHARED_REPLAY_LIFETIME_DAYS,
  SHARED_REPLAYS_PER_SESSION_MAX,
  type SharedReplayLink,
} from '@/lib/studio/shared-replays';
import { createShareAction, revokeShareAction } from '@/app/[lang]/_lib/sharing-actions';
import { formatDateTime } from '../_ui/format';

/**
 * A replay's public links (docs/decisions/0105-public-replay-links.md): the form that makes one for a lifetime the
 * studio offers, and each link with its expiry, who made it, and a revoke button. `refused` is why the last one was
 * not made (the page's `shareRefused`).
 */
export async function SharePanel({
  lang,
  sessionId,
  links,
  origin,
  refused,
}: {
  lang: Lang;
  sessionId: string;
  links: SharedReplayLink[];
  /** The site's public address, which the links are on. */
  origin: string;
  refused?: 'limit' | 'invalid';
}) {
  const t = await getTranslations({ locale: lang, namespace: 'studio.replay' });
  return (
    <section className="replay-share" aria-labelledby="replay-share-heading">
      <h2 id="replay-share-heading">{t('share.title')}</h2>
      <p className="hint">{t('share.intro')}</p>
      {refused ? (
        <p className="form-error" role="alert">
          {refused === 'limit'
            ? t('share.refusedLimit', { max: SHARED_REPLAYS_PER_SESSION_MAX })
            : t('share.refusedInvalid')}
        </p>
      ) : null}
      <form action={createShareAction.bind(null, lang, sessionId)} className="replay-share-form">
        <label>
          {t('share.lifetime')}{' '}
          <select name="days" defaultValue="7">
            {SHARED_REPLAY_LIFETIME_DAYS.map((days) => (
              <option key={days} value={days}>
                {t('share.days', { days })}
              </option>
            ))}
          </select>
        </label>{' '}
        <button type="submit" className="button small">
          {t('share.create')}
        </button>
      </form>
      {links.length === 0 ? (
        <p>{t('share.none')}</p>
      ) : (
        <ul className="replay-share-links">
          {links.map((link) => (
            <li key={link.id} data-shared-link={link.expired ? 'expired' : 'live'}>
              <input
                type="text"
                readOnly
                dir="ltr"
                aria-label={t('share.link')}
                value={`${origin}${localizedHref(`/shared/${link.token}`, lang)}`}
              />
              <span>
                {t(link.expired ? 'share.expired' : 'share.expires', { date: formatDateTime(lang, link.expiresAt) })}
                {' · '}
                {t('share.by', { name: link.createdBy })}
              </span>
              <ConfirmDelete
                action={revokeShareAction.bind(null, lang, sessionId, link.id)}
                label={t('share.revoke')}
                question={t('share.revokeQuestion')}
                confirm={t('share.confirmRevoke')}
                cancel={t('cancel')}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

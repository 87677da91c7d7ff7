import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import type { Lang } from '@/lib/i18n/languages';
import { PrivacySettingsButton } from '@/components/tracking/PrivacySettingsButton';

/** The footer carries the Impressum link to /impressum. */
export async function Footer({ lang }: { lang: Lang }) {
  const t = await getTranslations();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <p className="footer-tagline">
          <span className="brand-small">{t('nav.brand')}</span> · {t('footer.tagline')}
        </p>
        <ul className="footer-links">
          <li>
            <a href={localizedHref('/articles', lang)}>{t('nav.articles')}</a>
          </li>
          <li>
            <a href={localizedHref('/blog', lang)}>{t('nav.blog')}</a>
          </li>
          <li>
            <a href={localizedHref('/more-blogs', lang)}>{t('footer.moreBlogs')}</a>
          </li>
          <li>
            <a href={localizedHref('/bug', lang)}>{t('footer.bug')}</a>
          </li>
          <li>
            <a href={localizedHref('/impressum', lang)}>{t('footer.impressum')}</a>
          </li>
          <li>
            <PrivacySettingsButton label={t('consent.settings')} />
          </li>
        </ul>
      </div>
    </footer>
  );
}

import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import './studio.css';

const SECTIONS = [
  ['sessions', '/studio'],
  ['bugs', '/studio/bugs'],
  ['flags', '/studio/flags'],
  ['tags', '/studio/tags'],
  ['conditions', '/studio/conditions'],
  ['tests', '/studio/tests'],
  ['notes', '/studio/notes'],
  ['clickMap', '/studio/clickmap'],
] as const;

/** The studio's frame: its sections. Only the product team gets this far (the proxy, and requireAdmin() again). */
export default async function StudioLayout({ children, params }: LayoutProps<'/[lang]/studio'>) {
  await requireAdmin();
  const lang = await langFromParams(params as Promise<{ lang: string }>);
  const t = await getTranslations({ locale: lang, namespace: 'studio' });
  return (
    <div className="studio">
      <nav className="studio-nav" aria-label={t('navLabel')}>
        <ul>
          {SECTIONS.map(([key, path]) => (
            <li key={key}>
              <a href={localizedHref(path, lang)}>{t(`nav.${key}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { localizedHref } from '@/lib/i18n/routing';
import { conditionFormValues, listConditions } from '@/lib/studio/conditions';
import { studioProject } from '@/lib/studio/project';
import { ActionForm } from '@/components/forms/ActionForm';
import { ConfirmDelete } from '@/components/studio/ConfirmDelete';
import { StudioTable } from '@/components/studio/StudioTable';
import { recordingRules } from '@/lib/studio/recording-rules';
import { RATE_SLOT } from '@/lib/studio/recording-effect';
import { isolate } from '@/lib/i18n/bidi';
import {
  createConditionAction,
  deleteConfirmedConditionAction,
  setRecordingRulesAction,
} from '@/app/[lang]/_lib/studio-actions';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { conditionFields } from '../_ui/condition-fields';
import { localeOf } from '../_ui/format';
import { RecordingRulesForm } from './_components/RecordingRulesForm';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/conditions'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/conditions',
    title: t('studio.conditions.title'),
    description: t('studio.conditions.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * What the project records: its recording mode (every consenting visit, a sample, or only visits a start condition
 * starts), each choice's effect said before saving; then the start conditions (tracker/PROTOCOL.md "Condition
 * filters"), served to cold-start trackers, their capture rate applied at start. Each name leads to its edit form
 * (/studio/conditions/{id}); deleting one asks first, saying what it changes for the recordings.
 */
export default async function StudioConditionsPage({ params }: PageProps<'/[lang]/studio/conditions'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const projectId = (await studioProject()).id;
  const [conditions, rules] = await Promise.all([listConditions(viewer, projectId), recordingRules(viewer, projectId)]);
  const t = await getTranslations({ locale: lang, namespace: 'studio.conditions' });
  const tr = await getTranslations({ locale: lang, namespace: 'studio.recording' });
  const percent = new Intl.NumberFormat(localeOf(lang), { style: 'percent' });
  // Deleting the only condition in the conditions mode stops every recording; any other in that mode, the visits it
  // would have started; in the other modes it changes nothing until the mode is conditions.
  const deleteQuestion = (name: string) =>
    rules.mode !== 'conditions'
      ? t('deleteQuestionUnused', { name: isolate(name) })
      : rules.conditions === 1
        ? t('deleteQuestionLast', { name: isolate(name) })
        : t('deleteQuestion', { name: isolate(name) });
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <h2>{tr('title')}</h2>
      <RecordingRulesForm
        action={setRecordingRulesAction.bind(null, lang)}
        mode={rules.mode}
        sampleRate={rules.sampleRate}
        conditions={rules.conditions}
        locale={localeOf(lang)}
        strings={{
          legend: tr('legend'),
          modes: { all: tr('modes.all'), sample: tr('modes.sample'), conditions: tr('modes.conditions') },
          sampleRate: tr('sampleRate'),
          sampleRateHint: tr('sampleRateHint'),
          effects: {
            every: tr('effects.every'),
            sample: tr('effects.sample', { rate: RATE_SLOT }),
            conditions: tr('effects.conditions', { count: rules.conditions }),
            zeroSample: tr('effects.zeroSample'),
            noConditions: tr('effects.noConditions'),
          },
          now: tr('now'),
          afterSaving: tr('afterSaving'),
          save: tr('save'),
          saving: tr('saving'),
        }}
      />
      <h2>{t('listTitle')}</h2>
      <p className="lead">{t('intro')}</p>
      <StudioTable
        rows={conditions}
        rowKey={(condition) => condition.id}
        empty={t('none')}
        columns={[
          {
            key: 'name',
            header: t('name'),
            dir: 'auto',
            cell: (condition) => (
              <a href={localizedHref(`/studio/conditions/${condition.id}`, lang)}>{condition.name}</a>
            ),
          },
          {
            key: 'captureRate',
            header: t('captureRate'),
            cell: (condition) => percent.format(condition.captureRate / 100),
          },
          {
            key: 'filters',
            header: t('filters'),
            dir: 'ltr',
            cell: (condition) =>
              conditionFormValues(condition)
                .filters.split('\n')
                .map((line, index) => (
                  <div key={index}>
                    <code>{line}</code>
                  </div>
                )),
          },
          {
            key: 'delete',
            header: t('delete'),
            headerHidden: true,
            cell: (condition) => (
              <ConfirmDelete
                action={deleteConfirmedConditionAction.bind(null, lang, condition.id)}
                label={t('delete')}
                question={deleteQuestion(condition.name)}
                confirm={t('confirmDelete')}
                cancel={t('cancel')}
              />
            ),
          },
        ]}
      />
      <h2>{t('create')}</h2>
      <ActionForm
        idPrefix="condition"
        action={createConditionAction.bind(null, lang)}
        submitLabel={t('create')}
        pendingLabel={t('create')}
        fields={conditionFields(t)}
      />
    </div>
  );
}

'use client';

import { useActionState, useState } from 'react';
import type { FormState } from '@/components/forms/form-state';
import { RATE_SLOT, recordingEffect, type RecordingEffect } from '@/lib/studio/recording-effect';
import type { RecordingMode } from '@/lib/db/tables/recordings';

export interface RecordingRulesStrings {
  legend: string;
  modes: Record<RecordingMode, string>;
  sampleRate: string;
  /** Says the rate counts in the sample mode only (the field stays open, so that a form without JavaScript works). */
  sampleRateHint: string;
  /** What each effect means for consenting visits; `sample` holds RATE_SLOT where the rate goes. */
  effects: {
    every: string;
    sample: string;
    conditions: string;
    zeroSample: string;
    noConditions: string;
  };
  now: string;
  afterSaving: string;
  save: string;
  saving: string;
}

function effectText(effect: RecordingEffect, strings: RecordingRulesStrings, locale: string): string {
  switch (effect.kind) {
    case 'every':
      return strings.effects.every;
    case 'sample':
      return strings.effects.sample.replace(
        RATE_SLOT,
        new Intl.NumberFormat(locale, { style: 'percent' }).format(effect.rate / 100),
      );
    case 'conditions':
      return strings.effects.conditions;
    case 'nothing':
      return effect.because === 'zero-sample' ? strings.effects.zeroSample : strings.effects.noConditions;
  }
}

/**
 * The project's recording mode: every consenting visit, a sample, or only visits a start condition starts. Each choice
 * says what it does to the visits before anything is saved, and the line under the choices follows the one being made
 * (the rate typed, the conditions the project has), so nobody stops every other recording by adding a condition
 * without knowing it. Works without JavaScript too (the effects are then read beside each choice).
 */
export function RecordingRulesForm(props: {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  mode: RecordingMode;
  sampleRate: number;
  conditions: number;
  strings: RecordingRulesStrings;
  locale: string;
}) {
  const [state, formAction, pending] = useActionState(props.action, {});
  const [mode, setMode] = useState<RecordingMode>(props.mode);
  const [rate, setRate] = useState(String(props.sampleRate));
  const parsedRate = /^\d{1,3}$/.test(rate.trim()) ? Math.min(100, Number(rate)) : props.sampleRate;
  const chosen = recordingEffect(mode, parsedRate, props.conditions);
  const current = recordingEffect(props.mode, props.sampleRate, props.conditions);
  const changed = mode !== props.mode || (mode === 'sample' && parsedRate !== props.sampleRate);
  const effectOf = (option: RecordingMode) =>
    effectText(
      recordingEffect(option, option === 'sample' ? parsedRate : props.sampleRate, props.conditions),
      props.strings,
      props.locale,
    );
  const rateError = state.fieldErrors?.sampleRate;
  return (
    <form action={formAction} className="action-form recording-rules" noValidate>
      {state.error ? (
        <p className="form-error" role="alert">
          {state.error}
        </p>
      ) : null}
      {state.notice ? (
        <p className="form-notice" role="status">
          {state.notice}
        </p>
      ) : null}
      <p className="recording-now" data-effect={current.kind}>
        {props.strings.now} {effectText(current, props.strings, props.locale)}
      </p>
      <fieldset>
        <legend>{props.strings.legend}</legend>
        {(['all', 'sample', 'conditions'] as const).map((option) => (
          <div className="choice" key={option}>
            <input
              type="radio"
              id={`recording-mode-${option}`}
              name="mode"
              value={option}
              checked={mode === option}
              onChange={() => setMode(option)}
              aria-describedby={`recording-mode-${option}-effect`}
            />
            <label htmlFor={`recording-mode-${option}`}>{props.strings.modes[option]}</label>
            <p className="field-hint" id={`recording-mode-${option}-effect`}>
              {effectOf(option)}
            </p>
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="recording-sample-rate">{props.strings.sampleRate}</label>
        <input
          id="recording-sample-rate"
          name="sampleRate"
          inputMode="numeric"
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          aria-invalid={rateError ? true : undefined}
          aria-describedby={
            rateError ? 'recording-sample-rate-hint recording-sample-rate-error' : 'recording-sample-rate-hint'
          }
        />
        <p className="field-hint" id="recording-sample-rate-hint">
          {props.strings.sampleRateHint}
        </p>
        {rateError ? (
          <p className="field-error" id="recording-sample-rate-error">
            {rateError}
          </p>
        ) : null}
      </div>
      {changed ? (
        <p
          className={chosen.kind === 'nothing' ? 'studio-notice warning' : 'studio-notice'}
          role="status"
          data-effect={chosen.kind}
        >
          {props.strings.afterSaving} {effectText(chosen, props.strings, props.locale)}
        </p>
      ) : null}
      <div className="field actions">
        <button type="submit" className="button primary" disabled={pending}>
          {pending ? props.strings.saving : props.strings.save}
        </button>
      </div>
    </form>
  );
}

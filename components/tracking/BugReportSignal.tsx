'use client';

import { useEffect } from 'react';
import { track } from '@/lib/analytics/events';

/**
 * Tells the recording that the bug form was sent: when the form holding `field` = `reference` is submitted, the
 * analytics event `event` with `{ ref }` goes to the tracker (a custom event of the session, if the visitor agreed to
 * recording). The studio finds the replay at the moment of the report by that reference.
 */
export function BugReportSignal({ field, reference, event }: { field: string; reference: string; event: string }) {
  useEffect(() => {
    const onSubmit = (submitted: Event) => {
      const form = submitted.target;
      if (!(form instanceof HTMLFormElement)) return;
      const input = form.elements.namedItem(field);
      if (input instanceof HTMLInputElement && input.value === reference) track(event, { ref: reference });
    };
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, [field, reference, event]);
  return null;
}

import 'server-only';
import type { StudioViewer } from '@/lib/auth/studio-access';
import { clickMap, type ClickTarget } from './click-map';
import type { DashboardCardDescription } from './dashboard-cards';
import { errorGroups, type ErrorGroup } from './error-groups';
import { parseFunnelQuery, projectFunnel, type Funnel, type FunnelBreakdown } from './funnels';
import { parseJourneyQuery, projectJourneys, type JourneyQuery, type Journeys } from './journeys';
import { parseTrendQuery, projectTrend, type Trend } from './trends';

/** The rows a card's table shows at most (the top of its page's table: the card links to the rest). */
export const DASHBOARD_CARD_ROWS = 10;

/** A card's figures: what its analytics page computes for the card's query, by the same lib function. */
export type DashboardFigures =
  | { kind: 'funnel'; by: FunnelBreakdown; funnel: Funnel | null }
  | { kind: 'journey'; query: JourneyQuery; journeys: Journeys | null }
  | { kind: 'trend'; trend: Trend }
  | { kind: 'errors'; groups: ErrorGroup[] }
  | { kind: 'clickmap'; address: string; targets: ClickTarget[] };

/**
 * The figures of one card, read by its page's own parser and query function over the same data and clock, so a card
 * shows what its page shows for the same address (the longest tables cut to their first DASHBOARD_CARD_ROWS rows).
 */
export async function dashboardCardFigures(
  viewer: StudioViewer,
  projectId: string,
  card: DashboardCardDescription,
  clock: { now: Date; timeZone: string },
): Promise<DashboardFigures> {
  switch (card.kind) {
    case 'funnel': {
      const query = parseFunnelQuery(card.params);
      return { kind: 'funnel', by: query.by, funnel: await projectFunnel(viewer, projectId, query, clock) };
    }
    case 'journey': {
      const query = parseJourneyQuery(card.params);
      const journeys = await projectJourneys(viewer, projectId, query, clock);
      return {
        kind: 'journey',
        query,
        journeys: journeys && { ...journeys, paths: journeys.paths.slice(0, DASHBOARD_CARD_ROWS) },
      };
    }
    case 'trend':
      return { kind: 'trend', trend: await projectTrend(viewer, projectId, parseTrendQuery(card.params), clock) };
    case 'errors':
      return { kind: 'errors', groups: (await errorGroups(viewer, projectId, clock)).slice(0, DASHBOARD_CARD_ROWS) };
    case 'clickmap': {
      const address = card.params.url ?? '';
      const map = await clickMap(viewer, projectId, address);
      return { kind: 'clickmap', address, targets: map.targets.slice(0, DASHBOARD_CARD_ROWS) };
    }
  }
}

/**
 * The loading overlay's progress (product §2 and §4): 5 % at start, 10 % once the user
 * data is known, rising to 90 % as the data fetchers finish, then 95 % 'Færdiggør
 * indlæsning...', 100 % 'Klar!', and the overlay hides 500 ms after reaching 100.
 */
export const loadSteps = { start: 5, user: 10, fetched: 90, finishing: 95, ready: 100 } as const;

/** Pause between 90 → 95 → 100 so each step is seen, and after 100 before hiding. */
export const finishingStepMs = 120;
export const hideAfterReadyMs = 500;
export const dotsTickMs = 500;

export type LoadStage = 'fetching' | 'finishing' | 'ready';

export interface FetchState {
  userReady: boolean;
  /** Fetchers that have finished (successfully or not: a failing one is skipped). */
  fetchersDone: number;
  fetchersTotal: number;
}

export function fetchingPercent({ userReady, fetchersDone, fetchersTotal }: FetchState): number {
  if (!userReady) return loadSteps.start;
  if (fetchersTotal <= 0) return loadSteps.fetched;
  const share = Math.min(fetchersDone, fetchersTotal) / fetchersTotal;
  return loadSteps.user + Math.round((loadSteps.fetched - loadSteps.user) * share);
}

export interface LoadView {
  percent: number;
  /** The full message, as read by screen readers. */
  message: string;
  /** Whether the message gets animated dots after it. */
  animated: boolean;
}

export function loadView(stage: LoadStage, state: FetchState): LoadView {
  if (stage === 'ready') return { percent: loadSteps.ready, message: 'Klar!', animated: false };
  if (stage === 'finishing') {
    return { percent: loadSteps.finishing, message: 'Færdiggør indlæsning...', animated: true };
  }
  const percent = fetchingPercent(state);
  const message = percent < loadSteps.user ? 'Indlæser...' : 'Henter indhold...';
  return { percent, message, animated: true };
}

/** The message with its dots animated: 'Henter indhold' + 1, 2 or 3 dots by tick. */
export function animatedMessage(message: string, tick: number): { text: string; dots: string } {
  const text = message.replace(/\.+$/, '');
  return { text, dots: '.'.repeat((tick % 3) + 1) };
}

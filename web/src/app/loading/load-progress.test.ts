import { describe, expect, it } from 'vitest';
import { animatedMessage, fetchingPercent, loadView } from './load-progress';

describe('loading progress', () => {
  it('starts at 5 %, reaches 10 % with the user data and 90 % when all fetchers are done', () => {
    expect(fetchingPercent({ userReady: false, fetchersDone: 0, fetchersTotal: 1 })).toBe(5);
    expect(fetchingPercent({ userReady: true, fetchersDone: 0, fetchersTotal: 4 })).toBe(10);
    expect(fetchingPercent({ userReady: true, fetchersDone: 2, fetchersTotal: 4 })).toBe(50);
    expect(fetchingPercent({ userReady: true, fetchersDone: 4, fetchersTotal: 4 })).toBe(90);
    expect(fetchingPercent({ userReady: true, fetchersDone: 0, fetchersTotal: 0 })).toBe(90);
  });

  it('never goes past 90 % while fetching', () => {
    expect(fetchingPercent({ userReady: true, fetchersDone: 9, fetchersTotal: 4 })).toBe(90);
  });

  it('finishes with 95 % and 100 % and their messages', () => {
    const state = { userReady: true, fetchersDone: 1, fetchersTotal: 1 };
    expect(loadView('finishing', state)).toEqual({
      percent: 95,
      message: 'Færdiggør indlæsning...',
      animated: true,
    });
    expect(loadView('ready', state)).toEqual({ percent: 100, message: 'Klar!', animated: false });
  });

  it('animates one to three dots after the message', () => {
    expect(animatedMessage('Færdiggør indlæsning...', 0)).toEqual({
      text: 'Færdiggør indlæsning',
      dots: '.',
    });
    expect(animatedMessage('Færdiggør indlæsning...', 2).dots).toBe('...');
    expect(animatedMessage('Færdiggør indlæsning...', 3).dots).toBe('.');
  });
});

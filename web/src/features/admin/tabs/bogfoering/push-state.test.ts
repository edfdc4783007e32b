import { describe, expect, it } from 'vitest';
import { economicTexts as t } from '@shared/texts/economic';
import { pushStateText } from './push-state';

describe("a document's state in e-conomic, as Bogføring says it", () => {
  it('sent, waiting, nothing to book', () => {
    expect(pushStateText({ state: 'sent' })).toBe('Sendt til e-conomic');
    expect(pushStateText({ state: 'sent' }, true)).toBe('Sendt til e-conomic (EAN)');
    expect(pushStateText({ state: 'pending' })).toBe('Venter');
    expect(pushStateText({ state: 'nothing' })).toBe(t.stateNothing);
  });

  it('waiting for a new grant, and failed with the reason in Danish', () => {
    expect(pushStateText({ state: 'pending', reason: 'grant_refused' })).toBe(
      `Venter: ${t.reasons.grant_refused}`,
    );
    expect(pushStateText({ state: 'failed', reason: 'rejected', detail: 'Konto spærret' })).toBe(
      'Fejlede: e-conomic afviste bilaget: Konto spærret',
    );
    expect(pushStateText({ state: 'failed', reason: 'unreachable' })).toBe(
      `Fejlede: ${t.reasons.unreachable}`,
    );
  });
});

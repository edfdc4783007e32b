/** Why the newsletter skips a subscriber, in the admin's list. */
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '@web/features/admin/test-support/render-admin';
import { SuppressionNote } from './suppression-note';

const at = '2026-11-26T10:00:00.000Z';

describe('the suppression note', () => {
  it('says the address could not be reached, or that the mail was marked as spam', () => {
    expect(renderAdmin(<SuppressionNote suppressed={{ reason: 'bounce', at }} />)).toContain(
      'Afmeldt automatisk: mailen kunne ikke leveres',
    );
    expect(renderAdmin(<SuppressionNote suppressed={{ reason: 'complaint', at }} />)).toContain(
      'Afmeldt automatisk: markeret som spam',
    );
  });

  it('shows nothing for a subscriber mailed as usual', () => {
    expect(renderAdmin(<SuppressionNote suppressed={null} />)).toBe('');
    expect(renderAdmin(<SuppressionNote />)).toBe('');
  });
});

/** The note on a booking whose mail did not reach the customer. */
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '@web/features/admin/test-support/render-admin';
import { MailProblemNote } from './mail-problem-note';

const at = '2026-11-26T10:00:00.000Z';

describe('the mail problem note', () => {
  it('asks the owner to call when the address bounced or the customer complained', () => {
    for (const reason of ['bounce', 'complaint'] as const) {
      const html = renderAdmin(<MailProblemNote booking={{ mail_problem: { reason, at } }} />);
      expect(html).toContain('role="note"');
      expect(html).toContain('Kunden kan ikke modtage mails – ring i stedet');
    }
  });

  it('says when a mail could not be sent', () => {
    const html = renderAdmin(
      <MailProblemNote booking={{ mail_problem: { reason: 'send_failed', at } }} />,
    );
    expect(html).toContain('Mailen kunne ikke sendes');
  });

  it('shows nothing when every mail went out', () => {
    expect(renderAdmin(<MailProblemNote booking={{}} />)).toBe('');
    expect(renderAdmin(<MailProblemNote booking={{ mail_problem: null }} />)).toBe('');
  });
});

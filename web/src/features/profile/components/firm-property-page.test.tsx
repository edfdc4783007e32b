/**
 * A firm booking's property page in its card (issue 45): the link with a copy button, the
 * administrator's checkbox while the photographer has not chosen, and the line saying the
 * photographer chose; nothing before the answer arrives.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FirmPropertyPage as View } from '@shared/api/firm';
import { ToastContext, type ToastApi } from '@web/components/toast/toast-context';
import { myKeys } from '@web/lib/query-keys';
import { FirmPropertyPage } from './firm-property-page';

const url = 'https://dronefoto.dk/ejendom/abcdefghijklmnopqrstuvwxyz012345';
const quiet = () => undefined;
const toast: ToastApi = { success: quiet, error: quiet, info: quiet, dismiss: quiet };

function render(view: View | undefined) {
  const client = new QueryClient();
  if (view) client.setQueryData(myKeys.firmPropertyPage('b1'), view);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ToastContext.Provider value={toast}>
        <FirmPropertyPage bookingId="b1" />
      </ToastContext.Provider>
    </QueryClientProvider>,
  );
}

describe("a firm booking's property page in its card", () => {
  it('gives the administrator the link to copy and the choice for this page', () => {
    const html = render({ url, branded: false, chosen_by: 'firm', can_choose: true });
    expect(html).toContain('<h4 id="firm-property-page-b1">Ejendomsside</h4>');
    expect(html).toContain('Link til ejendomssiden');
    expect(html).toContain(`value="${url}"`);
    expect(html).toContain('Kopiér link');
    expect(html).toMatch(/<input id="firm-property-branded-b1" type="checkbox"(?![^>]*checked)/);
    expect(html).toContain('Vis fotografens navn og link på denne ejendomsside');
    expect(html).not.toContain('Fotografen har valgt');
  });

  it('ticks the checkbox when the page is branded', () => {
    const html = render({ url, branded: true, chosen_by: 'default', can_choose: true });
    expect(html).toMatch(/<input id="firm-property-branded-b1" type="checkbox" checked/);
  });

  it('says the photographer chose, with no checkbox', () => {
    const html = render({ url: null, branded: false, chosen_by: 'owner', can_choose: false });
    expect(html).toContain('Fotografen har ikke lavet et link til ejendomssiden endnu.');
    expect(html).toContain('Fotografen har valgt for denne ejendomsside: uden navn og link.');
    expect(html).not.toContain('type="checkbox"');
    expect(html).not.toContain('Kopiér link');
  });

  it("shows a colleague their own booking's link only", () => {
    const html = render({ url, branded: true, chosen_by: 'firm_default', can_choose: false });
    expect(html).toContain('Kopiér link');
    expect(html).not.toContain('type="checkbox"');
  });

  it('shows nothing before the answer', () => {
    expect(render(undefined)).toBe('');
  });
});

/** The tabs' markup: the phone's list box stands in for the tab row and names the same panel. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabs, type Tab } from './tabs';

const tabs: Tab<'a' | 'b'>[] = [
  { id: 'a', label: 'Oversigt', panel: <p>Første</p> },
  { id: 'b', label: 'Bookinger', panel: <p>Anden</p> },
];
const noop = () => {};

describe('Tabs', () => {
  it('without a picker: only the tab row, horizontal', () => {
    const html = renderToStaticMarkup(
      <Tabs idPrefix="t" label="Faner" tabs={tabs} selected="b" onSelect={noop} />,
    );
    expect(html).not.toContain('<select');
    expect(html).toContain('role="tablist" aria-label="Faner" aria-orientation="horizontal"');
    expect(html).toContain('<div class="tabs tabs--horizontal">');
  });

  it('with a picker: a labelled list box on the current tab, controlling its panel', () => {
    const html = renderToStaticMarkup(
      <Tabs
        idPrefix="t"
        label="Faner"
        picker="Fane"
        orientation="vertical"
        tabs={tabs}
        selected="b"
        onSelect={noop}
      />,
    );
    expect(html).toContain('<div class="tabs tabs--vertical tabs--picker">');
    expect(html).toContain('<label class="tabs__picker-label" for="t-picker">Fane</label>');
    expect(html).toMatch(/<select id="t-picker"[^>]*aria-controls="t-panel-b"/);
    expect(html).toMatch(/<option value="b" selected="">Bookinger<\/option>/);
    expect(html).toContain('aria-orientation="vertical"');
    // The panel is still named by its tab (hidden on a phone, still its name).
    expect(html).toContain('id="t-panel-b" role="tabpanel" aria-labelledby="t-tab-b"');
  });
});

/** The admin kit's markup: what the browser journeys and screen readers find by role and label. */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { zoneAdminTexts } from '@shared/texts/admin-catalog';
import { ToastContext, type ToastApi } from '@web/components/toast/toast-context';
import { AdminCheck } from './admin-check';
import { AdminInput, AdminSelect } from './admin-field';
import { AdminForm } from './admin-form';
import { AdminItemCard } from './admin-item-card';
import { AdminList } from './admin-list';
import { AdminTableWrap } from './admin-table-wrap';

const noToasts: ToastApi = {
  success: () => {},
  error: () => {},
  info: () => {},
  dismiss: () => {},
};
const render = (node: ReactNode) =>
  renderToStaticMarkup(<ToastContext.Provider value={noToasts}>{node}</ToastContext.Provider>);
const attribute = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}\\b[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

const noop = () => {};
const later = () => Promise.resolve();

describe('AdminInput', () => {
  it('is named by its label and described by its hint', () => {
    const html = render(
      <AdminInput label="Maks. anvendelser" hint="Tom for ubegrænset" value="" onValue={noop} />,
    );
    const id = attribute(html, 'input', 'id');
    expect(id).toBeTruthy();
    expect(attribute(html, 'label', 'for')).toBe(id);
    expect(attribute(html, 'input', 'aria-describedby')).toBe(`${id}-hint`);
    expect(html).toContain(`<p id="${id}-hint" class="admin-field__hint">Tom for ubegrænset</p>`);
    expect(html).toMatch(/^<div class="admin-field">/);
  });
});

describe('AdminSelect', () => {
  it('is named by its label, described by its hint, and marks the chosen option', () => {
    const html = render(
      <AdminSelect
        label="Optagelsens længde"
        hint="Så lang tid optagelsen varer"
        options={[
          { value: '30', label: '30 min' },
          { value: '60', label: '1 time' },
        ]}
        value="60"
        onValue={noop}
      />,
    );
    const id = attribute(html, 'select', 'id');
    expect(id).toBeTruthy();
    expect(attribute(html, 'label', 'for')).toBe(id);
    expect(attribute(html, 'select', 'aria-describedby')).toBe(`${id}-hint`);
    expect(html).toContain('<option value="60" selected="">1 time</option>');
  });
});

describe('AdminCheck', () => {
  it('is named by the label around it, and described by its hint when it has one', () => {
    const bare = render(<AdminCheck label="Aktiv" checked onChecked={noop} />);
    expect(bare).toBe(
      '<label class="admin-check"><input type="checkbox" checked=""/>Aktiv</label>',
    );
    const html = render(
      <AdminCheck
        label="Tillad optagelser efter solnedgang"
        hint="Også før solopgang."
        checked={false}
        onChecked={noop}
      />,
    );
    const hintId = attribute(html, 'input', 'aria-describedby');
    expect(hintId).toBeTruthy();
    expect(html).toMatch(
      /<label class="admin-check"><input [^>]*\/>Tillad optagelser efter solnedgang<\/label>/,
    );
    expect(html).toContain(`<p id="${hintId}" class="admin-field__hint">Også før solopgang.</p>`);
  });
});

describe('AdminForm', () => {
  it('is named by its title and has Gem and Annuller', () => {
    const html = render(
      <AdminForm title="Tilføj zone" error={null} saving={false} onSubmit={noop} onCancel={noop}>
        <p>felter</p>
      </AdminForm>,
    );
    expect(attribute(html, 'form', 'aria-labelledby')).toBe(attribute(html, 'h3', 'id'));
    expect(html).toContain('>Tilføj zone</h3>');
    expect(html).not.toContain('role="alert"');
    expect(html).toContain(
      '<button type="submit" class="btn btn--primary btn--small">Gem</button>',
    );
    expect(html).toContain('>Annuller</button>');
  });

  it('announces what went wrong and shows the save running', () => {
    const html = render(
      <AdminForm error="Udfyld alle felter" saving onSubmit={noop}>
        <p>felter</p>
      </AdminForm>,
    );
    expect(html).not.toContain('aria-labelledby');
    expect(html).toContain('<p role="alert" class="admin-field__error">Udfyld alle felter</p>');
    expect(html).toMatch(/<button type="submit"[^>]* disabled="">Gemmer...<\/button>/);
    expect(html).not.toContain('Annuller');
  });
});

describe('AdminItemCard', () => {
  it('shows the title with its badges, and Rediger, Deaktivér and Slet naming the card', () => {
    const html = render(
      <AdminItemCard
        titleId="zone-1-name"
        title="Fyn"
        badges={[{ label: 'Aktiv', tone: 'ok' }, null]}
        editForm={() => null}
        toggle={{ texts: zoneAdminTexts, active: true, pending: false, run: later }}
        remove={{ texts: zoneAdminTexts, run: later }}
      >
        <p>fakta</p>
      </AdminItemCard>,
    );
    expect(html).toMatch(/^<article class="admin-booking" aria-labelledby="zone-1-name">/);
    expect(html).toContain(
      '<div class="admin-booking__head"><h3 id="zone-1-name">Fyn</h3>' +
        '<p class="admin-booking__badges"><span class="admin-badge admin-badge--ok">Aktiv</span></p></div>',
    );
    const buttons = [
      ...html.matchAll(/<button [^>]*aria-describedby="zone-1-name"[^>]*>([^<]*)</g),
    ];
    expect(buttons.map((match) => match[1])).toEqual(['Rediger', 'Deaktivér', 'Slet']);
  });

  it('has a bare title without badges, and only the actions it is given', () => {
    const html = render(
      <AdminItemCard titleId="t" title="Skabelon" media={<img alt="" />}>
        <p>preview</p>
      </AdminItemCard>,
    );
    expect(html).toContain('<img alt=""/><h3 id="t">Skabelon</h3><p>preview</p>');
    expect(html).toContain('<div class="admin-form__actions"></div>');
  });
});

describe('AdminList', () => {
  it('names its list, or says there is nothing', () => {
    const entries = [{ id: 'a' }, { id: 'b' }];
    const list = render(
      <AdminList entries={entries} label="Zoner" empty="Ingen" className="admin-bookings" ordered>
        {(entry, index) => `${entry.id}${index}`}
      </AdminList>,
    );
    expect(list).toBe('<ol class="admin-bookings" aria-label="Zoner"><li>a0</li><li>b1</li></ol>');
    const none = render(
      <AdminList entries={[]} empty="Ingen zoner endnu." className="admin-bookings">
        {() => null}
      </AdminList>,
    );
    expect(none).toBe('<p class="admin-empty">Ingen zoner endnu.</p>');
  });
});

describe('AdminTableWrap', () => {
  it('is a named region that takes focus (a table scrolling sideways on a phone)', () => {
    const html = render(
      <AdminTableWrap label="Seneste bookinger">
        <table />
      </AdminTableWrap>,
    );
    expect(html).toBe(
      '<div class="admin-table-wrap" role="region" aria-label="Seneste bookinger" tabindex="0"><table></table></div>',
    );
  });
});

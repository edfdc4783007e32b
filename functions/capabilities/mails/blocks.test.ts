import { describe, expect, it } from 'vitest';
import {
  brandMailHtml,
  button,
  heading,
  link,
  mailHtml,
  mailText,
  note,
  paragraph,
  renderMail,
  table,
} from './blocks';

const blocks = [
  paragraph('Hej,'),
  heading('Kvittering nr. 7'),
  table([['Produkt', 'Villa <b> & have']], { totals: [['I alt', '1.499,00 kr']], numbers: true }),
  paragraph('Første linje', false, undefined, 'Anden linje'),
  link(
    'Flyt eller aflys',
    'https://dronefoto.dk/manage-booking?booking=1&sig=x',
    'Indtil 48 timer før.',
  ),
  button('Hent filer', 'https://dronefoto.dk/api/bookings/1/delivery?sig=y'),
  note('Har du ikke bedt om det?'),
];

describe('a mail made of blocks', () => {
  it('has a text part with every sentence and link, a blank line between blocks', () => {
    expect(mailText(blocks)).toBe(
      [
        'Hej,',
        'Kvittering nr. 7',
        'Produkt: Villa <b> & have\nI alt: 1.499,00 kr',
        'Første linje\nAnden linje',
        'Indtil 48 timer før. Flyt eller aflys: https://dronefoto.dk/manage-booking?booking=1&sig=x',
        'Hent filer: https://dronefoto.dk/api/bookings/1/delivery?sig=y',
        'Har du ikke bedt om det?',
      ].join('\n\n'),
    );
  });

  it('has an HTML part with the same content, every value escaped', () => {
    const html = mailHtml(blocks);
    expect(html).toContain('<p>Hej,</p>');
    expect(html).toContain('Villa &lt;b&gt; &amp; have');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<p>Første linje<br>Anden linje</p>');
    expect(html).toContain(
      'Indtil 48 timer før. <a href="https://dronefoto.dk/manage-booking?booking=1&amp;sig=x">Flyt eller aflys</a>',
    );
    expect(html).toContain('>Hent filer</a>');
    expect(html).toContain('<td align="right">1.499,00 kr</td>');
  });

  it('renders both parts from one definition', () => {
    const mail = renderMail({ to: ['kunde@example.dk'], subject: 'Emne', blocks });
    expect(mail).toMatchObject({ to: ['kunde@example.dk'], subject: 'Emne' });
    expect(mail.text).toBe(mailText(blocks));
    expect(mail.html).toBe(mailHtml(blocks));
  });
});

describe("a mail in the business's look", () => {
  const brand = {
    name: 'Demo <Dronefoto>',
    logoUrl: 'https://dronefoto.example/logo.svg',
    primaryColor: '#0f766e',
  };

  it("carries the site's logo and name over a line in its primary colour, and its buttons in that colour", () => {
    const html = brandMailHtml(
      mailHtml([paragraph('Hej'), button('Se din booking', 'https://dronefoto.example/x')]),
      brand,
    );
    expect(html).toContain('<img src="https://dronefoto.example/logo.svg" alt=""');
    expect(html).toContain('Demo &lt;Dronefoto&gt;</strong>');
    expect(html).toContain('border-bottom:3px solid #0f766e');
    expect(html).toContain('background:#0f766e');
    expect(html).not.toContain('#1d4ed8');
    expect(html.indexOf('Demo &lt;Dronefoto&gt;')).toBeLessThan(html.indexOf('Hej'));
  });

  it('keeps the default colour for a colour that is not one, and leaves other HTML alone', () => {
    const html = brandMailHtml(mailHtml([button('Se', 'https://x.example')]), {
      ...brand,
      primaryColor: 'red;background:url(x)',
    });
    expect(html).toContain('background:#1d4ed8');
    expect(brandMailHtml('<p>Nyhedsbrev</p>', brand)).toBe('<p>Nyhedsbrev</p>');
  });
});

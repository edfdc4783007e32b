import { describe, expect, it } from 'vitest';
import {
  allowedImage,
  allowedLink,
  contentProblems,
  renderNewsletterContent,
  sanitizeNewsletterHtml,
} from './newsletter-content';

const site = 'https://dronefoto.dk';
const colours = { text: '#111827', primary: '#B91C1C' };
const render = (content: string) => renderNewsletterContent(content, site, colours);

describe('newsletter content: the marks the owner writes', () => {
  it('paragraphs, line breaks, bold, italic, headings and lists', async () => {
    const { html, text } = await render(
      '## Forår\n\nSpar **10 %** på *luftfoto*.\nKun i april.\n\n- Villaer\n- Sommerhuse',
    );
    expect(html).toContain('<h2 style="');
    expect(html).toContain('>Forår</h2>');
    expect(html).toContain('<strong>10 %</strong>');
    expect(html).toContain('<em>luftfoto</em>');
    expect(html).toMatch(/luftfoto<\/em>\.<br \/>\s*Kun i april\./);
    expect(html).toMatch(/<ul style="[^"]*">\s*<li style="[^"]*">Villaer<\/li>/);
    expect(text).toBe('Forår\n\nSpar 10 % på luftfoto.\nKun i april.\n\n- Villaer\n- Sommerhuse');
  });

  it('links to https, mailto and the site itself; pictures from the site’s media', async () => {
    const { html, text } = await render(
      'Se [vores priser](https://dronefoto.dk/products), skriv til info@dronefoto.dk, ' +
        'book på [siden](/booking) eller https://example.dk/tilbud.\n\n' +
        '![Luftfoto af Aarhus](https://dronefoto.dk/media/external/aarhus.webp)\n\n' +
        '![Kyst](/media/external/kyst.webp)',
    );
    expect(html).toContain(
      '<a style="color:#B91C1C;text-decoration:underline" href="https://dronefoto.dk/products">vores priser</a>',
    );
    expect(html).toContain('href="mailto:info@dronefoto.dk"');
    expect(html).toContain('href="https://dronefoto.dk/booking"');
    expect(html).toContain('href="https://example.dk/tilbud"');
    expect(html).toMatch(
      /<img style="[^"]*max-width:100%[^"]*" src="https:\/\/dronefoto\.dk\/media\/external\/aarhus\.webp" alt="Luftfoto af Aarhus" \/>/,
    );
    expect(html).toContain('src="https://dronefoto.dk/media/external/kyst.webp"');
    expect(text).toContain(
      'Se vores priser (https://dronefoto.dk/products), skriv til info@dronefoto.dk,',
    );
    expect(text).toContain(
      'book på siden (https://dronefoto.dk/booking) eller https://example.dk/tilbud.',
    );
    expect(text).toContain('Luftfoto af Aarhus (https://dronefoto.dk/media/external/aarhus.webp)');
    expect(
      await contentProblems('[a](https://x.dk) ![b](/media/b.webp) mailto:a@b.dk', site),
    ).toEqual([]);
  });

  it('shows typed HTML as text, never as markup', async () => {
    const { html } = await render('Hej <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img|<[^>]*onerror/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('names the links and pictures the mail cannot carry, and the mail drops them', async () => {
    const content =
      '[klik](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) ' +
      '[usikker](http://example.dk) [anden](//evil.dk/x) ' +
      '![fremmed](https://example.dk/billede.jpg) ![op](/media/../api/admin/settings)';
    expect(await contentProblems(content, site)).toEqual([
      { kind: 'link', url: 'javascript:alert(1)' },
      { kind: 'link', url: 'data:text/html;base64,PHNjcmlwdD4=' },
      { kind: 'link', url: 'http://example.dk' },
      { kind: 'link', url: '//evil.dk/x' },
      { kind: 'image', url: 'https://example.dk/billede.jpg' },
      { kind: 'image', url: '/media/../api/admin/settings' },
    ]);
    const { html } = await render(content);
    expect(html).not.toMatch(/javascript:|data:|http:\/\/example|evil\.dk|<img/);
    expect(html).toContain('<a style="color:#B91C1C;text-decoration:underline">klik</a>');
  });
});

describe('the sanitiser, on any HTML', () => {
  const clean = (html: string) => sanitizeNewsletterHtml(html, site);

  it('strips scripts, event handlers, styles and javascript: URLs', async () => {
    expect(await clean('<p>Hej<script>alert(1)</script></p>')).toBe('<p>Hej</p>');
    expect(await clean('<img src="/media/a.webp" onerror="alert(1)">')).toBe(
      '<img src="https://dronefoto.dk/media/a.webp" alt="" />',
    );
    expect(await clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(await clean('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(await clean('<a href=" javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(await clean('<a href="https://x.dk" onclick="steal()" style="color:red">x</a>')).toBe(
      '<a href="https://x.dk">x</a>',
    );
    expect(await clean('<p style="background:url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
    expect(await clean('<iframe src="https://evil.dk"></iframe><style>p{}</style><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
    expect(await clean('<svg onload="alert(1)"><p>x</p></svg>')).toBe('<p>x</p>');
  });

  it('drops pictures from elsewhere and keeps the allowed tags', async () => {
    expect(await clean('<img src="https://tracker.example/pixel.gif">')).toBe('');
    expect(await clean('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(await clean('<h1>A</h1><h4>B</h4><b>c</b><i>d</i><ul><li>e</li></ul>')).toBe(
      '<h2>A</h2><h3>B</h3><strong>c</strong><em>d</em><ul><li>e</li></ul>',
    );
  });

  it('allows the site’s own http address only where the site itself is on http (the twin)', async () => {
    expect(allowedLink('http://localhost:3000/booking', 'http://localhost:3000')).toBe(
      'http://localhost:3000/booking',
    );
    expect(allowedLink('http://localhost:3000/booking', site)).toBeNull();
    expect(allowedImage('http://localhost:3000/media/a.webp', 'http://localhost:3000')).toBe(
      'http://localhost:3000/media/a.webp',
    );
    expect(
      await sanitizeNewsletterHtml('<img src="/media/a.webp">', 'http://localhost:3000'),
    ).toContain('src="http://localhost:3000/media/a.webp"');
    expect(allowedImage('https://dronefoto.dk/products/a.webp', site)).toBeNull();
    expect(allowedLink('https://dronefoto.dk.evil.dk/x', site)).toBe(
      'https://dronefoto.dk.evil.dk/x',
    );
    expect(allowedImage('https://dronefoto.dk.evil.dk/media/x.webp', site)).toBeNull();
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

/** The markup with each tag's attributes in name order (their order means nothing). */
const normalized = (html: string) =>
  html.replace(/<(\w+)((?:\s+[\w-]+="[^"]*")*)\s*(\/?)>/g, (_, tag: string, attrs: string, end) => {
    const sorted = (attrs.match(/[\w-]+="[^"]*"/g) ?? []).sort();
    return `<${[tag, ...sorted].join(' ')}${end}>`;
  });

describe('TextField', () => {
  it('labels its input and announces the error and the hint with it', () => {
    const html = renderToStaticMarkup(
      <TextField formId="signup" name="email" label="E-mail" hint="Hint" error="Fejl" value="" />,
    );
    expect(normalized(html)).toBe(
      normalized(
        '<div class="form-field" data-invalid="true">' +
          '<label for="signup-email" class="form-field__label">E-mail</label>' +
          '<input id="signup-email" name="email" class="form-field__input" aria-invalid="true"' +
          ' aria-describedby="signup-email-error signup-email-hint" value=""/>' +
          '<p id="signup-email-hint" class="form-field__hint">Hint</p>' +
          '<p id="signup-email-error" class="form-field__error">Fejl</p></div>',
      ),
    );
  });

  it('is neither invalid nor described without a hint and an error', () => {
    const html = renderToStaticMarkup(
      <TextField formId="f" name="n" label="Navn" type="password" autoComplete="new-password" />,
    );
    expect(normalized(html)).toBe(
      normalized(
        '<div class="form-field"><label for="f-n" class="form-field__label">Navn</label>' +
          '<input type="password" autoComplete="new-password" id="f-n" name="n"' +
          ' class="form-field__input"/></div>',
      ),
    );
  });
});

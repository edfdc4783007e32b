import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './paragraphs';

describe('paragraphs of a content text', () => {
  it('is one paragraph without a blank line', () => {
    expect(paragraphsOf('Én linje.')).toEqual(['Én linje.']);
    expect(paragraphsOf('Første linje\nanden linje')).toEqual(['Første linje\nanden linje']);
  });
  it('starts a new paragraph at each blank line, also with spaces or CRLF', () => {
    expect(paragraphsOf('Første.\n\nAnden.\n \nTredje.')).toEqual(['Første.', 'Anden.', 'Tredje.']);
    expect(paragraphsOf('Første.\r\n\r\nAnden.')).toEqual(['Første.', 'Anden.']);
  });
  it('drops empty paragraphs and surrounding whitespace', () => {
    expect(paragraphsOf('\n\n  Første.  \n\n\n\nAnden.\n\n')).toEqual(['Første.', 'Anden.']);
    expect(paragraphsOf('   ')).toEqual([]);
  });
});

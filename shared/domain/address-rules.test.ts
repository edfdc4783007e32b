import { describe, expect, it } from 'vitest';
import {
  accessNotesMaxLength,
  accessNotesProblem,
  addressMaxLength,
  addressProblem,
  cleanAccessNotes,
  oneLineAddress,
} from './address-rules';

describe('the shoot address', () => {
  it('is accepted on one line', () => {
    expect(addressProblem('Vestergade 5, 8000 Aarhus C')).toBeNull();
    expect(addressProblem('  Vestergade 5, 8000 Aarhus C  ')).toBeNull();
    expect(addressProblem('x'.repeat(addressMaxLength))).toBeNull();
  });

  it('says what is wrong, one thing at a time', () => {
    expect(addressProblem('   ')).toBe('Indtast venligst en adresse');
    expect(addressProblem('Vestergade 5\n8000 Aarhus C')).toBe(
      'Skriv adressen på én linje, f.eks. Vestergade 5, 8000 Aarhus C.',
    );
    expect(addressProblem('Vestergade 5\r\n8000 Aarhus C')).toMatch(/på én linje/);
    expect(addressProblem('Vestergade 5\u20288000 Aarhus C')).toMatch(/på én linje/);
    expect(addressProblem('x'.repeat(addressMaxLength + 1))).toBe(
      'Adressen er for lang. Skriv højst 300 tegn.',
    );
    expect(addressProblem('Vestergade\u202e 5')).toBe('Adressen indeholder ugyldige tegn');
    expect(addressProblem('Vester\u200bgade 5')).toBe('Adressen indeholder ugyldige tegn');
  });

  it('pasted over several lines becomes the one line it means', () => {
    expect(oneLineAddress('Vestergade 5\n8000 Aarhus C')).toBe('Vestergade 5, 8000 Aarhus C');
    expect(oneLineAddress('Vestergade 5,\r\n\r\n 8000 Aarhus C \n')).toBe(
      'Vestergade 5, 8000 Aarhus C',
    );
    expect(oneLineAddress('Vestergade 5, 8000 Aarhus C')).toBe('Vestergade 5, 8000 Aarhus C');
    expect(addressProblem(oneLineAddress('Vestergade 5\n8000 Aarhus C'))).toBeNull();
  });
});

describe('the access notes', () => {
  it('are optional and may take several lines', () => {
    expect(accessNotesProblem('')).toBeNull();
    expect(accessNotesProblem('Portkode 1234\nParkering i gården')).toBeNull();
    expect(accessNotesProblem('x'.repeat(accessNotesMaxLength))).toBeNull();
  });

  it('say the limit, and refuse invisible characters', () => {
    expect(accessNotesProblem('x'.repeat(accessNotesMaxLength + 1))).toBe(
      'Adgangsforholdene er for lange. Skriv højst 500 tegn.',
    );
    expect(accessNotesProblem('Ring\u202e på')).toBe('Adgangsforholdene indeholder ugyldige tegn');
    expect(accessNotesProblem('Ring\u0007 på')).toBe('Adgangsforholdene indeholder ugyldige tegn');
  });

  it('are stored trimmed with plain line ends, and empty as none', () => {
    expect(cleanAccessNotes('  Portkode 1234\r\nParkering  ')).toBe('Portkode 1234\nParkering');
    expect(cleanAccessNotes('   ')).toBeNull();
    expect(cleanAccessNotes(undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { fromHeader, senderAddress } from './mail-from';

describe('the From header', () => {
  it("takes the configured sender's address, with or without its own display name", () => {
    expect(senderAddress('Dronefoto <booking@dronefoto.dk>')).toBe('booking@dronefoto.dk');
    expect(senderAddress('booking@dronefoto.dk')).toBe('booking@dronefoto.dk');
  });

  it('names the business, quoted when it is ASCII', () => {
    expect(fromHeader('Luftfoto Nord ApS', 'Dronefoto <booking@dronefoto.dk>')).toBe(
      '"Luftfoto Nord ApS" <booking@dronefoto.dk>',
    );
    expect(fromHeader('Foto "Nord" \\ ApS', 'booking@dronefoto.dk')).toBe(
      '"Foto \\"Nord\\" \\\\ ApS" <booking@dronefoto.dk>',
    );
  });

  it('encodes a name outside ASCII as an RFC 2047 encoded-word', () => {
    const header = fromHeader('Luftfoto Østjylland ApS', 'booking@dronefoto.dk');
    const encoded = /^=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?= <booking@dronefoto\.dk>$/.exec(header)?.[1];
    expect(encoded).toBeDefined();
    expect(Buffer.from(encoded!, 'base64').toString('utf8')).toBe('Luftfoto Østjylland ApS');
  });

  it('never lets a name start a header of its own, and keeps the sender without a name', () => {
    expect(fromHeader('Evil\r\nBcc: x@y.dk', 'booking@dronefoto.dk')).toBe(
      '"Evil Bcc: x@y.dk" <booking@dronefoto.dk>',
    );
    expect(fromHeader('  ', 'Dronefoto <booking@dronefoto.dk>')).toBe(
      'Dronefoto <booking@dronefoto.dk>',
    );
  });
});

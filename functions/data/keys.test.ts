import { describe, expect, it } from 'vitest';
import {
  discountCodeGuardKey,
  driveTimeKey,
  geocodeKey,
  homeSectionGsi1,
  productGsi1,
  specificScheduleGsi1,
  stripKeys,
  subscriberKey,
  templateNameGuardKey,
  weeklyScheduleGsi1,
} from './keys';

const sorted = (values: string[]) => [...values].sort();

describe('key builders', () => {
  it('pads numbers so string order is numeric order', () => {
    const products = [2, 10, 1].map((id) => productGsi1(id).gsi1sk);
    expect(sorted(products)).toEqual(
      [productGsi1(1), productGsi1(2), productGsi1(10)].map((k) => k.gsi1sk),
    );
    const sections = [10, 9].map((i) => homeSectionGsi1('x', i).gsi1sk);
    expect(sorted(sections)[0]).toBe(homeSectionGsi1('x', 9).gsi1sk);
  });

  it('orders specific dates before weekly periods, higher priority first within a date', () => {
    const low = specificScheduleGsi1('a', '2026-05-01', 1).gsi1sk;
    const high = specificScheduleGsi1('b', '2026-05-01', 100).gsi1sk;
    const monday = weeklyScheduleGsi1('c', 0, '14:00').gsi1sk;
    const sunday = weeklyScheduleGsi1('d', 6, '08:00').gsi1sk;
    expect(sorted([sunday, monday, low, high])).toEqual([high, low, monday, sunday]);
  });

  it('normalises unique values in guard keys', () => {
    expect(discountCodeGuardKey(' sommer25 ')).toEqual(discountCodeGuardKey('SOMMER25'));
    expect(templateNameGuardKey('Jul ')).toEqual(templateNameGuardKey('jul'));
    expect(subscriberKey('A@B.dk ')).toEqual(subscriberKey('a@b.dk'));
    expect(geocodeKey('  Aarhus   C ')).toEqual(geocodeKey('aarhus c'));
  });

  it('keys a drive time by its direction', () => {
    expect(driveTimeKey('56.1567,10.2108', '55.6761,12.5683')).toEqual({
      pk: 'DRIVE#56.1567,10.2108>55.6761,12.5683',
      sk: 'DRIVE',
    });
    expect(driveTimeKey('a', 'b')).not.toEqual(driveTimeKey('b', 'a'));
  });

  it('strips storage attributes and the requested private ones', () => {
    const item = {
      pk: 'P',
      sk: 'S',
      gsi1pk: 'G',
      gsi1sk: 'g',
      ttl: 1,
      entity: 'x',
      id: '1',
      secret: 's',
    };
    expect(stripKeys(item, ['secret'])).toEqual({ id: '1' });
  });
});

/** Scenes at the water: a marina, a sunset over the sea and an offshore wind farm. */
import {
  between,
  circle,
  n,
  pick,
  polygon,
  rect,
  shade,
  smoothPath,
  svgDocument,
  type Rng,
} from './svg';

/** A boat hull pointing right, seen from above, with a wake when it is under way. */
function boat(rng: Rng, x: number, y: number, length: number, moving: boolean): string {
  const beam = length * 0.32;
  const hull = `M${n(x)} ${n(y - beam / 2)} H${n(x + length * 0.65)} Q${n(x + length)} ${n(y)} ${n(x + length * 0.65)} ${n(y + beam / 2)} H${n(x)} Z`;
  const dark = rng() < 0.2;
  const colour = dark ? '#1d3557' : pick(rng, ['#f7f7f4', '#eef2f5', '#f4efe6']);
  const wake = moving
    ? `<path d="M${n(x)} ${n(y)} l${n(-length * 3)} ${n(-length * 0.45)} M${n(x)} ${n(y)} l${n(-length * 3)} ${n(length * 0.45)}" stroke="#fff" stroke-opacity="0.3" stroke-width="4" fill="none"/>`
    : '';
  const sailboat = rng() < 0.5;
  const top = sailboat
    ? rect(x + length * 0.08, y - beam * 0.3, length * 0.5, beam * 0.6, 'rx="4" fill="#b08b5c"') +
      rect(x + length * 0.25, y - beam * 0.18, length * 0.2, beam * 0.36, 'rx="3" fill="#e9edf0"') +
      `<line x1="${n(x + length * 0.55)}" y1="${n(y)}" x2="${n(x + length * 0.1)}" y2="${n(y)}" stroke="#3b3b3b" stroke-width="2.5"/>` +
      circle(x + length * 0.55, y, 3, 'fill="#3b3b3b"')
    : rect(
        x + length * 0.28,
        y - beam * 0.32,
        length * 0.3,
        beam * 0.64,
        `rx="6" fill="${dark ? '#e9edf0' : '#d7dde2'}"`,
      ) +
      rect(
        x + length * 0.5,
        y - beam * 0.28,
        length * 0.07,
        beam * 0.56,
        'rx="2" fill="#1b2430" fill-opacity="0.8"',
      );
  return (
    wake +
    `<path d="${hull}" fill="#000" fill-opacity="0.3" transform="translate(5 5)"/>` +
    `<path d="${hull}" fill="${colour}"/>` +
    top
  );
}

/** A marina: quay with warehouses and containers, piers with moored boats, a breakwater. */
export function harbourScene(rng: Rng): string {
  let quay = rect(0, 0, 1600, 250, 'fill="#b9b6ae"');
  quay += rect(0, 250, 1600, 14, 'fill="#8f8c84"');
  for (let i = 0; i < 4; i += 1) {
    const x = 60 + i * 250;
    quay += rect(x + 12, 40 + 12, 200, 120, 'fill="#000" fill-opacity="0.3"');
    quay +=
      rect(x, 40, 200, 60, `fill="${shade('#8c3f2f', i % 2 ? 0.05 : -0.05)}"`) +
      rect(x, 100, 200, 60, 'fill="#62291f"');
  }
  const boxes = ['#c0392b', '#2e86c1', '#27ae60', '#e67e22', '#7f8c8d', '#f1c40f'];
  for (let r = 0; r < 5; r += 1) {
    for (let c = 0; c < 9; c += 1) {
      const x = 1080 + c * 54;
      const y = 30 + r * 36;
      quay += rect(
        x,
        y,
        50,
        30,
        `fill="${pick(rng, boxes)}" stroke="#000" stroke-opacity="0.25" stroke-width="2"`,
      );
    }
  }
  let piers = '';
  for (let p = 0; p < 5; p += 1) {
    const x = 140 + p * 300;
    piers +=
      rect(x + 6, 264, 22, 520, 'fill="#000" fill-opacity="0.25"') +
      rect(x, 264, 22, 520, 'fill="#a39a88"');
    for (let slot = 0; slot < 8; slot += 1) {
      const y = 300 + slot * 60;
      if (rng() < 0.8)
        piers += boat(rng, x - between(rng, 90, 120) - 4, y, between(rng, 80, 110), false);
      if (rng() < 0.8) piers += boat(rng, x + 26, y + 28, between(rng, 80, 110), false);
    }
  }
  let rocks = `<path d="M-20 950 C400 930 1000 975 1640 945 L1640 1000 L-20 1000 Z" fill="#4f4c48"/>`;
  for (let x = -20; x < 1640; x += 16) {
    const y = 955 + Math.sin(x / 260) * 12;
    rocks += circle(
      x,
      y + between(rng, -8, 8),
      between(rng, 9, 15),
      `fill="${pick(rng, ['#6d6a66', '#85817a', '#5a5753', '#9a958c'])}"`,
    );
  }
  return svgDocument(
    '<linearGradient id="harbourWater" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2c5f7c"/><stop offset="1" stop-color="#1f4a63"/></linearGradient>',
    [
      '<rect width="1600" height="1000" fill="url(#harbourWater)"/>',
      quay,
      piers,
      boat(rng, 1100, 860, 100, true),
      rocks,
    ].join(''),
  );
}

function turbine(x: number, baseY: number, height: number, angle: number, colour: string): string {
  const blade = height * 0.55;
  const hubY = baseY - height;
  let blades = '';
  for (let b = 0; b < 3; b += 1) {
    const a = angle + (b * Math.PI * 2) / 3;
    const tipX = x + Math.cos(a) * blade;
    const tipY = hubY + Math.sin(a) * blade;
    const side = height * 0.018;
    blades += polygon(
      [
        [x - Math.sin(a) * side, hubY + Math.cos(a) * side],
        [tipX, tipY],
        [x + Math.sin(a) * side, hubY - Math.cos(a) * side],
      ],
      `fill="${colour}"`,
    );
  }
  const tower = polygon(
    [
      [x - height * 0.025, baseY],
      [x + height * 0.025, baseY],
      [x + height * 0.012, hubY],
      [x - height * 0.012, hubY],
    ],
    `fill="${colour}"`,
  );
  return tower + blades + circle(x, hubY, height * 0.03, `fill="${colour}"`);
}

/** Golden-hour view over the sea towards a coast with a small town and wind turbines. */
export function sunsetScene(rng: Rng): string {
  const horizon = 520;
  let reflection = '';
  for (let y = horizon + 6; y < 1000; y += between(rng, 8, 16)) {
    const spread = 40 + (y - horizon) * 0.6;
    const w = between(rng, spread * 0.3, spread);
    reflection += rect(
      1080 - w / 2 + between(rng, -20, 20),
      y,
      w,
      3 + (y - horizon) / 120,
      `fill="#ffd08a" fill-opacity="${n(0.65 - ((y - horizon) / 500) * 0.45)}"`,
    );
  }
  let waves = '';
  for (let y = horizon + 20; y < 1000; y += 18 + (y - horizon) / 12) {
    waves += `<path d="M0 ${n(y)} Q400 ${n(y - 4)} 800 ${n(y)} T1600 ${n(y)}" stroke="#f6a85b" stroke-opacity="0.07" stroke-width="2" fill="none"/>`;
  }
  const coast = [
    [0, horizon - 60],
    [180, horizon - 70],
    [360, horizon - 40],
    [560, horizon - 16],
    [720, horizon],
  ] as const;
  let town = '';
  for (let x = 90; x < 420; x += between(rng, 14, 26)) {
    const h = between(rng, 10, 28);
    town += rect(x, horizon - 58 - h + (x / 420) * 20, between(rng, 10, 18), h, 'fill="#241a33"');
  }
  town += polygon(
    [
      [300, horizon - 50],
      [306, horizon - 112],
      [312, horizon - 50],
    ],
    'fill="#241a33"',
  );
  let turbines = '';
  for (let i = 0; i < 7; i += 1)
    turbines += turbine(1250 + i * 50, horizon, 46, between(rng, 0, 2), '#3b2c4a');
  let clouds = '';
  for (let i = 0; i < 9; i += 1) {
    const y = between(rng, 120, 430);
    clouds += `<ellipse cx="${n(between(rng, 0, 1600))}" cy="${n(y)}" rx="${n(between(rng, 120, 320))}" ry="${n(between(rng, 6, 14))}" fill="${y > 330 ? '#ffb38a' : '#c9748f'}" fill-opacity="0.55" filter="url(#softCloud)"/>`;
  }
  return svgDocument(
    [
      '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#28295a"/><stop offset="0.45" stop-color="#7b3f6e"/><stop offset="0.8" stop-color="#e0685a"/><stop offset="1" stop-color="#f8b064"/></linearGradient>',
      '<linearGradient id="sunsetSea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b3a5f"/><stop offset="1" stop-color="#17183a"/></linearGradient>',
      '<filter id="softCloud" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="6"/></filter>',
      '<radialGradient id="glow"><stop offset="0" stop-color="#ffe7b0" stop-opacity="0.9"/><stop offset="1" stop-color="#ffb060" stop-opacity="0"/></radialGradient>',
    ].join(''),
    [
      `<rect width="1600" height="${horizon}" fill="url(#sky)"/>`,
      clouds,
      circle(1080, horizon - 10, 320, 'fill="url(#glow)"'),
      circle(1080, horizon - 12, 58, 'fill="#ffe3a3"'),
      `<rect y="${horizon}" width="1600" height="${1000 - horizon}" fill="url(#sunsetSea)"/>`,
      waves,
      reflection,
      `<path d="${smoothPath(coast)} L720 ${horizon} L0 ${horizon} Z" fill="#2c2140"/>`,
      town,
      turbines,
    ].join(''),
  );
}

/** Rows of offshore wind turbines fading towards a hazy horizon on a clear day. */
export function windFarmScene(rng: Rng): string {
  const horizon = 330;
  let turbines = '';
  const rows = [
    { y: horizon + 8, height: 40, gap: 70, offset: 0 },
    { y: horizon + 30, height: 70, gap: 120, offset: 40 },
    { y: horizon + 110, height: 150, gap: 250, offset: 120 },
    { y: horizon + 330, height: 330, gap: 560, offset: 260 },
  ];
  for (const row of rows) {
    for (let x = row.offset; x < 1700; x += row.gap) {
      const base = row.y;
      turbines += `<ellipse cx="${n(x)}" cy="${n(base)}" rx="${n(row.height * 0.08)}" ry="${n(row.height * 0.02)}" fill="#f6c453"/>`;
      turbines += turbine(
        x,
        base,
        row.height,
        between(rng, 0, Math.PI * 2),
        shade('#f4f6f8', row.height < 80 ? -0.12 : 0),
      );
    }
  }
  let clouds = '';
  for (let i = 0; i < 14; i += 1) {
    const cx = between(rng, -100, 1700);
    const cy = between(rng, 60, 260);
    for (let puff = 0; puff < 5; puff += 1) {
      clouds += `<ellipse cx="${n(cx + between(rng, -90, 90))}" cy="${n(cy + between(rng, -12, 12))}" rx="${n(between(rng, 50, 110))}" ry="${n(between(rng, 14, 26))}" fill="#fff" fill-opacity="0.5"/>`;
    }
  }
  clouds = `<g filter="url(#softCloud)">${clouds}</g>`;
  let waves = '';
  for (let i = 0; i < 220; i += 1) {
    const y = between(rng, horizon + 10, 1000);
    const scale = (y - horizon) / 670;
    waves += rect(
      between(rng, 0, 1600),
      y,
      10 + scale * 70,
      1 + scale * 3,
      'fill="#fff" fill-opacity="0.18"',
    );
  }
  return svgDocument(
    [
      '<filter id="softCloud" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>',
      '<linearGradient id="daySky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5d9bd1"/><stop offset="1" stop-color="#cfe3f1"/></linearGradient>',
      '<linearGradient id="daySea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fa8c4"/><stop offset="0.25" stop-color="#2f6f98"/><stop offset="1" stop-color="#123f5e"/></linearGradient>',
    ].join(''),
    [
      `<rect width="1600" height="${horizon}" fill="url(#daySky)"/>`,
      clouds,
      `<rect y="${horizon}" width="1600" height="${1000 - horizon}" fill="url(#daySea)"/>`,
      waves,
      turbines,
    ].join(''),
  );
}

/** Countryside scenes seen from straight above: farmland, coast, forest and an event field. */
import {
  between,
  blob,
  circle,
  insidePolygon,
  n,
  pick,
  polygon,
  rect,
  shade,
  smoothPath,
  svgDocument,
  treeCrown,
  type Point,
  type Rng,
} from './svg';

const crops = ['#8fae4c', '#7a9c3f', '#c9b25a', '#dcc77e', '#a07c4f', '#b79a63', '#5e7d34'];
const greens = ['#2e5a2c', '#3b6b33', '#4a7a3a', '#25492a', '#5d8a45', '#6b7f35'];

/** Patchwork of fields with tractor lines, hedgerows, a country road and a farm. */
export function fieldsScene(rng: Rng): string {
  let fields = '';
  let hedges = '';
  for (let x = -500; x < 2100;) {
    const w = between(rng, 200, 380);
    for (let y = -500; y < 1500;) {
      const h = between(rng, 150, 320);
      const colour = pick(rng, crops);
      fields += rect(x + 4, y + 4, w - 8, h - 8, `fill="${colour}"`);
      const vertical = rng() < 0.5;
      const step = between(rng, 10, 16);
      const stripe = `stroke="${shade(colour, -0.2)}" stroke-width="3" stroke-opacity="0.45"`;
      for (let s = step; s < (vertical ? w : h) - 8; s += step) {
        fields += vertical
          ? `<line x1="${n(x + s)}" y1="${n(y + 6)}" x2="${n(x + s)}" y2="${n(y + h - 6)}" ${stripe}/>`
          : `<line x1="${n(x + 6)}" y1="${n(y + s)}" x2="${n(x + w - 6)}" y2="${n(y + s)}" ${stripe}/>`;
      }
      if (rng() < 0.35) {
        for (let t = 0; t < w; t += between(rng, 14, 30)) {
          hedges += treeCrown(x + t, y, between(rng, 7, 13), pick(rng, greens));
        }
      }
      y += h;
    }
    x += w;
  }
  const road = smoothPath([
    [-50, 820],
    [400, 700],
    [800, 720],
    [1150, 560],
    [1650, 480],
  ]);
  let farm = '';
  const roofs = ['#9c3b2f', '#8a3328', '#55585e'];
  const buildings: Array<[number, number, number, number]> = [
    [760, 580, 150, 56],
    [700, 480, 56, 120],
    [930, 500, 110, 46],
  ];
  for (const [x, y, w, h] of buildings) {
    const roof = pick(rng, roofs);
    farm += rect(x + 10, y + 10, w, h, 'fill="#000" fill-opacity="0.3"');
    const ridgeAcross = w > h;
    farm += ridgeAcross
      ? rect(x, y, w, h / 2, `fill="${roof}"`) +
        rect(x, y + h / 2, w, h / 2, `fill="${shade(roof, -0.3)}"`)
      : rect(x, y, w / 2, h, `fill="${shade(roof, 0.08)}"`) +
        rect(x + w / 2, y, w / 2, h, `fill="${shade(roof, -0.3)}"`);
  }
  for (let i = 0; i < 14; i += 1) {
    farm += treeCrown(
      between(rng, 660, 1060),
      between(rng, 420, 470),
      between(rng, 12, 20),
      pick(rng, greens),
    );
  }
  return svgDocument(
    '',
    [
      '<rect width="1600" height="1000" fill="#4d6b2e"/>',
      `<g transform="rotate(-12 800 500)">${fields}${hedges}</g>`,
      `<path d="${road}" fill="none" stroke="#8d8a80" stroke-width="26"/>`,
      `<path d="${road}" fill="none" stroke="#cfc9bb" stroke-width="20"/>`,
      farm,
    ].join(''),
  );
}

/** Deep sea, foaming surf, a sandy beach with parasols and green dunes. */
export function coastlineScene(rng: Rng): string {
  const phase = between(rng, 0, Math.PI * 2);
  const shoreY = (x: number) =>
    520 + Math.sin(x / 260 + phase) * 45 + Math.sin(x / 90) * 8 + x * 0.06;
  const line = (offset: number, wobble: number): Point[] => {
    const points: Point[] = [];
    for (let x = -40; x <= 1640; x += 40)
      points.push([x, shoreY(x) + offset + Math.sin(x / 37) * wobble]);
    return points;
  };
  const band = (offset: number) => `${smoothPath(line(offset, 0))} L1640 1040 L-40 1040 Z`;
  let foam = '';
  for (const [offset, opacity, width] of [
    [-14, 0.9, 10],
    [-48, 0.55, 6],
    [-95, 0.35, 5],
    [-160, 0.2, 4],
  ] as const) {
    foam += `<path d="${smoothPath(line(offset, 6))}" fill="none" stroke="#fff" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round"/>`;
  }
  let beach = '';
  const parasols = ['#e4572e', '#f3a712', '#29335c', '#ffffff', '#2a9d8f', '#e76f51'];
  for (let i = 0; i < 16; i += 1) {
    const x = between(rng, 80, 1520);
    const y = shoreY(x) + between(rng, 45, 120);
    beach += rect(x + 14, y - 6, 26, 14, `fill="${pick(rng, parasols)}" fill-opacity="0.9"`);
    beach += circle(x + 8, y + 8, 17, 'fill="#000" fill-opacity="0.18"');
    beach += circle(x, y, 17, `fill="${pick(rng, parasols)}"`);
  }
  let dunes = '';
  for (let i = 0; i < 60; i += 1) {
    const x = between(rng, -40, 1640);
    const y = shoreY(x) + between(rng, 230, 520);
    dunes += `<path d="${smoothPath(blob(rng, x, y, between(rng, 40, 90), between(rng, 20, 45)), true)}" fill="${pick(rng, ['#8a9a5b', '#7d8f4e', '#a3a66a', '#6f8446'])}" fill-opacity="0.85"/>`;
  }
  const boatX = between(rng, 300, 1200);
  const boatY = shoreY(boatX) - 300;
  const boat =
    `<path d="M${n(boatX)} ${n(boatY)} l-220 -60 M${n(boatX)} ${n(boatY)} l-220 60" stroke="#fff" stroke-opacity="0.35" stroke-width="5" fill="none"/>` +
    `<path d="M${n(boatX - 30)} ${n(boatY - 9)} h40 l18 9 l-18 9 h-40 z" fill="#f5f5f2"/>`;
  return svgDocument(
    [
      '<linearGradient id="sea" x1="0" y1="0" x2="0.2" y2="1">',
      '<stop offset="0" stop-color="#123d63"/><stop offset="0.35" stop-color="#1f6b8f"/>',
      '<stop offset="0.52" stop-color="#3aa6b0"/><stop offset="0.6" stop-color="#7fd1c4"/>',
      '</linearGradient>',
    ].join(''),
    [
      '<rect width="1600" height="1000" fill="url(#sea)"/>',
      boat,
      `<path d="${band(0)}" fill="#cdb98a"/>`,
      `<path d="${band(28)}" fill="#e9dab0"/>`,
      foam,
      `<path d="${band(190)}" fill="#d2c48f"/>`,
      `<path d="${band(260)}" fill="#9aa56a"/>`,
      dunes,
      beach,
    ].join(''),
  );
}

/** Dense forest canopy around a lake, with a winding path and a small cabin. */
export function forestScene(rng: Rng): string {
  const lake = blob(rng, 1080, 420, 300, 190, 11);
  const lakeShore = lake.map(([x, y]): Point => [1080 + (x - 1080) * 1.12, 420 + (y - 420) * 1.12]);
  const trail: Point[] = [
    [-20, 880],
    [300, 760],
    [520, 820],
    [760, 650],
    [800, 420],
    [640, 180],
    [700, -20],
  ];
  const nearTrail = ([x, y]: Point) =>
    trail.some(([tx, ty], i) => {
      const next = trail[i + 1];
      if (!next) return false;
      for (let t = 0; t <= 1; t += 0.1) {
        const px = tx + (next[0] - tx) * t;
        const py = ty + (next[1] - ty) * t;
        if (Math.hypot(px - x, py - y) < 34) return true;
      }
      return false;
    });
  let trees = '';
  for (let i = 0; i < 1100; i += 1) {
    const point: Point = [between(rng, -30, 1630), between(rng, -30, 1030)];
    if (insidePolygon(point, lakeShore)) continue;
    if (nearTrail(point)) continue;
    if (Math.hypot(point[0] - 330, point[1] - 330) < 110) continue;
    trees += treeCrown(point[0], point[1], between(rng, 16, 32), pick(rng, greens));
  }
  const cabin =
    rect(300, 300, 80, 52, 'fill="#7a9a4a"') +
    rect(312, 316, 60, 40, 'fill="#000" fill-opacity="0.3"') +
    rect(300, 306, 60, 20, 'fill="#8c3a2b"') +
    rect(300, 326, 60, 20, 'fill="#6b2a1f"');
  return svgDocument(
    '<radialGradient id="lake" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#3f7d98"/><stop offset="1" stop-color="#1f4f66"/></radialGradient>',
    [
      '<rect width="1600" height="1000" fill="#1f3a1f"/>',
      `<circle cx="330" cy="330" r="120" fill="#7a9a4a"/>`,
      `<path d="${smoothPath(lake, true)}" fill="#a7a26a" stroke="#6f7f3f" stroke-width="30"/>`,
      `<path d="${smoothPath(lake, true)}" fill="url(#lake)"/>`,
      `<path d="${smoothPath(trail)}" fill="none" stroke="#b8a27a" stroke-width="12"/>`,
      trees,
      cabin,
    ].join(''),
  );
}

/** An outdoor event: mown lawn, a stage, a crowd, white pagoda tents and food trucks. */
export function eventFieldScene(rng: Rng): string {
  let lawn = '';
  for (let x = -400; x < 2000; x += 80) {
    lawn += rect(x, -400, 40, 1800, 'fill="#fff" fill-opacity="0.06"');
  }
  const stage =
    rect(650, 110, 300, 150, 'fill="#000" fill-opacity="0.35"') +
    rect(630, 90, 300, 150, 'fill="#2b2b30"') +
    rect(640, 100, 280, 40, 'fill="#3d3d44"') +
    rect(600, 240, 360, 16, 'fill="#8d8f94"');
  let crowd = '';
  const shirts = [
    '#f1faee',
    '#e63946',
    '#457b9d',
    '#1d3557',
    '#f4a261',
    '#2a9d8f',
    '#ffb703',
    '#222',
  ];
  for (let i = 0; i < 1500; i += 1) {
    const spread = rng() ** 0.75;
    const angle = between(rng, 0.1, Math.PI - 0.1);
    const x = 780 + Math.cos(angle) * spread * 400;
    const y = 262 + Math.sin(angle) * spread * 300;
    crowd += circle(x, y, 4.2, `fill="${pick(rng, shirts)}"`);
  }
  let tents = '';
  for (let i = 0; i < 7; i += 1) {
    const x = 120 + i * 200;
    const y = 800 + (i % 2) * 30;
    const s = 90;
    tents += rect(x + 10, y + 10, s, s, 'fill="#000" fill-opacity="0.3"');
    const c: Point = [x + s / 2, y + s / 2];
    tents += polygon([[x, y], [x + s, y], c], 'fill="#ffffff"');
    tents += polygon([[x + s, y], [x + s, y + s], c], 'fill="#d9dde2"');
    tents += polygon([[x, y + s], [x + s, y + s], c], 'fill="#b7bcc4"');
    tents += polygon([[x, y], [x, y + s], c], 'fill="#eef0f3"');
  }
  let trucks = '';
  for (let i = 0; i < 4; i += 1) {
    const y = 200 + i * 120;
    trucks += rect(1350, y + 8, 150, 60, 'fill="#000" fill-opacity="0.3"');
    trucks += rect(
      1340,
      y,
      150,
      60,
      `fill="${pick(rng, ['#e9c46a', '#e76f51', '#2a9d8f', '#f1faee'])}"`,
    );
    trucks += rect(1450, y, 40, 60, 'fill="#333" fill-opacity="0.35"');
  }
  return svgDocument(
    '',
    [
      '<rect width="1600" height="1000" fill="#6c9a46"/>',
      `<g transform="rotate(25 800 500)">${lawn}</g>`,
      `<path d="M0 720 C400 680 1100 760 1600 700" stroke="#b9a37b" stroke-width="40" fill="none" stroke-opacity="0.8"/>`,
      '<rect x="40" y="40" width="1520" height="920" rx="30" fill="none" stroke="#eee" stroke-width="4" stroke-dasharray="14 10"/>',
      stage,
      crowd,
      tents,
      trucks,
    ].join(''),
  );
}

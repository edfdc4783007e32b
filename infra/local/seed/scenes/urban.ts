/** Built-up scenes seen from straight above: houses, a villa, a business park and a city. */
import {
  between,
  circle,
  n,
  pick,
  polygon,
  rect,
  shade,
  svgDocument,
  treeCrown,
  type Rng,
} from './svg';

const roofColours = ['#b5533c', '#8e3b2e', '#4a4f57', '#6b6f76', '#a55f3f', '#3d3d3d', '#c0664a'];
const treeGreens = ['#3b6b33', '#4a7a3a', '#2e5a2c', '#5d8a45'];
const carColours = ['#f2f2f2', '#c8ccd0', '#1c1c1e', '#2b4c7e', '#a32020', '#6c7a89', '#e8e1cf'];

/** A pitched roof seen from above: sunlit and shaded halves split along the ridge. */
function pitchedRoof(
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
  castsShadow = true,
): string {
  const shadow = castsShadow ? rect(x + 9, y + 9, w, h, 'fill="#000" fill-opacity="0.3"') : '';
  if (w >= h) {
    return (
      shadow +
      rect(x, y, w, h / 2, `fill="${shade(colour, 0.1)}"`) +
      rect(x, y + h / 2, w, h / 2, `fill="${shade(colour, -0.28)}"`) +
      rect(x, y + h / 2 - 1.5, w, 3, `fill="${shade(colour, 0.3)}"`)
    );
  }
  return (
    shadow +
    rect(x, y, w / 2, h, `fill="${shade(colour, 0.1)}"`) +
    rect(x + w / 2, y, w / 2, h, `fill="${shade(colour, -0.28)}"`) +
    rect(x + w / 2 - 1.5, y, 3, h, `fill="${shade(colour, 0.3)}"`)
  );
}

function car(rng: Rng, x: number, y: number, horizontal: boolean): string {
  const [w, h] = horizontal ? [44, 20] : [20, 44];
  const colour = pick(rng, carColours);
  const glass = horizontal
    ? rect(x + 12, y + 3, 18, h - 6, 'fill="#1b2430" fill-opacity="0.75"')
    : rect(x + 3, y + 12, w - 6, 18, 'fill="#1b2430" fill-opacity="0.75"');
  return (
    rect(x + 3, y + 3, w, h, 'rx="5" fill="#000" fill-opacity="0.3"') +
    rect(x, y, w, h, `rx="5" fill="${colour}"`) +
    glass
  );
}

/** A suburban grid of detached houses with gardens, driveways and trees. */
export function rooftopsScene(rng: Rng): string {
  let body = '';
  const blockW = 420;
  const blockH = 340;
  const street = 40;
  for (let bx = -500; bx < 2100; bx += blockW + street) {
    for (let by = -500; by < 1500; by += blockH + street) {
      body += rect(bx - 8, by - 8, blockW + 16, blockH + 16, 'fill="#c2bcb0"');
      body += rect(bx, by, blockW, blockH, 'fill="#7d9b52"');
      for (let col = 0; col < 3; col += 1) {
        for (let row = 0; row < 2; row += 1) {
          const px = bx + col * (blockW / 3);
          const py = by + row * (blockH / 2);
          const pw = blockW / 3;
          const ph = blockH / 2;
          body += rect(
            px + 2,
            py + 2,
            pw - 4,
            ph - 4,
            `fill="${pick(rng, ['#7d9b52', '#86a45a', '#739349'])}" stroke="#4f6b33" stroke-width="3"`,
          );
          const hw = between(rng, 62, 86);
          const hh = between(rng, 44, 58);
          const hx = px + between(rng, 14, pw - hw - 14);
          const hy = row === 0 ? py + ph - hh - 30 : py + 30;
          const driveX = hx + hw - 26;
          body +=
            row === 0
              ? rect(driveX, hy + hh, 22, py + ph - hy - hh, 'fill="#b7b2a6"')
              : rect(driveX, py, 22, hy - py, 'fill="#b7b2a6"');
          if (rng() < 0.6)
            body += rect(hx + 6, row === 0 ? hy - 22 : hy + hh, hw * 0.6, 22, 'fill="#b08b5c"');
          body += pitchedRoof(hx, hy, hw, hh, pick(rng, roofColours));
          if (rng() < 0.5) body += car(rng, driveX + 1, row === 0 ? hy + hh + 6 : hy - 50, false);
          if (rng() < 0.25)
            body += circle(
              px + pw - 30,
              row === 0 ? py + 30 : py + ph - 30,
              16,
              'fill="none" stroke="#222" stroke-width="4"',
            );
          const trees = Math.floor(between(rng, 1, 4));
          for (let t = 0; t < trees; t += 1) {
            body += treeCrown(
              px + between(rng, 14, pw - 14),
              row === 0 ? py + between(rng, 14, 40) : py + ph - between(rng, 14, 40),
              between(rng, 10, 22),
              pick(rng, treeGreens),
            );
          }
        }
      }
      if (rng() < 0.6) body += car(rng, bx + between(rng, 20, blockW - 60), by + blockH + 12, true);
    }
  }
  return svgDocument(
    '',
    `<rect width="1600" height="1000" fill="#8a8b88"/><g transform="rotate(8 800 500)">${body}</g>`,
  );
}

/** A single villa with a hip roof and solar panels, terrace, striped lawn and gravel drive. */
export function villaGardenScene(rng: Rng): string {
  const [x, y, w, h] = [560, 300, 500, 270];
  const ridgeY = y + h / 2;
  const roof = '#4b4f55';
  let solar = '';
  for (let i = 0; i < 8; i += 1) {
    for (let j = 0; j < 2; j += 1) {
      solar += rect(
        x + 150 + i * 26,
        ridgeY + 22 + j * 40,
        24,
        38,
        'fill="#1f3a5f" stroke="#8aa0b8" stroke-width="1.5"',
      );
    }
  }
  const house =
    polygon(
      [
        [x + 14, y + 14],
        [x + w + 14, y + 14],
        [x + w + 14, y + h + 14],
        [x + 14, y + h + 14],
      ],
      'fill="#000" fill-opacity="0.35"',
    ) +
    polygon(
      [
        [x, y],
        [x + w, y],
        [x + w - h / 2, ridgeY],
        [x + h / 2, ridgeY],
      ],
      `fill="${shade(roof, 0.2)}"`,
    ) +
    polygon(
      [
        [x, y + h],
        [x + w, y + h],
        [x + w - h / 2, ridgeY],
        [x + h / 2, ridgeY],
      ],
      `fill="${shade(roof, -0.15)}"`,
    ) +
    polygon(
      [
        [x, y],
        [x + h / 2, ridgeY],
        [x, y + h],
      ],
      `fill="${shade(roof, 0.05)}"`,
    ) +
    polygon(
      [
        [x + w, y],
        [x + w - h / 2, ridgeY],
        [x + w, y + h],
      ],
      `fill="${shade(roof, -0.3)}"`,
    ) +
    `<path d="M${n(x)} ${n(y)} L${n(x + h / 2)} ${n(ridgeY)} L${n(x)} ${n(y + h)} M${n(x + w)} ${n(y)} L${n(x + w - h / 2)} ${n(ridgeY)} L${n(x + w)} ${n(y + h)} M${n(x + h / 2)} ${n(ridgeY)} H${n(x + w - h / 2)}" stroke="#8b9096" stroke-width="4" fill="none"/>` +
    solar;
  let deck = rect(x + 60, y + h, 300, 120, 'fill="#b58a5a"');
  for (let p = 0; p < 300; p += 12)
    deck += rect(x + 60 + p, y + h, 1.5, 120, 'fill="#7d5a35" fill-opacity="0.5"');
  deck +=
    rect(x + 130, y + h + 40, 90, 50, 'rx="4" fill="#f2efe8"') +
    circle(x + 280, y + h + 60, 30, 'fill="#e0b04a"');
  let beds = '';
  for (let i = 0; i < 90; i += 1) {
    beds += circle(
      between(rng, 1120, 1380),
      between(rng, 640, 700),
      between(rng, 4, 9),
      `fill="${pick(rng, ['#e63946', '#f4a261', '#ffb4c8', '#f1faee', '#9b5de5', '#ffd166'])}"`,
    );
  }
  let trees = '';
  for (const [tx, ty, r] of [
    [250, 220, 70],
    [1380, 240, 80],
    [300, 760, 60],
    [1450, 820, 55],
    [200, 520, 45],
  ] as const) {
    trees += treeCrown(tx, ty, r, pick(rng, treeGreens));
  }
  return svgDocument(
    '<pattern id="mown" width="90" height="90" patternUnits="userSpaceOnUse" patternTransform="rotate(30)"><rect width="90" height="90" fill="#7fa650"/><rect width="45" height="90" fill="#73994a"/></pattern>',
    [
      '<rect width="1600" height="1000" fill="#3f6b2f"/>',
      '<rect x="70" y="70" width="1460" height="860" rx="40" fill="url(#mown)"/>',
      '<rect x="70" y="70" width="1460" height="860" rx="40" fill="none" stroke="#2f5527" stroke-width="34"/>',
      `<path d="M${n(x + w - 120)} ${n(y + h)} C${n(x + w - 100)} 760 900 860 860 1000 L980 1000 C1000 880 ${n(x + w - 40)} 780 ${n(x + w - 40)} ${n(y + h)} Z" fill="#d6cdb9"/>`,
      rect(1120, 630, 260, 80, 'rx="36" fill="#5a4632"'),
      beds,
      deck,
      house,
      `<g transform="translate(905 720) scale(2.2)">${car(rng, 0, 0, false)}</g>`,
      trees,
    ].join(''),
  );
}

/** Flat-roofed halls with solar arrays and HVAC units, parking lots and a road. */
export function businessParkScene(rng: Rng): string {
  let body = '';
  body += rect(0, 440, 1600, 80, 'fill="#55575b"');
  for (let x = 0; x < 1600; x += 60) body += rect(x, 478, 30, 4, 'fill="#f2f2f2"');
  body += rect(1180, 0, 70, 1000, 'fill="#55575b"');
  const halls: Array<[number, number, number, number]> = [
    [80, 70, 520, 300],
    [680, 90, 420, 260],
    [120, 600, 430, 320],
    [1320, 580, 240, 340],
  ];
  for (const [x, y, w, h] of halls) {
    body += rect(x + 14, y + 14, w, h, 'fill="#000" fill-opacity="0.3"');
    body += rect(x, y, w, h, 'fill="#d4d6d8" stroke="#9ea2a7" stroke-width="8"');
    const rows = Math.floor((h - 80) / 30);
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < Math.floor((w * 0.55) / 22); c += 1) {
        body += rect(
          x + 24 + c * 22,
          y + 24 + r * 30,
          20,
          26,
          'fill="#1f3a5f" stroke="#6f86a3" stroke-width="1"',
        );
      }
    }
    for (let u = 0; u < 5; u += 1) {
      const ux = x + w * 0.65 + between(rng, 0, w * 0.28);
      const uy = y + between(rng, 20, h - 50);
      body +=
        rect(ux + 5, uy + 5, 30, 24, 'fill="#000" fill-opacity="0.25"') +
        rect(ux, uy, 30, 24, 'fill="#eef0f2" stroke="#a8acb1"');
    }
  }
  const lots: Array<[number, number, number, number]> = [
    [640, 580, 500, 340],
    [1290, 70, 280, 330],
  ];
  for (const [x, y, w, h] of lots) {
    body += rect(x, y, w, h, 'fill="#6a6c70"');
    for (let row = 0; row < Math.floor(h / 110); row += 1) {
      for (let c = 0; c <= Math.floor(w / 34); c += 1) {
        const sx = x + 10 + c * 34;
        const sy = y + 12 + row * 110;
        body += rect(sx, sy, 2, 50, 'fill="#f2f2f2"');
        if (c < Math.floor(w / 34) && rng() < 0.7) body += car(rng, sx + 7, sy + 4, false);
      }
    }
  }
  for (let x = 30; x < 1600; x += 70) {
    if (x > 1150 && x < 1280) continue;
    body +=
      treeCrown(x, 410, 18, pick(rng, treeGreens)) +
      treeCrown(x + 35, 552, 18, pick(rng, treeGreens));
  }
  for (let i = 0; i < 6; i += 1) body += car(rng, between(rng, 0, 1100), i % 2 ? 450 : 490, true);
  return svgDocument('', `<rect width="1600" height="1000" fill="#7e9a5a"/>${body}`);
}

/** Dense perimeter blocks with courtyards, copper and tile roofs, a canal and a park. */
export function cityGridScene(rng: Rng): string {
  const palette = ['#a44a35', '#b85b3e', '#6fa58f', '#5f6368', '#8c3f2f', '#c9c3b6', '#7a7f86'];
  let body = '';
  const depth = 42;
  const canalRow = 850;
  const canalWidth = 60;
  for (let bx = -200; bx < 1800; bx += 300) {
    for (let row = -150; row < 1200; row += 250) {
      const by = row >= canalRow ? row + canalWidth : row;
      const w = 260;
      const h = 210;
      if (bx === 400 && by === 350) {
        body += rect(bx, by, w, h, 'fill="#6f9a4a"');
        body += `<path d="M${bx} ${by} L${bx + w} ${by + h} M${bx + w} ${by} L${bx} ${by + h}" stroke="#d8cfb8" stroke-width="8"/>`;
        for (let t = 0; t < 18; t += 1)
          body += treeCrown(
            bx + between(rng, 15, w - 15),
            by + between(rng, 15, h - 15),
            between(rng, 12, 20),
            pick(rng, treeGreens),
          );
        continue;
      }
      body += rect(bx + depth, by + depth, w - 2 * depth, h - 2 * depth, 'fill="#7f9b5c"');
      for (let t = 0; t < 3; t += 1)
        body += treeCrown(
          bx + between(rng, 60, w - 60),
          by + between(rng, 60, h - 60),
          between(rng, 10, 16),
          pick(rng, treeGreens),
        );
      for (let sx = bx; sx < bx + w;) {
        const sw = Math.min(between(rng, 40, 90), bx + w - sx);
        body += pitchedRoof(sx, by, sw, depth, pick(rng, palette), false);
        body += pitchedRoof(sx, by + h - depth, sw, depth, pick(rng, palette), false);
        sx += sw;
      }
      for (let sy = by + depth; sy < by + h - depth;) {
        const sh = Math.min(between(rng, 40, 80), by + h - depth - sy);
        body += pitchedRoof(bx, sy, depth, sh, pick(rng, palette), false);
        body += pitchedRoof(bx + w - depth, sy, depth, sh, pick(rng, palette), false);
        sy += sh;
      }
      body +=
        rect(bx + w, by, 8, h + 8, 'fill="#000" fill-opacity="0.25"') +
        rect(bx, by + h, w, 8, 'fill="#000" fill-opacity="0.25"');
    }
  }
  let cars = '';
  for (let i = 0; i < 30; i += 1) {
    const horizontal = rng() < 0.5;
    cars += horizontal
      ? car(rng, between(rng, 0, 1560), -150 + 250 * Math.floor(between(rng, 1, 4)) - 30, true)
      : car(rng, -200 + 300 * Math.floor(between(rng, 1, 7)) - 30, between(rng, 0, 960), false);
  }
  return svgDocument(
    '',
    [
      '<rect width="1600" height="1000" fill="#7a7c7f"/>',
      `<g transform="rotate(-6 800 500)">${body}${cars}`,
      rect(-300, canalRow - 40, 2200, canalWidth + 40, 'fill="#c8c2b4"'),
      rect(-300, canalRow - 28, 2200, canalWidth + 16, 'fill="#2f6170"'),
      rect(-300, canalRow - 28, 2200, 6, 'fill="#000" fill-opacity="0.2"'),
      '</g>',
    ].join(''),
  );
}

/** Small, deterministic building blocks for the SVG demo scenes. */

export type Rng = () => number;

/** mulberry32 seeded from a string, so every render of a scene is identical. */
export function seededRng(seed: string): Rng {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** Rounds coordinates to keep the SVG text short. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const weight = Math.min(Math.abs(amount), 1);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    return Math.round(c + (target - c) * weight)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export type Point = readonly [number, number];

export function polygon(points: readonly Point[], attrs: string): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" ${attrs}/>`;
}

export function rect(x: number, y: number, w: number, h: number, attrs: string): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${attrs}/>`;
}

export function circle(cx: number, cy: number, r: number, attrs: string): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;
}

/** A smooth path through the points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(points: readonly Point[], closed = false): string {
  if (points.length < 2) return '';
  const at = (i: number): Point => {
    const count = points.length;
    const index = closed ? (i + count) % count : Math.max(0, Math.min(count - 1, i));
    return points[index] as Point;
  };
  const [x0, y0] = at(0);
  let d = `M${n(x0)} ${n(y0)}`;
  const segments = closed ? points.length : points.length - 1;
  for (let i = 0; i < segments; i += 1) {
    const [ax, ay] = at(i - 1);
    const [bx, by] = at(i);
    const [cx, cy] = at(i + 1);
    const [dx, dy] = at(i + 2);
    const c1x = bx + (cx - ax) / 6;
    const c1y = by + (cy - ay) / 6;
    const c2x = cx - (dx - bx) / 6;
    const c2y = cy - (dy - by) / 6;
    d += ` C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(cx)} ${n(cy)}`;
  }
  return closed ? `${d} Z` : d;
}

/** An irregular closed blob (lake, tree crown cluster) around a centre. */
export function blob(rng: Rng, cx: number, cy: number, rx: number, ry: number, lobes = 9): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < lobes; i += 1) {
    const angle = (i / lobes) * Math.PI * 2;
    const wobble = between(rng, 0.78, 1.15);
    points.push([cx + Math.cos(angle) * rx * wobble, cy + Math.sin(angle) * ry * wobble]);
  }
  return points;
}

export function insidePolygon([x, y]: Point, points: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [xi, yi] = points[i] as Point;
    const [xj, yj] = points[j] as Point;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A tree crown seen from above: soft shadow, crown and a sunlit highlight. */
export function treeCrown(x: number, y: number, r: number, colour: string): string {
  return (
    circle(x + r * 0.35, y + r * 0.35, r, 'fill="#000" fill-opacity="0.28"') +
    circle(x, y, r, `fill="${colour}"`) +
    circle(x - r * 0.3, y - r * 0.3, r * 0.55, `fill="${shade(colour, 0.18)}" fill-opacity="0.7"`)
  );
}

/**
 * Wraps a scene in a 1600x1000 document and adds the finishing layers every aerial photo
 * shares: a soft warm light from the upper left and a gentle vignette.
 */
export function svgDocument(defs: string, body: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">',
    '<defs>',
    '<radialGradient id="vignette" cx="50%" cy="50%" r="75%">',
    '<stop offset="60%" stop-color="#000" stop-opacity="0"/>',
    '<stop offset="100%" stop-color="#000" stop-opacity="0.35"/>',
    '</radialGradient>',
    '<linearGradient id="sunlight" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#fff4d6" stop-opacity="0.16"/>',
    '<stop offset="0.6" stop-color="#fff4d6" stop-opacity="0"/>',
    '</linearGradient>',
    defs,
    '</defs>',
    body,
    '<rect width="1600" height="1000" fill="url(#sunlight)"/>',
    '<rect width="1600" height="1000" fill="url(#vignette)"/>',
    '</svg>',
  ].join('');
}

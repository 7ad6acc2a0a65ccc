/**
 * Draws the demo images the seed refers to (villa galleries, guest avatars, the placeholder) as
 * illustrated SVG scenes and renders them with sharp to progressive JPEGs under public/.
 * Run with `npx tsx scripts/make-seed-images.ts`; an optional argument (e.g. `bathroom`) redraws only
 * the villa images whose URL contains it. The output is deterministic.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { seedTestimonials } from '#server/db/seed/testimonials.ts';
import { seedVillas } from '#server/db/seed/villas.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');
const W = 1600;
const H = 1067;
const AVATAR = 256;
const MAX_BYTES = 250 * 1024;

// ---------------------------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------------------------

type Pt = [number, number];
type Stop = [offset: number, color: string, opacity?: number];

const r1 = (n: number): string => String(Math.round(n * 10) / 10);
const pts = (p: Pt[]): string => p.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

/** Deterministic pseudo-random numbers (mulberry32) seeded from a string. */
function rng(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hex(c: string): [number, number, number] {
  const n = parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hex(a);
  const [br, bg, bb] = hex(b);
  const ch = (x: number, y: number) =>
    Math.round(lerp(x, y, t))
      .toString(16)
      .padStart(2, '0');
  return `#${ch(ar, br)}${ch(ag, bg)}${ch(ab, bb)}`;
}

const darken = (c: string, t: number): string => mix(c, '#1a1410', t);
const lighten = (c: string, t: number): string => mix(c, '#fffaf0', t);

/** Convex hull (monotone chain), used to draw the body of round objects such as a bathtub. */
function hull(points: Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Pt, a: Pt, b: Pt) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Pt[]): Pt[] => {
    const out: Pt[] = [];
    for (const q of list) {
      while (
        out.length >= 2 &&
        cross(out[out.length - 2] as Pt, out[out.length - 1] as Pt, q) <= 0
      ) {
        out.pop();
      }
      out.push(q);
    }
    out.pop();
    return out;
  };
  return [...half(p), ...half([...p].reverse())];
}

// ---------------------------------------------------------------------------------------------
// The canvas: collects SVG elements and gradient/filter definitions
// ---------------------------------------------------------------------------------------------

class Canvas {
  private readonly defs: string[] = [];
  private body: string[] = [];
  private n = 0;
  private readonly blurs = new Map<number, string>();

  constructor(
    readonly w: number,
    readonly h: number,
    readonly rand: () => number,
  ) {}

  add(...elements: string[]): void {
    this.body.push(...elements);
  }

  /** Runs fn and returns what it drew instead of adding it (for groups, clips and reflections). */
  capture(fn: () => void): string {
    const saved = this.body;
    this.body = [];
    fn();
    const out = this.body.join('');
    this.body = saved;
    return out;
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(([o, c, a]) => `<stop offset="${r1(o)}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
      .join('');
  }

  /** A linear gradient between two points in image coordinates. */
  linear(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = `g${++this.n}`;
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A vertical gradient from y1 to y2. */
  vertical(stops: Stop[], y1: number, y2: number): string {
    return this.linear(stops, 0, y1, 0, y2);
  }

  radial(stops: Stop[], cx: number, cy: number, r: number): string {
    const id = `g${++this.n}`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(std: number): string {
    const known = this.blurs.get(std);
    if (known) return known;
    const id = `b${++this.n}`;
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    const url = `url(#${id})`;
    this.blurs.set(std, url);
    return url;
  }

  clip(shape: string): string {
    const id = `c${++this.n}`;
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  // Shapes -------------------------------------------------------------------------------------

  poly(p: Pt[], fill: string, extra = ''): void {
    this.add(`<polygon points="${pts(p)}" fill="${fill}" ${extra}/>`);
  }

  path(d: string, fill: string, extra = ''): void {
    this.add(`<path d="${d}" fill="${fill}" ${extra}/>`);
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.add(
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`,
    );
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
    this.add(
      `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" ${extra}/>`,
    );
  }

  line(a: Pt, b: Pt, stroke: string, width: number, extra = ''): void {
    this.add(
      `<line x1="${r1(a[0])}" y1="${r1(a[1])}" x2="${r1(b[0])}" y2="${r1(b[1])}" stroke="${stroke}" stroke-width="${r1(width)}" stroke-linecap="round" ${extra}/>`,
    );
  }

  stroke(d: string, stroke: string, width: number, extra = ''): void {
    this.add(
      `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${r1(width)}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`,
    );
  }

  group(content: string, attrs: string): void {
    this.add(`<g ${attrs}>${content}</g>`);
  }

  svg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

/** A smooth closed or open path through points (Catmull-Rom converted to cubic Béziers). */
function smooth(p: Pt[], closed = false): string {
  if (p.length < 2) return '';
  const at = (i: number): Pt => {
    const n = p.length;
    const k = closed ? ((i % n) + n) % n : Math.max(0, Math.min(n - 1, i));
    return p[k] as Pt;
  };
  const first = at(0);
  let d = `M${r1(first[0])},${r1(first[1])}`;
  const last = closed ? p.length : p.length - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r1(c1[0])},${r1(c1[1])} ${r1(c2[0])},${r1(c2[1])} ${r1(p2[0])},${r1(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

// ---------------------------------------------------------------------------------------------
// Palettes: each villa has its own mood
// ---------------------------------------------------------------------------------------------

interface Palette {
  skyTop: string;
  skyMid: string;
  skyLow: string;
  glow: string;
  cloud: string;
  water: string;
  waterDeep: string;
  hillFar: string;
  hillNear: string;
  leafDark: string;
  leaf: string;
  leafLight: string;
  lawn: string;
  trunk: string;
  sand: string;
  sandShade: string;
  wall: string;
  wallShade: string;
  floor: string;
  floorShade: string;
  wood: string;
  woodDark: string;
  stone: string;
  linen: string;
  linenShade: string;
  accent: string;
  accent2: string;
  gold: string;
  roof: string;
  pool: string;
  poolDeep: string;
  flower: string;
}

/** Villa River Breeze: greens, river teal and soft morning light. */
const RIVER: Palette = {
  skyTop: '#8fb9b6',
  skyMid: '#cfe0d4',
  skyLow: '#f4ead3',
  glow: '#f9e3b4',
  cloud: '#fbf7ee',
  water: '#5f9a90',
  waterDeep: '#2f6561',
  hillFar: '#a9c2b4',
  hillNear: '#79a08a',
  leafDark: '#1f4536',
  leaf: '#3d7152',
  leafLight: '#7da875',
  lawn: '#8fb070',
  trunk: '#7d6a55',
  sand: '#e5d6b8',
  sandShade: '#cdb995',
  wall: '#f3ede1',
  wallShade: '#ddd2bf',
  floor: '#b98f63',
  floorShade: '#8c6a48',
  wood: '#9b7451',
  woodDark: '#654a34',
  stone: '#d8ccb6',
  linen: '#faf6ee',
  linenShade: '#e4dccb',
  accent: '#6f9c86',
  accent2: '#d2ad6a',
  gold: '#d9b46a',
  roof: '#b86f4e',
  pool: '#7fcdc1',
  poolDeep: '#2b8a84',
  flower: '#f2d7d0',
};

/** Ahangama Villa: ocean blues and sunset gold. */
const OCEAN: Palette = {
  skyTop: '#4c83ad',
  skyMid: '#9fc4d9',
  skyLow: '#f3dcaa',
  glow: '#f8c978',
  cloud: '#fff6e8',
  water: '#2f86aa',
  waterDeep: '#1b5a80',
  hillFar: '#a3bcc6',
  hillNear: '#628f88',
  leafDark: '#1e4339',
  leaf: '#386b57',
  leafLight: '#83ab7c',
  lawn: '#93b56f',
  trunk: '#8a7157',
  sand: '#eed9ae',
  sandShade: '#d8bd8d',
  wall: '#f7f0e3',
  wallShade: '#e3d5be',
  floor: '#d9ccb6',
  floorShade: '#b5a58c',
  wood: '#a67b52',
  woodDark: '#6c4c33',
  stone: '#d2c3a8',
  linen: '#fcf8f0',
  linenShade: '#e9e0cf',
  accent: '#3f7ea3',
  accent2: '#e2a957',
  gold: '#e8b95b',
  roof: '#bb6a45',
  pool: '#72d2d6',
  poolDeep: '#1c8ea8',
  flower: '#fbe9d7',
};

/** The same villa at dusk: deep blue sky melting into dusk pinks and gold. */
function dusk(p: Palette): Palette {
  return {
    ...p,
    skyTop: '#3f4f7c',
    skyMid: '#c48a98',
    skyLow: '#f4b874',
    glow: '#ffd98c',
    cloud: '#eaa4a0',
    water: mix(p.water, '#7a6c8e', 0.55),
    waterDeep: mix(p.waterDeep, '#2e3556', 0.6),
    hillFar: '#9a8aa4',
    hillNear: '#5d5a72',
    leafDark: '#1f2a2c',
    leaf: '#34443c',
    sand: mix(p.sand, '#e0a98a', 0.35),
    sandShade: mix(p.sandShade, '#a9787a', 0.4),
  };
}

// ---------------------------------------------------------------------------------------------
// Perspective camera: world metres (X right, Y up, Z away from the viewer) to image pixels
// ---------------------------------------------------------------------------------------------

interface Camera {
  f: number;
  cx: number;
  horizon: number;
  eyeH: number;
  eyeX: number;
}

type V3 = [number, number, number];

const proj = (c: Camera, [x, y, z]: V3): Pt => [
  c.cx + (c.f * (x - c.eyeX)) / z,
  c.horizon + (c.f * (c.eyeH - y)) / z,
];
const projAll = (c: Camera, p: V3[]): Pt[] => p.map((q) => proj(c, q));
/** Pixels per metre at depth z. */
const scaleAt = (c: Camera, z: number): number => c.f / z;

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

interface BoxFill {
  front: string;
  top?: string;
  side?: string;
  extra?: string;
}

/** Draws the faces of an axis-aligned box that the camera can see. */
function box(cv: Canvas, c: Camera, b: Box, fill: BoxFill): void {
  const { x0, x1, y0, y1, z0, z1 } = b;
  const side = fill.side ?? darken(fill.front, 0.18);
  const top = fill.top ?? lighten(fill.front, 0.15);
  const extra = `stroke-linejoin="round" ${fill.extra ?? ''}`;
  if (x0 > c.eyeX) {
    cv.poly(
      projAll(c, [
        [x0, y0, z0],
        [x0, y0, z1],
        [x0, y1, z1],
        [x0, y1, z0],
      ]),
      side,
      extra,
    );
  }
  if (x1 < c.eyeX) {
    cv.poly(
      projAll(c, [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ]),
      side,
      extra,
    );
  }
  if (y1 < c.eyeH) {
    cv.poly(
      projAll(c, [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ]),
      top,
      extra,
    );
  }
  cv.poly(
    projAll(c, [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y1, z0],
      [x0, y1, z0],
    ]),
    fill.front,
    extra,
  );
}

/** A flat rectangle on a horizontal plane y, e.g. a rug, a shadow or a pool. */
function floorQuad(c: Camera, x0: number, x1: number, z0: number, z1: number, y = 0): Pt[] {
  return projAll(c, [
    [x0, y, z0],
    [x1, y, z0],
    [x1, y, z1],
    [x0, y, z1],
  ]);
}

/** An ellipse lying on a horizontal plane, as a polygon. */
function floorEllipse(c: Camera, x: number, z: number, rx: number, rz: number, y = 0): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * Math.PI * 2;
    out.push(proj(c, [x + Math.cos(a) * rx, y, z + Math.sin(a) * rz]));
  }
  return out;
}

/** A soft contact shadow under furniture. */
function shadow(cv: Canvas, c: Camera, x0: number, x1: number, z0: number, z1: number, o = 0.22) {
  cv.poly(floorQuad(c, x0, x1, z0, z1), '#2a1f15', `opacity="${o}" filter="${cv.blur(10)}"`);
}

// ---------------------------------------------------------------------------------------------
// Landscape elements (image space)
// ---------------------------------------------------------------------------------------------

function sky(cv: Canvas, p: Palette, horizon: number, sunX = W * 0.7, sunY = horizon - 120): void {
  cv.rect(
    0,
    0,
    W,
    horizon + 4,
    cv.vertical(
      [
        [0, p.skyTop],
        [0.55, p.skyMid],
        [1, p.skyLow],
      ],
      0,
      horizon,
    ),
  );
  cv.rect(
    0,
    0,
    W,
    horizon + 4,
    cv.radial(
      [
        [0, p.glow, 0.85],
        [0.35, p.glow, 0.35],
        [1, p.glow, 0],
      ],
      sunX,
      sunY,
      620,
    ),
  );
}

function sun(cv: Canvas, p: Palette, x: number, y: number, r: number): void {
  cv.ellipse(
    x,
    y,
    r * 3.2,
    r * 3.2,
    cv.radial(
      [
        [0, '#fff3d6', 0.7],
        [1, p.glow, 0],
      ],
      x,
      y,
      r * 3.2,
    ),
  );
  cv.ellipse(x, y, r, r, '#fff4dc', 'opacity="0.95"');
}

function clouds(cv: Canvas, p: Palette, y: number, count: number, spread = 90): void {
  const rand = cv.rand;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = rand() * W;
    const cy = y + (rand() - 0.5) * spread;
    const len = 160 + rand() * 260;
    for (let j = 0; j < 5; j++) {
      parts.push(
        `<ellipse cx="${r1(cx + (j - 2) * len * 0.22)}" cy="${r1(cy - Math.sin((j / 4) * Math.PI) * 18)}" rx="${r1(len * 0.28)}" ry="${r1(14 + rand() * 16)}"/>`,
      );
    }
  }
  cv.group(parts.join(''), `fill="${p.cloud}" opacity="0.55" filter="${cv.blur(9)}"`);
}

/** A ridge line of hills along the horizon. */
function hills(cv: Canvas, base: number, amp: number, color: string, x0 = 0, x1 = W, opacity = 1) {
  const rand = cv.rand;
  const ph = [rand() * 6, rand() * 6, rand() * 6];
  const p: Pt[] = [[x0, base + 40]];
  for (let x = x0; x <= x1; x += 25) {
    const t = x / W;
    const y =
      base -
      amp *
        (0.55 +
          0.3 * Math.sin(t * 5 + (ph[0] ?? 0)) +
          0.15 * Math.sin(t * 13 + (ph[1] ?? 0)) +
          0.06 * Math.sin(t * 31 + (ph[2] ?? 0)));
    p.push([x, y]);
  }
  p.push([x1, base + 40]);
  cv.path(`${smooth(p)}Z`, color, `opacity="${opacity}"`);
}

/** An ocean (or wide river) from the horizon down to y1, with sparkles; brighter around sunX. */
function sea(cv: Canvas, p: Palette, horizon: number, y1: number, sunX: number | null): void {
  cv.rect(
    0,
    horizon,
    W,
    y1 - horizon,
    cv.vertical(
      [
        [0, mix(p.water, p.skyLow, 0.45)],
        [0.25, p.water],
        [1, p.waterDeep],
      ],
      horizon,
      y1,
    ),
  );
  const rand = cv.rand;
  const lines: string[] = [];
  for (let i = 0; i < 150; i++) {
    const t = rand() ** 1.6;
    const y = horizon + 3 + t * (y1 - horizon - 3);
    const near = sunX !== null && rand() < 0.6;
    const x = near ? sunX + (rand() - 0.5) * (120 + t * 500) : rand() * W;
    const len = 10 + t * 90 + rand() * 30;
    lines.push(
      `<line x1="${r1(x - len / 2)}" y1="${r1(y)}" x2="${r1(x + len / 2)}" y2="${r1(y)}" stroke-width="${r1(1 + t * 3)}" opacity="${r1(0.25 + rand() * 0.45)}" stroke="${near ? '#fff0cc' : lighten(p.water, 0.55)}"/>`,
    );
  }
  cv.group(lines.join(''), 'stroke-linecap="round"');
}

/** A coconut palm standing at (x, y), h pixels tall, leaning right for lean > 0. */
function palm(cv: Canvas, p: Palette, x: number, y: number, h: number, lean: number, dark = false) {
  const rand = cv.rand;
  const top: Pt = [x + lean * h * 0.38, y - h];
  const ctrl: Pt = [x + lean * h * 0.02, y - h * 0.55];
  const bez = (t: number): Pt => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrl[0] + t * t * top[0],
    (1 - t) ** 2 * y + 2 * (1 - t) * t * ctrl[1] + t * t * top[1],
  ];
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= 14; i++) {
    const t = i / 14;
    const [px, py] = bez(t);
    const [qx, qy] = bez(Math.min(1, t + 0.01));
    const len = Math.hypot(qx - px, qy - py) || 1;
    const nx = -(qy - py) / len;
    const ny = (qx - px) / len;
    const w = h * lerp(0.028, 0.015, t);
    left.push([px + nx * w, py + ny * w]);
    right.push([px - nx * w, py - ny * w]);
  }
  const trunk = dark ? darken(p.trunk, 0.45) : p.trunk;
  cv.poly([...left, ...right.reverse()], trunk);
  if (!dark) {
    for (let i = 1; i < 14; i++) {
      const a = left[i];
      const b = right[right.length - 1 - i];
      if (a && b) cv.line(a, b, darken(p.trunk, 0.25), Math.max(1, h * 0.004), 'opacity="0.5"');
    }
  }
  // Fronds: a rib with leaflets hanging from both sides.
  const fronds = 11;
  for (let i = 0; i < fronds; i++) {
    const a = -Math.PI + (i / (fronds - 1)) * Math.PI + (rand() - 0.5) * 0.3;
    const len = h * (0.3 + rand() * 0.14);
    const droop = len * (0.12 + Math.abs(Math.cos(a)) * 0.42);
    const tip: Pt = [top[0] + Math.cos(a) * len, top[1] + Math.sin(a) * len * 0.55 + droop];
    const mid: Pt = [
      top[0] + Math.cos(a) * len * 0.55,
      top[1] + Math.sin(a) * len * 0.45 - len * 0.08,
    ];
    const color = dark
      ? p.leafDark
      : i % 3 === 0
        ? p.leafDark
        : i % 3 === 1
          ? p.leaf
          : mix(p.leaf, p.leafLight, 0.5);
    const q = (t: number): Pt => [
      (1 - t) ** 2 * top[0] + 2 * (1 - t) * t * mid[0] + t * t * tip[0],
      (1 - t) ** 2 * top[1] + 2 * (1 - t) * t * mid[1] + t * t * tip[1],
    ];
    let leaflets = '';
    for (let k = 1; k <= 24; k++) {
      const t = k / 25;
      const [px, py] = q(t);
      const [nx, ny] = q(t + 0.02);
      const dir = Math.atan2(ny - py, nx - px);
      const ll = len * 0.24 * Math.sin(Math.PI * (0.12 + t * 0.88));
      for (const s of [-1, 1]) {
        const ang = dir + s * 0.95;
        const ex = px + Math.cos(ang) * ll;
        const ey = py + Math.sin(ang) * ll + ll * 0.45;
        leaflets += `M${r1(px)},${r1(py)}Q${r1(px + Math.cos(ang) * ll * 0.6)},${r1(py + Math.sin(ang) * ll * 0.6)} ${r1(ex)},${r1(ey)}`;
      }
    }
    cv.stroke(
      `M${r1(top[0])},${r1(top[1])}Q${r1(mid[0])},${r1(mid[1])} ${r1(tip[0])},${r1(tip[1])}`,
      color,
      Math.max(1.5, h * 0.008),
    );
    cv.stroke(leaflets, color, Math.max(1.2, h * 0.0065));
  }
  if (!dark) {
    for (let i = 0; i < 4; i++) {
      cv.ellipse(
        top[0] + (i - 1.5) * h * 0.014,
        top[1] + h * 0.015 + (i % 2) * h * 0.008,
        h * 0.014,
        h * 0.014,
        '#6e6a3a',
      );
    }
  }
}

/** A rounded shrub or tree canopy built from overlapping circles, lit from above. */
function bush(cv: Canvas, p: Palette, x: number, y: number, w: number, h: number, tone = 0.5) {
  const rand = cv.rand;
  const base = mix(p.leafDark, p.leaf, tone);
  const fill = cv.vertical(
    [
      [0, mix(base, p.leafLight, 0.45)],
      [1, darken(base, 0.25)],
    ],
    y - h,
    y,
  );
  const n = Math.max(4, Math.round(w / (h * 0.45)));
  let d = '';
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.5 : i / (n - 1);
    const r = h * (0.35 + rand() * 0.25) * (1 - Math.abs(t - 0.5) * 0.6);
    const cx = x - w / 2 + t * w;
    const cy = y - r * 0.9 - Math.sin(t * Math.PI) * h * 0.25;
    d += `M${r1(cx - r)},${r1(cy)}a${r1(r)},${r1(r)} 0 1,0 ${r1(2 * r)},0a${r1(r)},${r1(r)} 0 1,0 ${r1(-2 * r)},0`;
  }
  d += `M${r1(x - w / 2)},${r1(y)}h${r1(w)}v${r1(-h * 0.35)}h${r1(-w)}Z`;
  cv.path(d, fill);
}

/** Frangipani: a grey branching trunk with clusters of leaves and cream flowers. */
function frangipani(cv: Canvas, p: Palette, x: number, y: number, size: number) {
  const rand = cv.rand;
  const tips: Pt[] = [];
  const branch = (bx: number, by: number, ang: number, len: number, depth: number) => {
    const ex = bx + Math.cos(ang) * len;
    const ey = by + Math.sin(ang) * len;
    cv.stroke(
      `M${r1(bx)},${r1(by)}Q${r1((bx + ex) / 2 + len * 0.1)},${r1((by + ey) / 2)} ${r1(ex)},${r1(ey)}`,
      '#8f8677',
      Math.max(2, size * 0.035 * (depth + 1) * 0.6),
    );
    if (depth === 0) {
      tips.push([ex, ey]);
      return;
    }
    branch(ex, ey, ang - 0.45 - rand() * 0.2, len * 0.72, depth - 1);
    branch(ex, ey, ang + 0.45 + rand() * 0.2, len * 0.72, depth - 1);
  };
  branch(x, y, -Math.PI / 2, size * 0.38, 3);
  for (const [tx, ty] of tips) {
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + rand();
      const l = size * 0.09;
      cv.ellipse(
        tx + Math.cos(a) * l * 0.6,
        ty + Math.sin(a) * l * 0.4,
        l * 0.55,
        l * 0.22,
        i % 2 ? p.leaf : p.leafDark,
        `transform="rotate(${r1((a * 180) / Math.PI)} ${r1(tx + Math.cos(a) * l * 0.6)} ${r1(ty + Math.sin(a) * l * 0.4)})"`,
      );
    }
    for (let i = 0; i < 4; i++) {
      const fx = tx + (rand() - 0.5) * size * 0.08;
      const fy = ty - size * 0.02 + (rand() - 0.5) * size * 0.05;
      cv.ellipse(fx, fy, size * 0.018, size * 0.018, p.flower);
      cv.ellipse(fx, fy, size * 0.007, size * 0.007, p.gold);
    }
  }
}

/** Mangroves along a river bank at water level y: dense canopy with arching stilt roots. */
function mangroves(cv: Canvas, p: Palette, y: number, x0: number, x1: number, h: number) {
  const rand = cv.rand;
  const drawn = cv.capture(() => {
    let x = x0;
    while (x < x1) {
      const w = h * (1.1 + rand() * 1.4);
      const hh = h * (0.7 + rand() * 0.5);
      bush(cv, p, x + w / 2, y - h * 0.18, w, hh, 0.15 + rand() * 0.5);
      x += w * 0.6;
    }
    let roots = '';
    for (let rx = x0; rx < x1; rx += h * 0.12 + rand() * h * 0.1) {
      const top = y - h * (0.22 + rand() * 0.15);
      const spread = h * (0.08 + rand() * 0.12);
      roots += `M${r1(rx - spread)},${r1(y)}Q${r1(rx)},${r1(top - h * 0.05)} ${r1(rx + spread)},${r1(y)}`;
    }
    cv.stroke(roots, darken(p.trunk, 0.35), Math.max(1.2, h * 0.025));
  });
  cv.add(drawn);
  // Reflection in the water.
  cv.group(
    drawn,
    `transform="translate(0 ${r1(2 * y)}) scale(1 -1)" opacity="0.28" filter="${cv.blur(4)}"`,
  );
}

/** A catamaran seen side-on; s is its length in pixels. */
function catamaran(cv: Canvas, x: number, y: number, s: number, hull: string, sail: string) {
  cv.path(
    `M${r1(x - s / 2)},${r1(y - s * 0.05)}L${r1(x + s / 2)},${r1(y - s * 0.05)}Q${r1(x + s * 0.45)},${r1(y + s * 0.04)} ${r1(x + s * 0.3)},${r1(y + s * 0.04)}L${r1(x - s * 0.42)},${r1(y + s * 0.04)}Z`,
    hull,
  );
  cv.line([x - s * 0.05, y - s * 0.05], [x - s * 0.05, y - s * 0.95], hull, Math.max(1, s * 0.012));
  cv.poly(
    [
      [x - s * 0.07, y - s * 0.92],
      [x - s * 0.07, y - s * 0.1],
      [x - s * 0.42, y - s * 0.1],
    ],
    sail,
  );
  cv.poly(
    [
      [x - s * 0.02, y - s * 0.86],
      [x + s * 0.4, y - s * 0.1],
      [x - s * 0.02, y - s * 0.1],
    ],
    sail,
    'opacity="0.85"',
  );
}

/** A traditional outrigger canoe (oruwa) seen from a three-quarter angle. */
function oruwa(cv: Canvas, p: Palette, x: number, y: number, s: number) {
  cv.ellipse(
    x,
    y + s * 0.03,
    s * 0.55,
    s * 0.05,
    '#10201d',
    `opacity="0.25" filter="${cv.blur(3)}"`,
  );
  cv.path(
    `M${r1(x - s / 2)},${r1(y - s * 0.04)}Q${r1(x)},${r1(y + s * 0.06)} ${r1(x + s / 2)},${r1(y - s * 0.06)}L${r1(x + s * 0.4)},${r1(y + s * 0.02)}Q${r1(x)},${r1(y + s * 0.09)} ${r1(x - s * 0.42)},${r1(y + s * 0.02)}Z`,
    p.woodDark,
  );
  cv.path(
    `M${r1(x - s / 2)},${r1(y - s * 0.04)}Q${r1(x)},${r1(y + s * 0.06)} ${r1(x + s / 2)},${r1(y - s * 0.06)}Q${r1(x)},${r1(y + s * 0.01)} ${r1(x - s / 2)},${r1(y - s * 0.04)}Z`,
    p.wood,
  );
  // Booms and float.
  cv.line([x - s * 0.12, y], [x - s * 0.05, y - s * 0.16], p.woodDark, s * 0.012);
  cv.line([x + s * 0.14, y], [x + s * 0.2, y - s * 0.16], p.woodDark, s * 0.012);
  cv.line([x - s * 0.2, y - s * 0.16], [x + s * 0.32, y - s * 0.17], p.woodDark, s * 0.02);
}

/** A small outrigger fishing boat on the sand or water. */
function fishingBoat(cv: Canvas, x: number, y: number, s: number, color: string) {
  cv.path(
    `M${r1(x - s / 2)},${r1(y - s * 0.08)}Q${r1(x)},${r1(y + s * 0.1)} ${r1(x + s / 2)},${r1(y - s * 0.1)}Q${r1(x)},${r1(y + s * 0.02)} ${r1(x - s / 2)},${r1(y - s * 0.08)}Z`,
    color,
  );
  cv.line([x - s * 0.2, y - s * 0.02], [x - s * 0.15, y - s * 0.2], darken(color, 0.4), s * 0.02);
  cv.line([x + s * 0.15, y - s * 0.02], [x + s * 0.2, y - s * 0.2], darken(color, 0.4), s * 0.02);
  cv.line([x - s * 0.28, y - s * 0.2], [x + s * 0.35, y - s * 0.2], darken(color, 0.4), s * 0.03);
}

/** Foam lines where the waves reach the sand, between y0 (far) and y1 (near). */
function surf(cv: Canvas, y0: number, y1: number, count: number) {
  const rand = cv.rand;
  for (let i = 0; i < count; i++) {
    const t = i / Math.max(1, count - 1);
    const y = lerp(y0, y1, t);
    const p: Pt[] = [];
    for (let x = -40; x <= W + 40; x += 80)
      p.push([x, y + Math.sin(x / 140 + rand() * 2) * (4 + t * 10)]);
    cv.stroke(smooth(p), '#fffaf0', 2 + t * 5, `opacity="${r1(0.45 + t * 0.3)}"`);
  }
}

// ---------------------------------------------------------------------------------------------
// Furniture (world space)
// ---------------------------------------------------------------------------------------------

/** A sun lounger whose raised backrest is at the far end, facing the viewer. */
function lounger(cv: Canvas, c: Camera, p: Palette, x: number, z: number, len = 1.95, w = 0.72) {
  shadow(cv, c, x - 0.05, x + w + 0.15, z, z + len + 0.1, 0.28);
  for (const lz of [z + len - 0.1, z + 0.05]) {
    for (const lx of [x + 0.03, x + w - 0.08]) {
      box(
        cv,
        c,
        { x0: lx, x1: lx + 0.05, y0: 0, y1: 0.24, z0: lz, z1: lz + 0.05 },
        { front: p.woodDark },
      );
    }
  }
  box(
    cv,
    c,
    { x0: x, x1: x + w, y0: 0.22, y1: 0.3, z0: z, z1: z + len },
    { front: p.woodDark, top: p.wood },
  );
  box(
    cv,
    c,
    { x0: x + 0.03, x1: x + w - 0.03, y0: 0.3, y1: 0.4, z0: z + 0.02, z1: z + len * 0.68 },
    { front: p.linenShade, top: p.linen },
  );
  cv.poly(
    projAll(c, [
      [x + 0.03, 0.4, z + len * 0.68],
      [x + w - 0.03, 0.4, z + len * 0.68],
      [x + w - 0.03, 0.95, z + len],
      [x + 0.03, 0.95, z + len],
    ]),
    p.linen,
  );
  // Rolled towel.
  box(
    cv,
    c,
    { x0: x + 0.1, x1: x + w - 0.1, y0: 0.4, y1: 0.5, z0: z + len * 0.55, z1: z + len * 0.63 },
    { front: p.accent, top: lighten(p.accent, 0.25) },
  );
}

function umbrella(cv: Canvas, c: Camera, p: Palette, x: number, z: number, r = 1.3) {
  const s = scaleAt(c, z);
  const [bx, by] = proj(c, [x, 0, z]);
  const [tx, ty] = proj(c, [x, 2.35, z]);
  cv.ellipse(
    bx + s * 0.25,
    by,
    s * r * 0.9,
    s * r * 0.25,
    '#2a1f15',
    `opacity="0.16" filter="${cv.blur(12)}"`,
  );
  cv.line([bx, by], [tx, ty - s * 0.3], p.woodDark, Math.max(2, s * 0.05));
  const apex: Pt = [tx, ty - s * 0.45];
  const rimY = ty + s * 0.05;
  const scallops = 6;
  let d = `M${r1(tx - s * r)},${r1(rimY)}`;
  for (let i = 0; i < scallops; i++) {
    const x0 = tx - s * r + ((2 * s * r) / scallops) * i;
    const x1 = x0 + (2 * s * r) / scallops;
    d += `Q${r1((x0 + x1) / 2)},${r1(rimY + s * 0.12)} ${r1(x1)},${r1(rimY)}`;
  }
  d += `L${r1(apex[0])},${r1(apex[1])}Z`;
  cv.path(
    d,
    cv.linear(
      [
        [0, p.linen],
        [1, p.linenShade],
      ],
      tx - s * r,
      0,
      tx + s * r,
      0,
    ),
  );
  for (const k of [-0.55, 0, 0.55]) {
    cv.line(apex, [tx + k * s * r, rimY + s * 0.05], p.linenShade, Math.max(1, s * 0.015));
  }
}

/** A potted plant with arching leaves, standing on the floor at (x, z). */
function pottedPlant(cv: Canvas, c: Camera, p: Palette, x: number, z: number, size = 1) {
  const s = scaleAt(c, z);
  const [bx, by] = proj(c, [x, 0, z]);
  shadow(cv, c, x - 0.3 * size, x + 0.35 * size, z - 0.2, z + 0.3, 0.25);
  const pw = 0.42 * size * s;
  const ph = 0.5 * size * s;
  cv.path(
    `M${r1(bx - pw / 2)},${r1(by - ph)}L${r1(bx + pw / 2)},${r1(by - ph)}L${r1(bx + pw * 0.38)},${r1(by)}L${r1(bx - pw * 0.38)},${r1(by)}Z`,
    cv.linear(
      [
        [0, p.stone],
        [1, darken(p.stone, 0.25)],
      ],
      bx - pw / 2,
      0,
      bx + pw / 2,
      0,
    ),
  );
  const top: Pt = [bx, by - ph];
  const leafLen = 1.1 * size * s;
  let d = '';
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i - 4) * 0.32;
    const tip: Pt = [
      top[0] + Math.cos(a) * leafLen,
      top[1] + Math.sin(a) * leafLen * 0.9 + Math.abs(i - 4) * leafLen * 0.08,
    ];
    const ctl: Pt = [top[0] + Math.cos(a) * leafLen * 0.4, top[1] - leafLen * 0.6];
    const wid = leafLen * 0.09;
    d += `M${r1(top[0])},${r1(top[1])}Q${r1(ctl[0] - wid)},${r1(ctl[1])} ${r1(tip[0])},${r1(tip[1])}Q${r1(ctl[0] + wid)},${r1(ctl[1] + wid)} ${r1(top[0])},${r1(top[1])}Z`;
  }
  cv.path(
    d,
    cv.vertical(
      [
        [0, p.leaf],
        [1, p.leafDark],
      ],
      top[1] - leafLen,
      top[1],
    ),
  );
}

/** A hanging pendant lamp with a warm glow, hung from the ceiling at (x, z). */
function pendant(
  cv: Canvas,
  c: Camera,
  p: Palette,
  x: number,
  z: number,
  ceiling: number,
  drop: number,
) {
  const s = scaleAt(c, z);
  const a = proj(c, [x, ceiling, z]);
  const b = proj(c, [x, ceiling - drop, z]);
  cv.line(a, b, p.woodDark, 1.5);
  cv.ellipse(
    b[0],
    b[1] + s * 0.2,
    s * 0.9,
    s * 0.9,
    cv.radial(
      [
        [0, '#ffe7b0', 0.5],
        [1, '#ffe7b0', 0],
      ],
      b[0],
      b[1] + s * 0.2,
      s * 0.9,
    ),
  );
  cv.path(
    `M${r1(b[0] - s * 0.08)},${r1(b[1])}L${r1(b[0] + s * 0.08)},${r1(b[1])}L${r1(b[0] + s * 0.22)},${r1(b[1] + s * 0.2)}L${r1(b[0] - s * 0.22)},${r1(b[1] + s * 0.2)}Z`,
    p.accent2,
  );
  cv.ellipse(b[0], b[1] + s * 0.2, s * 0.22, s * 0.04, '#fff1c9');
}

/** A hanging lantern (outdoor), glowing. */
function lantern(cv: Canvas, c: Camera, x: number, y: number, z: number) {
  const s = scaleAt(c, z);
  const [lx, ly] = proj(c, [x, y, z]);
  cv.ellipse(
    lx,
    ly,
    s * 0.7,
    s * 0.7,
    cv.radial(
      [
        [0, '#ffd98a', 0.55],
        [1, '#ffd98a', 0],
      ],
      lx,
      ly,
      s * 0.7,
    ),
  );
  cv.line([lx, ly - s * 0.6], [lx, ly - s * 0.12], '#3a2b20', 1.5);
  cv.rect(lx - s * 0.08, ly - s * 0.12, s * 0.16, s * 0.22, '#ffe2a0', `rx="${r1(s * 0.03)}"`);
  cv.rect(lx - s * 0.1, ly - s * 0.14, s * 0.2, s * 0.03, '#3a2b20');
}

// ---------------------------------------------------------------------------------------------
// Interiors
// ---------------------------------------------------------------------------------------------

interface Opening {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

interface RoomOpts {
  cam: Camera;
  halfW: number;
  depth: number;
  height: number;
  floor: 'planks' | 'tiles' | 'cement';
  /** Openings in the back wall (world X and Y). */
  openings: Opening[];
  /** Openings in a side wall, in world Z and Y. */
  side?: { wall: 'left' | 'right'; z0: number; z1: number; y0: number; y1: number };
  /** Draws what is seen through the openings, on the whole frame. */
  view: () => void;
  /** No ceiling: open to the sky (an open-air bathroom). */
  openSky?: boolean;
  stoneWalls?: boolean;
}

function room(cv: Canvas, p: Palette, o: RoomOpts): void {
  const c = o.cam;
  const { halfW: hw, depth: d, height: ht } = o;
  o.view();
  const near = 0.3;
  const P = (x: number, y: number, z: number) => proj(c, [x, y, z]);
  const back = [P(-hw, 0, d), P(hw, 0, d), P(hw, ht, d), P(-hw, ht, d)] as const;
  const [b0, b1, b2, b3] = back;
  const lightX = o.openings[0] ? (o.openings[0].x0 + o.openings[0].x1) / 2 : 0;
  const [lx, ly] = P(lightX, ht * 0.5, d);
  // Back wall with holes.
  const hole = (q: Pt[]) => `M${pts(q).replace(/ /g, 'L')}Z`;
  let wallD = hole([b0, b1, b2, b3]);
  for (const op of o.openings) {
    wallD += hole([P(op.x0, op.y0, d), P(op.x1, op.y0, d), P(op.x1, op.y1, d), P(op.x0, op.y1, d)]);
  }
  cv.path(
    wallD,
    cv.radial(
      [
        [0, lighten(p.wall, 0.4)],
        [1, p.wallShade],
      ],
      lx,
      ly,
      900,
    ),
    'fill-rule="evenodd"',
  );
  if (o.stoneWalls) stoneCourses(cv, p, b3[0], b3[1], b1[0] - b3[0], b1[1] - b3[1], wallD);
  // Side walls, with an optional window.
  for (const side of [-1, 1] as const) {
    const x = side * hw;
    let dPath = hole([P(x, 0, near), P(x, 0, d), P(x, ht, d), P(x, ht, near)]);
    const sw = o.side;
    if (sw && (sw.wall === 'left') === (side === -1)) {
      dPath += hole([
        P(x, sw.y0, sw.z0),
        P(x, sw.y0, sw.z1),
        P(x, sw.y1, sw.z1),
        P(x, sw.y1, sw.z0),
      ]);
    }
    const g = cv.linear(
      [
        [0, darken(p.wallShade, 0.12)],
        [1, p.wallShade],
      ],
      P(x, 0, near)[0],
      0,
      P(x, 0, d)[0],
      0,
    );
    cv.path(dPath, g, 'fill-rule="evenodd"');
    if (o.stoneWalls) {
      const [ax] = P(x, 0, 1);
      const [bx] = P(x, 0, d);
      stoneCourses(cv, p, Math.min(ax, bx), 0, Math.abs(bx - ax), H, dPath, 0.12);
    }
  }
  // Ceiling with timber beams, or open sky.
  if (!o.openSky) {
    cv.poly(
      [P(-hw, ht, near), P(hw, ht, near), P(hw, ht, d), P(-hw, ht, d)],
      cv.vertical(
        [
          [0, darken(p.wallShade, 0.1)],
          [1, lighten(p.wall, 0.2)],
        ],
        0,
        b3[1],
      ),
    );
    let beams = '';
    for (let x = -hw; x <= hw + 0.01; x += (2 * hw) / 7) {
      const [a, b] = [P(x, ht, near), P(x, ht, d)];
      beams += `M${r1(a[0])},${r1(a[1])}L${r1(b[0])},${r1(b[1])}`;
    }
    cv.stroke(beams, p.wood, 6, 'opacity="0.55"');
    for (let z = 1.5; z < d; z += 1.6) {
      box(
        cv,
        c,
        { x0: -hw, x1: hw, y0: ht - 0.22, y1: ht, z0: z, z1: z + 0.2 },
        { front: p.woodDark, side: darken(p.woodDark, 0.3) },
      );
    }
  }
  // Floor.
  const floorPts = [P(-hw, 0, near), P(hw, 0, near), P(hw, 0, d), P(-hw, 0, d)];
  const floorFill = cv.vertical(
    [
      [0, p.floor],
      [1, darken(p.floor, 0.12)],
    ],
    b0[1],
    H,
  );
  cv.poly(floorPts, floorFill);
  let lines = '';
  if (o.floor === 'planks') {
    for (let x = -hw; x <= hw; x += 0.18) {
      const [a, b] = [P(x, 0, near), P(x, 0, d)];
      lines += `M${r1(a[0])},${r1(a[1])}L${r1(b[0])},${r1(b[1])}`;
    }
  } else if (o.floor === 'tiles') {
    for (let x = -hw; x <= hw; x += 0.6) {
      const [a, b] = [P(x, 0, near), P(x, 0, d)];
      lines += `M${r1(a[0])},${r1(a[1])}L${r1(b[0])},${r1(b[1])}`;
    }
    for (let z = d; z > near; z -= 0.6) {
      const [a, b] = [P(-hw, 0, z), P(hw, 0, z)];
      lines += `M${r1(a[0])},${r1(a[1])}L${r1(b[0])},${r1(b[1])}`;
    }
  }
  if (lines) cv.stroke(lines, p.floorShade, 1.4, 'opacity="0.55"');
  // Skirting line and corners.
  cv.line(b0, b1, p.floorShade, 3, 'opacity="0.6"');
  // Sunlight falling on the floor through the openings.
  for (const op of o.openings) {
    const patch = [
      P(op.x0, 0, d),
      P(op.x1, 0, d),
      P(op.x1 * 1.3 - 0.4, 0, d - 2.6),
      P(op.x0 * 1.3 - 0.4, 0, d - 2.6),
    ];
    cv.poly(patch, '#fff6dc', `opacity="0.32" filter="${cv.blur(14)}"`);
  }
  // Frames around openings.
  for (const op of o.openings) {
    const t = 0.07;
    const frame = { front: p.woodDark, side: darken(p.woodDark, 0.3), top: p.wood };
    box(cv, c, { x0: op.x0 - t, x1: op.x0, y0: op.y0, y1: op.y1, z0: d - 0.1, z1: d }, frame);
    box(cv, c, { x0: op.x1, x1: op.x1 + t, y0: op.y0, y1: op.y1, z0: d - 0.1, z1: d }, frame);
    box(
      cv,
      c,
      { x0: op.x0 - t, x1: op.x1 + t, y0: op.y1, y1: op.y1 + t, z0: d - 0.1, z1: d },
      frame,
    );
    if (op.y0 > 0.05) {
      box(
        cv,
        c,
        { x0: op.x0 - t, x1: op.x1 + t, y0: op.y0 - t, y1: op.y0, z0: d - 0.14, z1: d },
        frame,
      );
    }
    // Mullions.
    const w = op.x1 - op.x0;
    const panes = Math.max(1, Math.round(w / 1.1));
    for (let i = 1; i < panes; i++) {
      const x = op.x0 + (w * i) / panes;
      box(
        cv,
        c,
        { x0: x - 0.025, x1: x + 0.025, y0: op.y0, y1: op.y1, z0: d - 0.06, z1: d },
        frame,
      );
    }
  }
  if (o.side) {
    const sw = o.side;
    const x = sw.wall === 'left' ? -hw : hw;
    const col = p.woodDark;
    for (const z of [sw.z0, sw.z1]) cv.line(P(x, sw.y0, z), P(x, sw.y1, z), col, 8);
    cv.line(P(x, sw.y1, sw.z0), P(x, sw.y1, sw.z1), col, 8);
    if (sw.y0 > 0.05) cv.line(P(x, sw.y0, sw.z0), P(x, sw.y0, sw.z1), col, 8);
  }
}

/** Horizontal stone courses clipped to a wall shape. */
function stoneCourses(
  cv: Canvas,
  p: Palette,
  x: number,
  y: number,
  w: number,
  h: number,
  clipD: string,
  o = 0.18,
) {
  const rand = cv.rand;
  const clip = cv.clip(`<path d="${clipD}" clip-rule="evenodd"/>`);
  let blocks = '';
  for (let yy = y; yy < y + h; yy += 38) {
    let xx = x - rand() * 60;
    while (xx < x + w) {
      const bw = 60 + rand() * 90;
      const tone = rand() < 0.5 ? lighten(p.stone, 0.3) : darken(p.stone, 0.15);
      blocks += `<rect x="${r1(xx + 2)}" y="${r1(yy + 2)}" width="${r1(bw - 4)}" height="34" rx="6" fill="${tone}"/>`;
      xx += bw;
    }
  }
  cv.group(blocks, `clip-path="${clip}" opacity="${o * 2.5}"`);
}

/** A bed whose headboard stands against the back wall (z1), foot towards the viewer. */
function bed(
  cv: Canvas,
  c: Camera,
  p: Palette,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  canopy: boolean,
) {
  const frame = { front: p.woodDark, top: p.wood, side: darken(p.woodDark, 0.2) };
  shadow(cv, c, x0 - 0.1, x1 + 0.1, z0 - 0.15, z1, 0.3);
  // Headboard.
  box(
    cv,
    c,
    { x0: x0 - 0.05, x1: x1 + 0.05, y0: 0, y1: 1.25, z0: z1 - 0.1, z1 },
    { front: p.wood, top: lighten(p.wood, 0.2), side: p.woodDark },
  );
  box(cv, c, { x0, x1, y0: 0.05, y1: 0.32, z0, z1: z1 - 0.1 }, frame);
  box(
    cv,
    c,
    { x0: x0 + 0.02, x1: x1 - 0.02, y0: 0.32, y1: 0.58, z0: z0 + 0.02, z1: z1 - 0.1 },
    { front: p.linenShade, top: p.linen, side: darken(p.linenShade, 0.08) },
  );
  // Pillows.
  const n = x1 - x0 > 1.5 ? 2 : 1;
  const pw = (x1 - x0 - 0.2) / n;
  for (let i = 0; i < n; i++) {
    const px = x0 + 0.1 + i * pw;
    box(
      cv,
      c,
      { x0: px + 0.03, x1: px + pw - 0.03, y0: 0.58, y1: 0.8, z0: z1 - 0.55, z1: z1 - 0.15 },
      { front: p.linen, top: lighten(p.linen, 0.3), side: p.linenShade },
    );
  }
  box(
    cv,
    c,
    { x0: x0 + 0.25, x1: x1 - 0.25, y0: 0.58, y1: 0.72, z0: z1 - 0.7, z1: z1 - 0.5 },
    { front: p.accent, top: lighten(p.accent, 0.2) },
  );
  // A throw across the foot of the bed.
  box(
    cv,
    c,
    { x0: x0 - 0.01, x1: x1 + 0.01, y0: 0.3, y1: 0.6, z0: z0 + 0.01, z1: z0 + 0.55 },
    { front: p.accent2, top: lighten(p.accent2, 0.2), side: darken(p.accent2, 0.15) },
  );
  if (canopy) {
    const post = { front: p.woodDark, side: darken(p.woodDark, 0.3), top: p.wood };
    const top = 2.35;
    for (const [px, pz] of [
      [x0 - 0.06, z1 - 0.12],
      [x1, z1 - 0.12],
    ] as const) {
      box(cv, c, { x0: px, x1: px + 0.06, y0: 0, y1: top, z0: pz, z1: pz + 0.06 }, post);
    }
    box(cv, c, { x0: x0 - 0.06, x1: x0, y0: top - 0.06, y1: top, z0, z1 }, post);
    box(cv, c, { x0: x1, x1: x1 + 0.06, y0: top - 0.06, y1: top, z0, z1 }, post);
    box(
      cv,
      c,
      { x0: x0 - 0.06, x1: x1 + 0.06, y0: top - 0.08, y1: top, z0: z0 - 0.06, z1: z0 },
      post,
    );
    // Sheer curtains gathered at the four posts.
    for (const [cx, cz] of [
      [x0, z1 - 0.1],
      [x1, z1 - 0.1],
      [x0, z0],
      [x1, z0],
    ] as const) {
      const [tx, ty] = proj(c, [cx, top - 0.05, cz]);
      const [bx, by] = proj(c, [cx, 0.05, cz]);
      const s = scaleAt(c, cz);
      const nearPost = cz === z0;
      const wTop = s * (nearPost ? 0.14 : 0.3);
      const wMid = s * (nearPost ? 0.05 : 0.1);
      const dir = cx < 0 ? 1 : -1;
      const dd = `M${r1(tx - wTop)},${r1(ty)}L${r1(tx + wTop)},${r1(ty)}Q${r1(tx + wMid + dir * s * 0.05)},${r1((ty + by) / 2)} ${r1(bx + wMid * 1.8)},${r1(by)}L${r1(bx - wMid * 1.8)},${r1(by)}Q${r1(tx - wMid + dir * s * 0.05)},${r1((ty + by) / 2)} ${r1(tx - wTop)},${r1(ty)}Z`;
      cv.path(dd, p.linen, `opacity="${nearPost ? 0.6 : 0.5}"`);
      const post2 = proj(c, [cx, 0, cz]);
      cv.line(post2, [post2[0], ty], p.woodDark, Math.max(2, s * 0.05));
    }
  }
}

/** A bedside table with a glowing lamp. */
function bedside(cv: Canvas, c: Camera, p: Palette, x: number, z: number) {
  box(
    cv,
    c,
    { x0: x, x1: x + 0.5, y0: 0, y1: 0.55, z0: z, z1: z + 0.45 },
    { front: p.wood, top: lighten(p.wood, 0.25) },
  );
  const [lx, ly] = proj(c, [x + 0.25, 0.95, z + 0.22]);
  const s = scaleAt(c, z + 0.22);
  cv.ellipse(
    lx,
    ly,
    s * 0.8,
    s * 0.8,
    cv.radial(
      [
        [0, '#ffe3a6', 0.45],
        [1, '#ffe3a6', 0],
      ],
      lx,
      ly,
      s * 0.8,
    ),
  );
  const [bx, by] = proj(c, [x + 0.25, 0.55, z + 0.22]);
  cv.line([bx, by], [lx, ly], p.woodDark, Math.max(2, s * 0.03));
  cv.path(
    `M${r1(lx - s * 0.1)},${r1(ly - s * 0.12)}L${r1(lx + s * 0.1)},${r1(ly - s * 0.12)}L${r1(lx + s * 0.16)},${r1(ly + s * 0.08)}L${r1(lx - s * 0.16)},${r1(ly + s * 0.08)}Z`,
    '#fbe8c3',
  );
}

/** A sofa along a side wall (side -1 = left), seat facing the room. */
function sofa(
  cv: Canvas,
  c: Camera,
  p: Palette,
  side: -1 | 1,
  wallX: number,
  z0: number,
  z1: number,
) {
  const sx = (a: number, b: number): [number, number] =>
    side === -1 ? [wallX + a, wallX + b] : [wallX - b, wallX - a];
  const fab = { front: p.linenShade, top: p.linen, side: darken(p.linenShade, 0.1) };
  const [bx0, bx1] = sx(0, 0.95);
  shadow(cv, c, bx0, bx1 + 0.1, z0, z1, 0.3);
  const [r0, r1_] = sx(0, 0.25);
  const [s0, s1] = sx(0.25, 0.95);
  box(cv, c, { x0: bx0, x1: bx1, y0: 0.05, y1: 0.28, z0, z1 }, { front: p.woodDark, top: p.wood });
  box(cv, c, { x0: r0, x1: r1_, y0: 0.28, y1: 0.85, z0, z1 }, fab);
  box(cv, c, { x0: s0, x1: s1, y0: 0.28, y1: 0.45, z0: z0 + 0.15, z1: z1 - 0.15 }, fab);
  // Scatter cushions leaning on the back.
  const cushions = Math.floor((z1 - z0 - 0.3) / 0.55);
  for (let i = 0; i < cushions; i++) {
    const z = z0 + 0.25 + i * 0.55;
    const [c0, c1] = sx(0.25, 0.4);
    box(
      cv,
      c,
      { x0: c0, x1: c1, y0: 0.45, y1: 0.8, z0: z, z1: z + 0.45 },
      { front: i % 2 ? p.accent : p.accent2, top: lighten(i % 2 ? p.accent : p.accent2, 0.2) },
    );
  }
  // Arms, the near one last.
  const [a0, a1] = sx(0, 0.95);
  box(cv, c, { x0: a0, x1: a1, y0: 0.28, y1: 0.62, z0: z1 - 0.15, z1 }, fab);
  box(cv, c, { x0: a0, x1: a1, y0: 0.28, y1: 0.62, z0, z1: z0 + 0.15 }, fab);
}

function chair(cv: Canvas, c: Camera, p: Palette, x: number, z: number, backSide: -1 | 1) {
  const seat = { front: p.woodDark, top: p.wood };
  const bx = backSide === -1 ? x - 0.25 : x + 0.21;
  if ((backSide === -1 ? bx : bx + 0.04) < c.eyeX === (backSide === -1)) {
    box(cv, c, { x0: bx, x1: bx + 0.04, y0: 0.45, y1: 0.95, z0: z - 0.22, z1: z + 0.22 }, seat);
  }
  box(
    cv,
    c,
    { x0: x - 0.23, x1: x + 0.23, y0: 0.42, y1: 0.47, z0: z - 0.22, z1: z + 0.22 },
    { front: p.woodDark, top: p.linen },
  );
  for (const [lx, lz] of [
    [-0.21, -0.2],
    [0.17, -0.2],
  ] as const) {
    box(
      cv,
      c,
      { x0: x + lx, x1: x + lx + 0.04, y0: 0, y1: 0.42, z0: z + lz, z1: z + lz + 0.04 },
      seat,
    );
  }
}

/** A long dining table along Z with chairs on both sides and place settings. */
function diningTable(cv: Canvas, c: Camera, p: Palette, x: number, z0: number, z1: number) {
  const hw = 0.55;
  const seats = Math.floor((z1 - z0) / 0.75);
  // Far chairs first.
  const zs = Array.from({ length: seats }, (_, i) => z0 + 0.45 + i * 0.75).reverse();
  shadow(cv, c, x - hw - 0.5, x + hw + 0.5, z0 - 0.2, z1 + 0.2, 0.25);
  for (const z of zs) {
    chair(cv, c, p, x - hw - 0.22, z, -1);
    chair(cv, c, p, x + hw + 0.22, z, 1);
  }
  for (const [lx, lz] of [
    [-hw + 0.05, z1 - 0.12],
    [hw - 0.11, z1 - 0.12],
    [-hw + 0.05, z0 + 0.05],
    [hw - 0.11, z0 + 0.05],
  ] as const) {
    box(
      cv,
      c,
      { x0: x + lx, x1: x + lx + 0.06, y0: 0, y1: 0.72, z0: lz, z1: lz + 0.06 },
      { front: p.woodDark },
    );
  }
  box(
    cv,
    c,
    { x0: x - hw, x1: x + hw, y0: 0.72, y1: 0.77, z0, z1 },
    { front: p.woodDark, top: p.wood },
  );
  // Table runner, plates, glasses, candles.
  cv.poly(floorQuad(c, x - 0.16, x + 0.16, z0, z1, 0.771), p.linen, 'opacity="0.85"');
  for (const z of zs) {
    for (const sx of [-1, 1]) {
      cv.poly(floorEllipse(c, x + sx * 0.36, z, 0.12, 0.12, 0.772), '#fbf8f1');
      cv.poly(floorEllipse(c, x + sx * 0.36, z, 0.07, 0.07, 0.773), p.linenShade);
    }
  }
  for (let z = z0 + 0.5; z < z1 - 0.2; z += 0.9) {
    const [cx, cy] = proj(c, [x, 0.77, z]);
    const s = scaleAt(c, z);
    cv.ellipse(
      cx,
      cy - s * 0.15,
      s * 0.35,
      s * 0.35,
      cv.radial(
        [
          [0, '#ffdf98', 0.6],
          [1, '#ffdf98', 0],
        ],
        cx,
        cy - s * 0.15,
        s * 0.35,
      ),
    );
    cv.rect(cx - s * 0.025, cy - s * 0.14, s * 0.05, s * 0.14, '#fbf3e0');
    cv.ellipse(cx, cy - s * 0.16, s * 0.012, s * 0.025, '#ffcf6a');
  }
}

// ---------------------------------------------------------------------------------------------
// Outdoor building blocks
// ---------------------------------------------------------------------------------------------

/** A villa pavilion with a hipped terracotta roof, white walls and a verandah. */
function pavilion(
  cv: Canvas,
  c: Camera,
  p: Palette,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
) {
  const wallH = 2.9;
  const eave = 0.7;
  shadow(cv, c, x0 - 0.5, x1 + 0.5, z0 - 0.6, z1, 0.2);
  box(
    cv,
    c,
    { x0, x1, y0: 0, y1: wallH, z0, z1 },
    { front: p.wall, side: p.wallShade, top: p.wall },
  );
  // Doors along the front.
  const n = Math.max(2, Math.round((x1 - x0) / 1.8));
  for (let i = 0; i < n; i++) {
    const dx = x0 + ((x1 - x0) * (i + 0.5)) / n;
    const q = projAll(c, [
      [dx - 0.45, 0, z0],
      [dx + 0.45, 0, z0],
      [dx + 0.45, 2.3, z0],
      [dx - 0.45, 2.3, z0],
    ]);
    cv.poly(
      q,
      cv.vertical(
        [
          [0, darken(p.wood, 0.45)],
          [1, darken(p.wood, 0.2)],
        ],
        q[2]?.[1] ?? 0,
        q[0]?.[1] ?? 0,
      ),
    );
  }
  // Roof: a hip roof with a shaded front slope.
  const ridgeH = wallH + 1.9;
  const inset = Math.min((x1 - x0) / 2, (z1 - z0) / 2) + eave;
  const e: [number, number, number, number] = [x0 - eave, x1 + eave, z0 - eave, z1 + eave];
  const front = projAll(c, [
    [e[0], wallH, e[2]],
    [e[1], wallH, e[2]],
    [e[1] - inset, ridgeH, (e[2] + e[3]) / 2],
    [e[0] + inset, ridgeH, (e[2] + e[3]) / 2],
  ]);
  const left = projAll(c, [
    [e[0], wallH, e[2]],
    [e[0] + inset, ridgeH, (e[2] + e[3]) / 2],
    [e[0], wallH, e[3]],
  ]);
  const right = projAll(c, [
    [e[1], wallH, e[2]],
    [e[1] - inset, ridgeH, (e[2] + e[3]) / 2],
    [e[1], wallH, e[3]],
  ]);
  if (e[0] > c.eyeX) cv.poly(left, darken(p.roof, 0.25));
  if (e[1] < c.eyeX) cv.poly(right, darken(p.roof, 0.25));
  const fy0 = front[2]?.[1] ?? 0;
  const fy1 = front[0]?.[1] ?? 0;
  cv.poly(
    front,
    cv.vertical(
      [
        [0, lighten(p.roof, 0.1)],
        [1, p.roof],
      ],
      fy0,
      fy1,
    ),
  );
  // Tile lines on the front slope.
  let tiles = '';
  for (let t = 0.12; t < 1; t += 0.12) {
    const a = proj(c, [
      lerp(e[0], e[0] + inset, t),
      lerp(wallH, ridgeH, t),
      lerp(e[2], (e[2] + e[3]) / 2, t),
    ]);
    const b = proj(c, [
      lerp(e[1], e[1] - inset, t),
      lerp(wallH, ridgeH, t),
      lerp(e[2], (e[2] + e[3]) / 2, t),
    ]);
    tiles += `M${r1(a[0])},${r1(a[1])}L${r1(b[0])},${r1(b[1])}`;
  }
  cv.stroke(tiles, darken(p.roof, 0.2), 1.2, 'opacity="0.5"');
  // Eave shadow on the wall.
  cv.poly(
    projAll(c, [
      [x0, wallH, z0],
      [x1, wallH, z0],
      [x1, wallH - 0.35, z0],
      [x0, wallH - 0.35, z0],
    ]),
    '#3a2a1e',
    'opacity="0.18"',
  );
}

/** Teak deck on the ground plane with plank lines running away from the viewer. */
function deck(
  cv: Canvas,
  c: Camera,
  p: Palette,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  y = 0,
) {
  const q = floorQuad(c, x0, x1, z0, z1, y);
  cv.poly(
    q,
    cv.vertical(
      [
        [0, darken(p.wood, 0.1)],
        [1, lighten(p.wood, 0.1)],
      ],
      q[2]?.[1] ?? 0,
      q[0]?.[1] ?? H,
    ),
  );
  let d = '';
  for (let x = x0; x <= x1; x += 0.16) {
    const a = proj(c, [x, y, z0]);
    const b = proj(c, [x, y, z1]);
    d += `M${r1(a[0])},${r1(a[1])}L${r1(b[0])},${r1(b[1])}`;
  }
  cv.stroke(d, p.woodDark, 1.2, 'opacity="0.4"');
}

function lawn(cv: Canvas, p: Palette, y0: number, y1: number) {
  cv.rect(
    0,
    y0,
    W,
    y1 - y0,
    cv.vertical(
      [
        [0, mix(p.lawn, p.hillFar, 0.3)],
        [1, darken(p.lawn, 0.2)],
      ],
      y0,
      y1,
    ),
  );
  const rand = cv.rand;
  let d = '';
  for (let i = 0; i < 220; i++) {
    const t = rand();
    const y = lerp(y0, y1, t ** 0.7);
    const x = rand() * W;
    const l = 3 + t * 14;
    d += `M${r1(x)},${r1(y)}l${r1((rand() - 0.5) * l * 0.5)},${r1(-l)}`;
  }
  cv.stroke(d, darken(p.lawn, 0.25), 1.5, 'opacity="0.35"');
}

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

interface Scene {
  cv: Canvas;
  p: Palette;
  river: boolean;
}

/** The distant backdrop seen from the villa: river with mangroves or open ocean. */
function backdrop(s: Scene, horizon: number, bottom: number, sunX: number | null = W * 0.68): void {
  const { cv, p } = s;
  sky(cv, p, horizon, sunX ?? W * 0.7);
  clouds(cv, p, horizon * 0.45, 5, 160);
  if (s.river) {
    hills(cv, horizon - 10, 70, p.hillFar);
    hills(cv, horizon + 5, 40, mix(p.hillNear, p.hillFar, 0.4));
    sea(cv, p, horizon + 30, bottom, sunX);
    for (const [x, h, l] of [
      [120, 150, -0.2],
      [330, 190, 0.15],
      [1250, 170, -0.1],
      [1460, 210, 0.2],
    ] as const) {
      palm(cv, p, x, horizon + 20, h, l, false);
    }
    mangroves(cv, p, horizon + 30, -40, W + 40, 60);
  } else {
    hills(cv, horizon + 2, 26, p.hillFar, 0, 380, 0.8);
    sea(cv, p, horizon, bottom, sunX);
  }
}

function poolScene(s: Scene): void {
  const { cv, p } = s;
  const c: Camera = { f: 1100, cx: W / 2, horizon: 430, eyeH: 1.7, eyeX: 0 };
  backdrop(s, c.horizon, 640, W * 0.62);
  if (!s.river) {
    catamaran(cv, 1120, 468, 90, '#f4efe4', '#fbf6ec');
    // Beach and surf below the pool edge.
    cv.rect(
      0,
      540,
      W,
      100,
      cv.vertical(
        [
          [0, p.sand],
          [1, p.sandShade],
        ],
        540,
        640,
      ),
    );
    surf(cv, 532, 552, 3);
  }
  // Deck and stone surround.
  const zFar = 16;
  deck(cv, c, { ...p, wood: p.stone, woodDark: darken(p.stone, 0.3) }, -12, 14, 2, zFar);
  const pool = floorQuad(c, -3.2, 3.6, 3.2, zFar, -0.02);
  const coping = floorQuad(c, -3.5, 3.9, 2.9, zFar, 0);
  cv.poly(coping, lighten(p.stone, 0.5));
  const py0 = pool[2]?.[1] ?? 0;
  cv.poly(
    pool,
    cv.vertical(
      [
        [0, mix(p.pool, p.skyLow, 0.35)],
        [0.3, p.pool],
        [1, mix(p.pool, p.poolDeep, 0.45)],
      ],
      py0,
      H,
    ),
  );
  // Ripples and caustics.
  const clip = cv.clip(`<polygon points="${pts(pool)}"/>`);
  const ripples = cv.capture(() => {
    const rand = cv.rand;
    let d = '';
    for (let i = 0; i < 70; i++) {
      const t = rand();
      const z = lerp(3.2, zFar, t ** 1.5);
      const [x, y] = proj(c, [lerp(-3.2, 3.6, rand()), 0, z]);
      const l = scaleAt(c, z) * (0.3 + rand() * 0.5);
      d += `M${r1(x - l)},${r1(y)}q${r1(l / 2)},${r1(-l * 0.12)} ${r1(l)},0t${r1(l)},0`;
    }
    cv.stroke(d, '#ffffff', 2, 'opacity="0.35"');
  });
  cv.group(ripples, `clip-path="${clip}"`);
  // Infinity edge.
  const e0 = proj(c, [-3.2, 0, zFar]);
  const e1 = proj(c, [3.6, 0, zFar]);
  cv.line(e0, e1, lighten(p.pool, 0.6), 2);
  // Loungers and umbrella to the right, a palm and plants to the left.
  for (const z of [12, 9, 6]) lounger(cv, c, p, 4.5, z);
  umbrella(cv, c, p, 6.2, 10.5, 1.3);
  bush(cv, p, 90, 640, 300, 180, 0.4);
  frangipani(cv, p, 260, 700, 330);
  palm(cv, p, 1530, 1100, 1000, -0.5);
  palm(cv, p, -30, 1120, 950, 0.35);
  pottedPlant(cv, c, p, -5.5, 4.5, 1.3);
}

function riverView(s: Scene): void {
  const { cv, p } = s;
  const c: Camera = { f: 1000, cx: W / 2, horizon: 470, eyeH: 1.5, eyeX: 0 };
  sky(cv, p, c.horizon, W * 0.3, 330);
  sun(cv, p, W * 0.3, 330, 28);
  clouds(cv, p, 200, 4, 120);
  hills(cv, c.horizon - 20, 90, p.hillFar);
  hills(cv, c.horizon, 50, mix(p.hillNear, p.hillFar, 0.5));
  sea(cv, p, c.horizon + 25, H, W * 0.3);
  // Morning mist over the far bank.
  for (const [x, h, l] of [
    [180, 200, 0.1],
    [420, 160, -0.15],
    [980, 230, 0.2],
    [1200, 180, -0.1],
  ] as const) {
    palm(cv, p, x, c.horizon + 20, h, l);
  }
  mangroves(cv, p, c.horizon + 25, -40, W + 40, 70);
  cv.rect(
    0,
    c.horizon - 40,
    W,
    90,
    cv.vertical(
      [
        [0, p.skyLow, 0],
        [0.5, p.skyLow, 0.45],
        [1, p.skyLow, 0],
      ],
      c.horizon - 40,
      c.horizon + 50,
    ),
  );
  // Nearer bank on the left with more mangroves and their reflection.
  mangroves(cv, p, 640, -60, 340, 150);
  oruwa(cv, p, 640, 760, 380);
  // Jetty running out on the right on its posts, then the foreground deck.
  for (let z = 9; z >= 3; z -= 2) {
    for (const x of [1.25, 3.15]) {
      const a = proj(c, [x, 0.4, z]);
      const b = proj(c, [x, -0.5, z]);
      cv.line(a, b, p.woodDark, scaleAt(c, z) * 0.12);
    }
  }
  box(
    cv,
    c,
    { x0: 1.2, x1: 3.2, y0: 0.3, y1: 0.4, z0: 2, z1: 9 },
    { front: p.woodDark, side: p.woodDark, top: p.wood },
  );
  deck(cv, c, p, 1.2, 3.2, 2, 9, 0.4);
  deck(cv, c, p, -8, 8, 0.8, 2.4, 0.4);
  const edge = [proj(c, [-8, 0.4, 2.4]), proj(c, [8, 0.4, 2.4])] as const;
  cv.rect(0, edge[0][1], W, 14, p.woodDark);
  // Teak railing posts along the front of the deck.
  palm(cv, p, 1500, 1150, 1050, -0.45);
  pottedPlant(cv, c, p, -2.6, 1.8, 0.9);
}

function beachSunset(s: Scene): void {
  const { cv } = s;
  const p = dusk(s.p);
  const horizon = 560;
  sky(cv, p, horizon, 900, horizon - 40);
  clouds(cv, p, 250, 5, 200);
  clouds(cv, p, 420, 4, 60);
  sun(cv, p, 900, horizon - 40, 42);
  hills(cv, horizon + 2, 34, mix(p.hillNear, p.hillFar, 0.4), 0, 420);
  sea(cv, p, horizon, 760, 900);
  catamaran(cv, 640, 610, 130, '#3b3346', '#f6dcc2');
  // Beach in front: wet sand, surf, dry sand.
  const beach = smooth([
    [-20, 770],
    [400, 745],
    [900, 760],
    [1300, 735],
    [1620, 750],
  ]);
  cv.path(
    `${beach}L1620,${H}L-20,${H}Z`,
    cv.vertical(
      [
        [0, mix(p.sand, '#b98a96', 0.4)],
        [0.3, p.sand],
        [1, p.sandShade],
      ],
      740,
      H,
    ),
  );
  cv.stroke(beach, '#fff4e6', 5, 'opacity="0.7"');
  surf(cv, 700, 735, 3);
  // Sun glint on the wet sand.
  cv.ellipse(900, 800, 260, 22, '#ffd9a0', `opacity="0.35" filter="${cv.blur(12)}"`);
  palm(cv, p, 120, 1120, 900, 0.55, true);
  palm(cv, p, 1450, 1100, 760, -0.4, true);
  palm(cv, p, 1330, 1080, 620, -0.15, true);
  // Two loungers in silhouette.
  const c: Camera = { f: 1000, cx: W / 2, horizon, eyeH: 1.6, eyeX: 0 };
  for (const x of [2.2, 3.4])
    lounger(
      cv,
      c,
      {
        ...p,
        wood: '#4a3b3c',
        woodDark: '#3a2f33',
        linen: '#d9b8a8',
        linenShade: '#b8968e',
        accent: '#8a5e66',
      },
      x,
      5.5,
    );
}

function weligamaBay(s: Scene): void {
  const { cv, p } = s;
  const horizon = 380;
  sky(cv, p, horizon, W * 0.5, 150);
  clouds(cv, p, 170, 6, 120);
  hills(cv, horizon, 70, p.hillFar);
  hills(cv, horizon + 30, 60, mix(p.hillNear, p.hillFar, 0.3));
  sea(cv, p, horizon + 60, H, W * 0.55);
  // The curving beach of the bay, with a coconut grove behind it.
  const shore = smooth([
    [-20, 600],
    [300, 560],
    [700, 500],
    [1100, 455],
    [1620, 430],
  ]);
  cv.path(
    `${shore}L1620,${horizon + 20}L-20,${horizon + 40}Z`,
    cv.vertical(
      [
        [0, p.hillNear],
        [1, p.leaf],
      ],
      horizon,
      560,
    ),
  );
  for (let i = 0; i < 22; i++) {
    const t = (i + cv.rand() * 0.6) / 22;
    const x = lerp(-20, 1600, t);
    const y = lerp(560, 425, t ** 0.8) - 12;
    palm(cv, p, x, y, lerp(250, 90, t) * (0.75 + cv.rand() * 0.4), (cv.rand() - 0.5) * 0.9);
  }
  cv.path(
    `${shore}L1620,470L1100,500L700,545L300,610L-20,650Z`,
    cv.vertical(
      [
        [0, p.sand],
        [1, p.sandShade],
      ],
      430,
      650,
    ),
  );
  const foam = smooth([
    [-20, 652],
    [300, 612],
    [700, 548],
    [1100, 503],
    [1620, 472],
  ]);
  cv.stroke(foam, '#fffaf0', 4, 'opacity="0.8"');
  for (let i = 1; i <= 3; i++) {
    const off = i * 38;
    const wave = smooth([
      [-20, 652 + off],
      [300, 612 + off * 0.9],
      [700, 548 + off * 0.8],
      [1100, 503 + off * 0.7],
      [1620, 472 + off * 0.6],
    ]);
    cv.stroke(wave, '#fffaf0', 3, `opacity="${r1(0.6 - i * 0.12)}"`);
  }
  // Taprobane Island with its white house.
  cv.ellipse(1260, 620, 110, 26, darken(p.stone, 0.3));
  bush(cv, p, 1260, 615, 200, 80, 0.5);
  cv.rect(1225, 560, 60, 34, p.wall);
  cv.poly(
    [
      [1215, 562],
      [1255, 540],
      [1295, 562],
    ],
    p.roof,
  );
  palm(cv, p, 1200, 610, 130, -0.3);
  palm(cv, p, 1320, 612, 110, 0.3);
  fishingBoat(cv, 470, 592, 130, '#3f7ea3');
  fishingBoat(cv, 610, 566, 110, '#c95f4a');
  fishingBoat(cv, 860, 780, 170, '#f1ebe0');
  // Foreground headland on the left.
  bush(cv, p, 200, H + 20, 600, 260, 0.3);
  palm(cv, p, 80, H + 40, 900, 0.4);
  frangipani(cv, p, 1480, H + 20, 420);
}

/** A vista for the interior openings: lawn and garden, then river or ocean. */
function gardenView(s: Scene, horizon: number, withWater: boolean): void {
  const { cv, p } = s;
  sky(cv, p, horizon, W * 0.55, horizon - 140);
  clouds(cv, p, horizon * 0.5, 4, 100);
  if (withWater) {
    if (s.river) {
      hills(cv, horizon - 10, 60, p.hillFar);
      sea(cv, p, horizon + 10, horizon + 90, W * 0.55);
      mangroves(cv, p, horizon + 12, -40, W + 40, 50);
    } else {
      sea(cv, p, horizon, horizon + 90, W * 0.55);
    }
  } else {
    hills(cv, horizon + 10, 80, p.hillFar);
  }
  lawn(cv, p, horizon + 80, H);
  bush(cv, p, 300, horizon + 120, 500, 140, 0.4);
  bush(cv, p, 1300, horizon + 120, 500, 160, 0.6);
  palm(cv, p, 560, horizon + 170, 430, -0.15);
  palm(cv, p, 1060, horizon + 150, 380, 0.2);
  frangipani(cv, p, 820, horizon + 200, 220);
}

function livingRoom(s: Scene, pavilionOpen: boolean): void {
  const { cv, p } = s;
  const c: Camera = { f: 820, cx: W / 2, horizon: 470, eyeH: 1.3, eyeX: 0 };
  const view = () => {
    gardenView(s, 420, true);
  };
  if (pavilionOpen) {
    // An open pavilion: columns and a timber roof, the river beyond.
    view();
    const ht = 3.3;
    cv.poly(
      floorQuad(c, -4.5, 4.5, 0.4, 7.5),
      cv.vertical(
        [
          [0, p.floor],
          [1, darken(p.floor, 0.15)],
        ],
        500,
        H,
      ),
    );
    let d = '';
    for (let x = -4.5; x <= 4.5; x += 0.18) {
      const a = proj(c, [x, 0, 0.4]);
      const b = proj(c, [x, 0, 7.5]);
      d += `M${r1(a[0])},${r1(a[1])}L${r1(b[0])},${r1(b[1])}`;
    }
    cv.stroke(d, p.floorShade, 1.3, 'opacity="0.5"');
    cv.poly(
      projAll(c, [
        [-4.5, ht, 0.4],
        [4.5, ht, 0.4],
        [4.5, ht, 7.5],
        [-4.5, ht, 7.5],
      ]),
      cv.vertical(
        [
          [0, p.woodDark],
          [1, p.wood],
        ],
        0,
        200,
      ),
    );
    for (let z = 1.6; z < 7.5; z += 1.5) {
      box(
        cv,
        c,
        { x0: -4.5, x1: 4.5, y0: ht - 0.2, y1: ht, z0: z, z1: z + 0.18 },
        { front: p.woodDark, side: darken(p.woodDark, 0.3) },
      );
    }
    box(
      cv,
      c,
      { x0: -4.5, x1: 4.5, y0: ht - 0.3, y1: ht, z0: 7.3, z1: 7.5 },
      { front: p.woodDark },
    );
    for (const x of [-4.2, -1.4, 1.4, 4.2]) {
      box(
        cv,
        c,
        { x0: x - 0.12, x1: x + 0.12, y0: 0, y1: ht - 0.3, z0: 7.2, z1: 7.44 },
        { front: p.wall, side: p.wallShade },
      );
    }
    for (const x of [-4.2, 4.2]) {
      for (const z of [2.2, 4.7]) {
        box(
          cv,
          c,
          { x0: x - 0.14, x1: x + 0.14, y0: 0, y1: ht - 0.2, z0: z, z1: z + 0.28 },
          { front: p.wall, side: p.wallShade },
        );
      }
    }
  } else {
    room(cv, p, {
      cam: c,
      halfW: 3.6,
      depth: 7.2,
      height: 3.4,
      floor: 'cement',
      openings: [{ x0: -1.9, x1: 1.9, y0: 0, y1: 2.6 }],
      view,
    });
    // Open door leaves folded against the wall.
    for (const sx of [-1, 1]) {
      const x = sx * 1.95;
      const q = projAll(c, [
        [x, 0, 7.1],
        [x, 2.55, 7.1],
        [x + sx * 0.3, 2.55, 6.35],
        [x + sx * 0.3, 0, 6.35],
      ]);
      cv.poly(q, p.woodDark);
    }
    // Abstract art on the back wall.
    const art = projAll(c, [
      [-3.2, 1.1, 7.15],
      [-2.3, 1.1, 7.15],
      [-2.3, 2.2, 7.15],
      [-3.2, 2.2, 7.15],
    ]);
    cv.poly(art, p.linen);
    const [ax, ay] = art[3] ?? [0, 0];
    const [bx, by] = art[1] ?? [0, 0];
    cv.ellipse(
      (ax + bx) / 2,
      (ay + by) / 2 + 10,
      (bx - ax) * 0.3,
      (bx - ax) * 0.3,
      p.accent2,
      'opacity="0.7"',
    );
    cv.rect(
      ax + (bx - ax) * 0.15,
      (ay + by) / 2 + 25,
      (bx - ax) * 0.7,
      (by - ay) * 0.2,
      p.accent,
      'opacity="0.6"',
    );
  }
  // Rug, sofas, coffee table, plants, lamps.
  const rug = floorQuad(c, -1.6, 1.6, 2.6, 5.6, 0.01);
  cv.poly(rug, p.linenShade);
  cv.poly(
    floorQuad(c, -1.45, 1.45, 2.75, 5.45, 0.012),
    'none',
    `stroke="${p.accent2}" stroke-width="3" opacity="0.7"`,
  );
  sofa(cv, c, p, -1, -2.9, 2.6, 5.4);
  sofa(cv, c, p, 1, 2.9, 2.6, 5.4);
  shadow(cv, c, -0.7, 0.8, 3.5, 4.7, 0.25);
  box(
    cv,
    c,
    { x0: -0.65, x1: 0.65, y0: 0.05, y1: 0.36, z0: 3.6, z1: 4.6 },
    { front: p.woodDark, top: p.wood },
  );
  cv.poly(floorEllipse(c, -0.2, 4.1, 0.18, 0.18, 0.361), p.stone);
  cv.poly(floorEllipse(c, 0.25, 3.9, 0.09, 0.09, 0.361), p.accent);
  pottedPlant(cv, c, p, -2.6, 6.2, 1.2);
  pottedPlant(cv, c, p, 2.7, 6.4, 1.0);
  pendant(cv, c, p, -0.6, 4.4, 3.3, 0.9);
  pendant(cv, c, p, 0.6, 4.4, 3.3, 0.9);
}

function bedroom(s: Scene, kind: 'canopy' | 'twin' | 'seaview' | 'garden'): void {
  const { cv, p } = s;
  const c: Camera = {
    f: 820,
    cx: W / 2,
    horizon: 420,
    eyeH: 1.6,
    eyeX: kind === 'seaview' ? -0.4 : 0,
  };
  const d = 5.4;
  const view = () => {
    gardenView(s, 440, kind !== 'garden');
  };
  const openings: Opening[] =
    kind === 'twin'
      ? [{ x0: -0.55, x1: 0.55, y0: 0.6, y1: 2.5 }]
      : kind === 'seaview'
        ? [{ x0: -0.2, x1: 3.0, y0: 0, y1: 2.7 }]
        : [
            { x0: -3.1, x1: -1.9, y0: 0.5, y1: 2.6 },
            { x0: 1.9, x1: 3.1, y0: 0.5, y1: 2.6 },
          ];
  room(cv, p, {
    cam: c,
    halfW: 3.4,
    depth: d,
    height: 3.3,
    floor: s.river ? 'planks' : 'tiles',
    openings,
    view,
    ...(kind === 'garden'
      ? { side: { wall: 'right' as const, z0: 2.4, z1: 5.6, y0: 0, y1: 2.6 } }
      : {}),
  });
  if (kind !== 'seaview' && kind !== 'twin') {
    // Curtains beside the windows.
    for (const op of openings) {
      for (const x of [op.x0 - 0.15, op.x1 + 0.05]) {
        const q = projAll(c, [
          [x, 0.1, d - 0.15],
          [x + 0.1, 0.1, d - 0.15],
          [x + 0.1, 2.75, d - 0.15],
          [x, 2.75, d - 0.15],
        ]);
        cv.poly(q, p.linen, 'opacity="0.8"');
      }
    }
  }
  cv.poly(floorQuad(c, -2.3, 2.3, d - 3.4, d - 0.6, 0.01), p.linenShade, 'opacity="0.9"');
  cv.poly(
    floorQuad(c, -2.15, 2.15, d - 3.25, d - 0.75, 0.012),
    'none',
    `stroke="${p.accent2}" stroke-width="3" opacity="0.6"`,
  );
  if (kind === 'twin') {
    bedside(cv, c, p, -0.25, d - 0.55);
    bed(cv, c, p, -2.1, -0.9, d - 2.2, d, false);
    bed(cv, c, p, 0.9, 2.1, d - 2.2, d, false);
  } else if (kind === 'seaview') {
    bedside(cv, c, p, -3.1, d - 0.55);
    bed(cv, c, p, -2.4, -0.5, d - 2.3, d - 0.1, true);
  } else {
    bedside(cv, c, p, -1.75, d - 0.55);
    bedside(cv, c, p, 1.25, d - 0.55);
    bed(cv, c, p, -1.0, 1.0, d - 2.3, d, kind === 'canopy');
  }
  if (kind === 'garden') pottedPlant(cv, c, p, -2.7, 3.2, 1.1);
  else pottedPlant(cv, c, p, 2.8, 3.4, 1.0);
}

function bathroom(s: Scene): void {
  const { cv, p } = s;
  const c: Camera = { f: 800, cx: W / 2, horizon: 500, eyeH: 1.4, eyeX: 0 };
  const d = 5.6;
  const openSky = !s.river;
  room(
    cv,
    { ...p, floor: p.stone, floorShade: darken(p.stone, 0.2) },
    {
      cam: c,
      halfW: 2.8,
      depth: d,
      height: 3.0,
      floor: 'tiles',
      openings: [{ x0: -1.6, x1: 1.6, y0: 0.9, y1: 2.6 }],
      view: () => {
        gardenView(s, 470, false);
      },
      openSky,
      stoneWalls: true,
    },
  );
  if (openSky) {
    // Greenery spilling over the tops of the open-air walls.
    bush(cv, p, 200, 180, 500, 220, 0.3);
    bush(cv, p, 1400, 190, 500, 240, 0.5);
    palm(cv, p, 1250, 220, 260, 0.2);
  } else {
    // A rain shower on the right wall.
    const a = proj(c, [2.75, 2.3, 3.2]);
    const b = proj(c, [2.3, 2.3, 3.2]);
    cv.line(a, b, '#b9b2a6', 6);
    cv.ellipse(b[0], b[1] + 6, 40, 8, '#cfc8bc');
  }
  // Pebbles along the back wall, a towel rail and the freestanding bath.
  for (let i = 0; i < 40; i++) {
    const x = lerp(-2.7, 2.7, cv.rand());
    const [px, py] = proj(c, [x, 0, d - 0.1 - cv.rand() * 0.25]);
    cv.ellipse(
      px,
      py,
      8 + cv.rand() * 6,
      4 + cv.rand() * 3,
      i % 2 ? p.stone : lighten(p.stone, 0.4),
    );
  }
  const tz = 3.6;
  const rim = floorEllipse(c, 0, tz, 0.95, 0.45, 0.6);
  const base = floorEllipse(c, 0, tz, 0.75, 0.32, 0.02);
  shadow(cv, c, -1.0, 1.1, tz - 0.5, tz + 0.6, 0.3);
  const [bx0] = proj(c, [-1, 0, tz]);
  const [bx1] = proj(c, [1, 0, tz]);
  cv.poly(
    hull([...rim, ...base]),
    cv.linear(
      [
        [0, darken(p.linen, 0.12)],
        [0.4, '#ffffff'],
        [1, darken(p.linen, 0.2)],
      ],
      bx0,
      0,
      bx1,
      0,
    ),
  );
  cv.poly(rim, lighten(p.linen, 0.6));
  cv.poly(
    floorEllipse(c, 0, tz, 0.85, 0.37, 0.55),
    cv.vertical(
      [
        [0, lighten(p.pool, 0.3)],
        [1, p.pool],
      ],
      0,
      H,
    ),
  );
  // Tap and towels.
  const t0 = proj(c, [1.15, 0, tz + 0.35]);
  const t1 = proj(c, [1.15, 0.95, tz + 0.35]);
  cv.line(t0, t1, '#c8b893', 5);
  cv.line(t1, proj(c, [0.9, 0.95, tz + 0.35]), '#c8b893', 5);
  box(
    cv,
    c,
    { x0: -2.5, x1: -2.0, y0: 0, y1: 0.45, z0: 3.4, z1: 3.8 },
    { front: p.wood, top: lighten(p.wood, 0.2) },
  );
  box(
    cv,
    c,
    { x0: -2.45, x1: -2.05, y0: 0.45, y1: 0.56, z0: 3.45, z1: 3.75 },
    { front: p.linenShade, top: p.linen },
  );
  box(
    cv,
    c,
    { x0: -2.42, x1: -2.08, y0: 0.56, y1: 0.64, z0: 3.48, z1: 3.72 },
    { front: p.accent, top: lighten(p.accent, 0.2) },
  );
  pottedPlant(cv, c, p, 2.2, 2.6, 1.0);
}

function diningTerrace(s: Scene): void {
  const { cv } = s;
  const p = dusk(s.p);
  const c: Camera = { f: 900, cx: W / 2, horizon: 480, eyeH: 1.45, eyeX: 0.2 };
  backdrop({ ...s, p }, c.horizon, H, W * 0.5);
  if (!s.river) sun(cv, p, W * 0.52, c.horizon - 30, 30);
  // Terrace floor and the pergola overhead.
  deck(
    cv,
    c,
    {
      ...p,
      wood: s.river ? s.p.wood : s.p.stone,
      woodDark: s.river ? s.p.woodDark : darken(s.p.stone, 0.35),
    },
    -4,
    4,
    0.5,
    8,
  );
  const edge = [proj(c, [-4, 0, 8]), proj(c, [4, 0, 8])] as const;
  cv.line(edge[0], edge[1], s.p.woodDark, 4);
  const ht = 2.9;
  for (const x of [-3.6, 3.6]) {
    for (const z of [2, 5, 8]) {
      box(
        cv,
        c,
        { x0: x - 0.1, x1: x + 0.1, y0: 0, y1: ht, z0: z, z1: z + 0.2 },
        { front: s.p.woodDark, side: darken(s.p.woodDark, 0.3) },
      );
    }
  }
  for (let z = 1; z <= 8.1; z += 0.7) {
    box(
      cv,
      c,
      { x0: -3.9, x1: 3.9, y0: ht, y1: ht + 0.12, z0: z, z1: z + 0.1 },
      { front: s.p.woodDark },
    );
  }
  for (const x of [-3.6, 3.6]) {
    box(
      cv,
      c,
      { x0: x - 0.08, x1: x + 0.08, y0: ht + 0.12, y1: ht + 0.3, z0: 0.5, z1: 8.2 },
      { front: s.p.woodDark, side: darken(s.p.woodDark, 0.4) },
    );
  }
  // Bougainvillea on the pergola.
  for (const x of [-3.6, 3.6]) {
    for (let z = 2; z < 8; z += 1.2) {
      const [bx, by] = proj(c, [x, ht + 0.15, z]);
      const sc = scaleAt(c, z);
      for (let k = 0; k < 9; k++) {
        const ox = (cv.rand() - 0.5) * sc * 0.9;
        const oy = (cv.rand() - 0.3) * sc * 0.35;
        const rr = sc * (0.06 + cv.rand() * 0.05);
        cv.ellipse(
          bx + ox,
          by + oy,
          rr,
          rr,
          k % 3 === 0 ? s.p.leaf : k % 3 === 1 ? '#d8708f' : '#e993ad',
        );
      }
    }
  }
  diningTable(cv, c, { ...s.p, accent2: p.gold }, 0.2, 2.6, 6.2);
  for (const z of [3.2, 5.6]) lantern(cv, c, 0.2, 2.2, z);
  pottedPlant(cv, c, s.p, -3.1, 1.6, 1.2);
  pottedPlant(cv, c, s.p, 3.3, 1.4, 1.1);
}

function garden(s: Scene): void {
  const { cv, p } = s;
  const c: Camera = { f: 1000, cx: W / 2, horizon: 440, eyeH: 1.6, eyeX: 0 };
  if (s.river) {
    sky(cv, p, c.horizon, W * 0.3, 280);
    clouds(cv, p, 180, 5, 140);
    hills(cv, c.horizon, 80, p.hillFar);
    hills(cv, c.horizon + 10, 40, p.hillNear);
    lawn(cv, p, c.horizon + 5, H);
    bush(cv, p, 800, c.horizon + 40, W + 200, 90, 0.3);
    palm(cv, p, 300, c.horizon + 60, 380, -0.2);
    palm(cv, p, 1350, c.horizon + 50, 420, 0.15);
    pavilion(cv, c, p, -4.5, 4.5, 18, 26);
    // Stepping stones curving towards the verandah.
    for (let i = 0; i < 12; i++) {
      const z = 2.2 + i * 1.35;
      const x = Math.sin(i * 0.45) * 1.4;
      cv.poly(floorEllipse(c, x, z, 0.42, 0.3, 0.01), lighten(p.stone, 0.2));
    }
    bush(cv, p, 180, 760, 420, 200, 0.5);
    bush(cv, p, 1450, 720, 400, 170, 0.2);
    frangipani(cv, p, 1180, 820, 520);
    for (let i = 0; i < 50; i++) {
      const left = i % 2 === 0;
      const x = left ? 40 + cv.rand() * 300 : 1290 + cv.rand() * 280;
      const y = (left ? 640 : 620) + cv.rand() * 110;
      cv.ellipse(x, y, 6, 6, ['#f0b9c2', '#f6e3b0', '#fbf7ee'][i % 3] ?? '#fff');
    }
    palm(cv, p, -40, 1120, 1000, 0.35);
  } else {
    // Lawn running down to the beach and the ocean.
    sky(cv, p, c.horizon, W * 0.7, 300);
    clouds(cv, p, 200, 5, 140);
    sea(cv, p, c.horizon, 560, W * 0.7);
    catamaran(cv, 420, 470, 60, '#f3ede2', '#fbf6ec');
    cv.rect(
      0,
      540,
      W,
      60,
      cv.vertical(
        [
          [0, p.sand],
          [1, p.sandShade],
        ],
        540,
        600,
      ),
    );
    surf(cv, 530, 548, 2);
    lawn(cv, p, 590, H);
    cv.path(
      `M0,600 ${smooth([
        [0, 600],
        [400, 585],
        [800, 596],
        [1200, 580],
        [1600, 594],
      ]).slice(1)}L1600,640L0,640Z`,
      darken(p.lawn, 0.15),
    );
    for (const [x, h, l] of [
      [260, 560, 0.25],
      [520, 470, -0.1],
      [1130, 520, 0.15],
      [1380, 600, -0.3],
    ] as const) {
      palm(cv, p, x, 610 + h * 0.05, h, l);
    }
    // A hammock between two palms.
    cv.stroke('M300,540 Q420,640 520,520', p.linen, 14);
    cv.stroke('M300,540 Q420,655 520,520', p.linenShade, 3);
    const cam: Camera = { ...c, eyeH: 1.6 };
    for (const x of [1.8, 3.0]) lounger(cv, cam, p, x, 6.5);
    umbrella(cv, cam, p, 2.8, 8.5);
    bush(cv, p, 120, 900, 420, 200, 0.4);
    frangipani(cv, p, 1420, 1000, 480);
    for (let i = 0; i < 30; i++) {
      const x = 10 + cv.rand() * 300;
      cv.ellipse(x, 790 + cv.rand() * 90, 6, 6, ['#f0b9c2', '#f6e3b0', '#fbf7ee'][i % 3] ?? '#fff');
    }
  }
}

// Aerial views: drawn from straight above.

function topPalm(cv: Canvas, p: Palette, x: number, y: number, r: number) {
  const rand = cv.rand;
  const drawLeaves = (color: string, dx: number, dy: number) => {
    let d = '';
    for (let i = 0; i < 9; i++) {
      const a = (i / 9) * Math.PI * 2 + rand() * 0.3;
      const tip: Pt = [x + dx + Math.cos(a) * r, y + dy + Math.sin(a) * r];
      const n: Pt = [-Math.sin(a) * r * 0.18, Math.cos(a) * r * 0.18];
      const m: Pt = [x + dx + Math.cos(a) * r * 0.5, y + dy + Math.sin(a) * r * 0.5];
      d += `M${r1(x + dx)},${r1(y + dy)}Q${r1(m[0] + n[0])},${r1(m[1] + n[1])} ${r1(tip[0])},${r1(tip[1])}Q${r1(m[0] - n[0])},${r1(m[1] - n[1])} ${r1(x + dx)},${r1(y + dy)}Z`;
    }
    cv.path(d, color);
  };
  // Shadow on the ground first, then the crown.
  cv.group(
    cv.capture(() => {
      drawLeaves('#0b1813', r * 0.35, r * 0.3);
    }),
    'opacity="0.55"',
  );
  drawLeaves(p.leaf, 0, 0);
  cv.ellipse(x, y, r * 0.12, r * 0.12, p.trunk);
}

function topRoof(cv: Canvas, p: Palette, x: number, y: number, w: number, h: number) {
  cv.rect(x + 18, y + 16, w, h, '#10231c', `opacity="0.35" filter="${cv.blur(8)}"`);
  const inset = Math.min(w, h) / 2;
  const r0 = p.roof;
  cv.poly(
    [
      [x, y],
      [x + w, y],
      [x + w - inset, y + inset],
      [x + inset, y + inset],
    ],
    lighten(r0, 0.12),
  );
  cv.poly(
    [
      [x, y + h],
      [x + w, y + h],
      [x + w - inset, y + h - inset],
      [x + inset, y + h - inset],
    ],
    darken(r0, 0.15),
  );
  cv.poly(
    [
      [x, y],
      [x + inset, y + inset],
      [x + inset, y + h - inset],
      [x, y + h],
    ],
    r0,
  );
  cv.poly(
    [
      [x + w, y],
      [x + w - inset, y + inset],
      [x + w - inset, y + h - inset],
      [x + w, y + h],
    ],
    darken(r0, 0.05),
  );
  cv.line(
    [x + inset, y + inset],
    [x + w - inset, y + h - inset],
    darken(r0, 0.3),
    2,
    'opacity="0.6"',
  );
}

function aerial(s: Scene): void {
  const { cv, p } = s;
  const rand = cv.rand;
  // Canopy texture everywhere first.
  cv.rect(0, 0, W, H, p.leafDark);
  for (let i = 0; i < 260; i++) {
    const x = rand() * W;
    const y = rand() * H;
    const r = 25 + rand() * 45;
    cv.ellipse(x, y, r, r, mix(p.leafDark, p.leafLight, rand() * 0.6));
  }
  if (s.river) {
    const river = smooth([
      [-100, 150],
      [400, 260],
      [760, 180],
      [1100, 330],
      [1700, 280],
    ]);
    cv.stroke(river, darken(p.waterDeep, 0.1), 300);
    cv.stroke(river, p.water, 260);
    cv.stroke(river, lighten(p.water, 0.25), 60, 'opacity="0.25"');
    // Clearing with the villa.
    cv.path(
      smooth(
        [
          [300, 470],
          [800, 390],
          [1350, 470],
          [1420, 900],
          [800, 1000],
          [260, 920],
        ],
        true,
      ),
      p.lawn,
    );
    cv.path(
      smooth(
        [
          [300, 470],
          [800, 390],
          [1350, 470],
          [1420, 900],
          [800, 1000],
          [260, 920],
        ],
        true,
      ),
      'none',
      `stroke="${darken(p.lawn, 0.2)}" stroke-width="6" opacity="0.5"`,
    );
    cv.rect(560, 360, 60, 150, p.wood);
    oruwa(cv, p, 700, 330, 160);
    cv.rect(480, 480, 700, 140, p.wood);
    cv.rect(560, 500, 380, 100, lighten(p.stone, 0.5));
    cv.rect(
      570,
      510,
      360,
      80,
      cv.linear(
        [
          [0, p.pool],
          [1, p.poolDeep],
        ],
        570,
        0,
        930,
        0,
      ),
    );
    for (const x of [980, 1040, 1100]) cv.rect(x, 520, 36, 70, p.linen, 'rx="6"');
    topRoof(cv, p, 440, 660, 520, 220);
    topRoof(cv, p, 1020, 640, 240, 260);
    cv.path(
      smooth([
        [700, 880],
        [760, 960],
        [820, 1080],
      ]),
      'none',
      `stroke="${p.stone}" stroke-width="26"`,
    );
    for (const [x, y, r] of [
      [380, 560, 70],
      [1300, 560, 80],
      [340, 820, 65],
      [1380, 860, 75],
      [1000, 940, 60],
    ] as const) {
      topPalm(cv, p, x, y, r);
    }
  } else {
    // Ocean at the top, then surf, beach, lawn and villa.
    cv.rect(
      0,
      0,
      W,
      380,
      cv.vertical(
        [
          [0, p.waterDeep],
          [0.7, p.water],
          [1, lighten(p.pool, 0.2)],
        ],
        0,
        380,
      ),
    );
    for (let i = 0; i < 5; i++) {
      const y = 120 + i * 55;
      const wave: Pt[] = [];
      for (let x = -40; x <= W + 40; x += 100) wave.push([x, y + Math.sin(x / 170 + i) * 12]);
      cv.stroke(smooth(wave), '#ffffff', 3 + i, `opacity="${r1(0.2 + i * 0.12)}"`);
    }
    const shore = smooth([
      [-20, 370],
      [400, 390],
      [800, 370],
      [1200, 395],
      [1620, 380],
    ]);
    cv.path(
      `${shore}L1620,560L-20,560Z`,
      cv.vertical(
        [
          [0, p.sand],
          [1, p.sandShade],
        ],
        370,
        560,
      ),
    );
    cv.stroke(shore, '#ffffff', 10, 'opacity="0.85"');
    cv.rect(300, 520, 1000, 430, p.lawn);
    cv.rect(
      300,
      520,
      1000,
      430,
      'none',
      `stroke="${darken(p.lawn, 0.25)}" stroke-width="6" opacity="0.5"`,
    );
    cv.rect(560, 580, 480, 140, lighten(p.stone, 0.5));
    cv.rect(
      575,
      595,
      450,
      110,
      cv.linear(
        [
          [0, p.pool],
          [1, p.poolDeep],
        ],
        575,
        0,
        1025,
        0,
      ),
    );
    for (const x of [620, 690, 760]) cv.rect(x, 530, 40, 40, p.linen, 'rx="6"');
    topRoof(cv, p, 420, 740, 300, 190);
    topRoof(cv, p, 880, 740, 300, 190);
    topRoof(cv, p, 700, 800, 200, 150);
    for (let i = 0; i < 8; i++)
      topPalm(cv, p, 120 + i * 200 + rand() * 40, 470 + rand() * 40, 60 + rand() * 20);
    cv.rect(0, 980, W, 90, '#b9ad98');
  }
}

// ---------------------------------------------------------------------------------------------
// Which drawing goes with which image name
// ---------------------------------------------------------------------------------------------

const SCENES: Record<string, (s: Scene) => void> = {
  'pool-river': poolScene,
  'beachfront-pool': poolScene,
  'river-view': riverView,
  'beach-sunset': beachSunset,
  'weligama-bay': weligamaBay,
  'living-pavilion': (s) => {
    livingRoom(s, true);
  },
  'living-room': (s) => {
    livingRoom(s, false);
  },
  'master-bedroom': (s) => {
    bedroom(s, 'canopy');
  },
  'master-suite': (s) => {
    bedroom(s, 'seaview');
  },
  'twin-bedroom': (s) => {
    bedroom(s, 'twin');
  },
  'garden-bedroom': (s) => {
    bedroom(s, 'garden');
  },
  bathroom,
  'dining-terrace': diningTerrace,
  garden,
  'garden-lawn': garden,
  aerial,
};

const PALETTES: Record<string, Palette> = {
  'villa-river-breeze': RIVER,
  'villa-ahangama': OCEAN,
};

// ---------------------------------------------------------------------------------------------
// Avatars and placeholder
// ---------------------------------------------------------------------------------------------

const AVATAR_TONES: [string, string][] = [
  ['#e9c7b8', '#b9837a'],
  ['#cfe0d4', '#6f9c86'],
  ['#f3dcaa', '#c99a4e'],
  ['#c7dbe6', '#3f7ea3'],
  ['#ead0d6', '#a0707f'],
];

function avatarSvg(name: string, index: number, withText: boolean): string {
  const cv = new Canvas(AVATAR, AVATAR, rng(name));
  const [light, deep] = AVATAR_TONES[index % AVATAR_TONES.length] ?? ['#e5d6b8', '#b98f63'];
  cv.rect(0, 0, AVATAR, AVATAR, '#faf6ee');
  cv.ellipse(
    128,
    128,
    124,
    124,
    cv.linear(
      [
        [0, light],
        [1, deep],
      ],
      40,
      10,
      216,
      246,
    ),
  );
  cv.ellipse(90, 70, 90, 70, '#ffffff', `opacity="0.18" filter="${cv.blur(14)}"`);
  if (withText) {
    const initials = name
      .split(/\s+/)
      .filter((w) => /^\p{L}/u.test(w))
      .map((w) => w[0])
      .slice(0, 2)
      .join('')
      .toUpperCase();
    cv.add(
      `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Serif" font-size="84" letter-spacing="2" fill="#fffaf0" opacity="0.95">${initials}</text>`,
    );
  } else {
    // Abstract head and shoulders.
    cv.ellipse(128, 104, 44, 48, '#fffaf0', 'opacity="0.85"');
    cv.path('M44,236 Q60,160 128,158 Q196,160 212,236 Z', '#fffaf0', 'opacity="0.85"');
  }
  return cv.svg();
}

function placeholderSvg(): string {
  const cv = new Canvas(W, H, rng('placeholder'));
  cv.rect(
    0,
    0,
    W,
    H,
    cv.linear(
      [
        [0, '#f4ead6'],
        [1, '#e2cfa9'],
      ],
      0,
      0,
      W,
      H,
    ),
  );
  cv.ellipse(
    800,
    420,
    700,
    400,
    cv.radial(
      [
        [0, '#fffaf0', 0.7],
        [1, '#fffaf0', 0],
      ],
      800,
      420,
      700,
    ),
  );
  const line = `stroke="#b89c6e" stroke-width="10" fill="none" stroke-linejoin="round" stroke-linecap="round"`;
  // Roof, walls, doors and a palm, as a single-weight outline.
  cv.add(`<path d="M470,520 L800,330 L1130,520 Z" ${line}/>`);
  cv.add(`<path d="M530,520 V760 H1070 V520" ${line}/>`);
  cv.add(
    `<path d="M740,760 V610 H860 V760 M600,600 H680 V670 H600 Z M920,600 H1000 V670 H920 Z" ${line}/>`,
  );
  cv.add(`<path d="M440,780 H1160" ${line}/>`);
  cv.add(`<path d="M1240,780 Q1250,600 1290,470" ${line}/>`);
  cv.add(
    `<path d="M1290,470 Q1230,440 1180,480 M1290,470 Q1340,430 1400,470 M1290,470 Q1270,410 1220,400 M1290,470 Q1330,400 1380,400" ${line}/>`,
  );
  return cv.svg();
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

async function render(svg: string, file: string, width: number, height: number): Promise<number> {
  mkdirSync(path.dirname(file), { recursive: true });
  let quality = 78;
  for (;;) {
    const buf = await sharp(Buffer.from(svg))
      .resize(width, height)
      .flatten({ background: '#faf6ee' })
      .jpeg({ quality, progressive: true, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (buf.length <= MAX_BYTES || quality <= 50) {
      writeFileSync(file, buf);
      return buf.length;
    }
    quality -= 6;
  }
}

const publicPath = (url: string): string => path.join(PUBLIC, ...url.split('/').filter(Boolean));

/** Whether fontconfig (which sharp uses to render SVG text) knows a font family. */
function hasFont(family: string): boolean {
  try {
    const families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
    return families.toLowerCase().includes(family.toLowerCase());
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  let total = 0;
  let count = 0;
  const only = process.argv[2];
  for (const villa of seedVillas) {
    const palette = PALETTES[villa.slug];
    if (!palette) throw new Error(`no palette for villa '${villa.slug}'`);
    for (const { src: url } of villa.photos) {
      const name = path.basename(url, '.jpg');
      if (only && !url.includes(only)) continue;
      const draw = SCENES[name];
      if (!draw) throw new Error(`no drawing for image '${url}'`);
      const cv = new Canvas(W, H, rng(url));
      draw({ cv, p: palette, river: villa.slug === 'villa-river-breeze' });
      const bytes = await render(cv.svg(), publicPath(url), W, H);
      total += bytes;
      count++;
      console.log(`${url}  ${(bytes / 1024).toFixed(0)} KB`);
    }
  }
  const text = hasFont('DejaVu Serif');
  const avatars = [
    ...new Set(seedTestimonials.map((t) => t.avatar).filter((a): a is string => a !== null)),
  ];
  for (const [i, url] of avatars.entries()) {
    const person = seedTestimonials.find((t) => t.avatar === url)?.name ?? url;
    const bytes = await render(avatarSvg(person, i, text), publicPath(url), AVATAR, AVATAR);
    total += bytes;
    count++;
    console.log(`${url}  ${(bytes / 1024).toFixed(0)} KB`);
  }
  const placeholder = '/images/placeholder-villa.jpg';
  const bytes = await render(placeholderSvg(), publicPath(placeholder), W, H);
  total += bytes;
  count++;
  console.log(`${placeholder}  ${(bytes / 1024).toFixed(0)} KB`);
  console.log(`${count} images, ${(total / 1024).toFixed(0)} KB in total`);
}

await main();

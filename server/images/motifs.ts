/**
 * The six motifs of the generated cover art, drawn as SVG fragments (shapes only, never text: no fonts are
 * guaranteed where sharp rasterises). Every motif works in "canvas units" where the short side of the picture is
 * 100, so one picture looks the same at every width of a crop, and counts (bars, tiles, discs) follow the aspect
 * ratio so wide and tall crops are filled rather than stretched.
 */
import { mix } from './color';
import type { Random } from '../util/random';

export interface Canvas {
  /** Width and height in canvas units; the shorter one is 100. */
  w: number;
  h: number;
  bg: string;
  shape: string;
  accent: string;
  rnd: Random;
  /** Gradients and clip paths the fragment needs; collected into one <defs>. */
  defs: string[];
}

/** Rounds to 0.1 unit: crisp enough at 2400 px, and keeps the markup small. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

function verticalGradient(c: Canvas, id: string, top: string, bottom: string, y1: number, y2: number) {
  c.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${n(y1)}" x2="0" y2="${n(y2)}">` +
      `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
  );
}

/** Layered sine paths, back to front, each a little brighter and lower. */
export function waves(c: Canvas): string {
  const layers = c.rnd.int(3, 5);
  const out: string[] = [];
  for (let i = 0; i < layers; i++) {
    const base = c.h * (0.34 + (0.5 * i) / layers);
    const amp = c.rnd.range(4, 10);
    const length = c.rnd.range(45, 95);
    const phase = c.rnd.range(0, Math.PI * 2);
    const ripple = c.rnd.range(0.8, 2.5);
    const points: string[] = [];
    for (let x = 0; x <= c.w + 2; x += 2) {
      const y =
        base + amp * Math.sin((x / length) * Math.PI * 2 + phase) + ripple * Math.sin((x / 13) * Math.PI + i);
      points.push(`${n(x)} ${n(y)}`);
    }
    const t = layers === 1 ? 0 : i / (layers - 1);
    const fill = mix(c.shape, c.accent, t);
    out.push(
      `<path d="M0 ${n(c.h)}L${points.join('L')}L${n(c.w + 2)} ${n(c.h)}Z" fill="${fill}" fill-opacity="${n(0.5 + 0.12 * i)}"/>`,
    );
    if (i === layers - 1) {
      out.push(
        `<path d="M${points.join('L')}" fill="none" stroke="${c.accent}" stroke-width="0.8" stroke-opacity="0.8"/>`,
      );
    }
  }
  return out.join('');
}

/** Overlapping discs, one large anchor disc plus smaller ones spread over the whole canvas. */
export function circles(c: Canvas): string {
  const count = Math.min(14, Math.round((5 * c.w * c.h) / 10000) + c.rnd.int(0, 2));
  const colors = [c.shape, c.accent, mix(c.shape, c.accent, 0.5)];
  const out: string[] = [];
  const anchorX = c.w * c.rnd.range(0.3, 0.7);
  const anchorY = c.h * c.rnd.range(0.35, 0.65);
  out.push(
    `<circle cx="${n(anchorX)}" cy="${n(anchorY)}" r="${n(c.rnd.range(30, 42))}" fill="${c.shape}" fill-opacity="0.85"/>`,
  );
  for (let i = 0; i < count; i++) {
    const r = c.rnd.range(8, 28);
    const color = colors[i % colors.length] ?? c.accent;
    const cx = n(c.rnd.range(-5, c.w + 5));
    const cy = n(c.rnd.range(-5, c.h + 5));
    if (c.rnd.next() < 0.25) {
      out.push(
        `<circle cx="${cx}" cy="${cy}" r="${n(r)}" fill="none" stroke="${color}" stroke-width="${n(r * 0.18)}" stroke-opacity="0.8"/>`,
      );
    } else {
      out.push(
        `<circle cx="${cx}" cy="${cy}" r="${n(r)}" fill="${color}" fill-opacity="${n(c.rnd.range(0.45, 0.85))}"/>`,
      );
    }
  }
  return out.join('');
}

/** Equaliser bars on a baseline, with peak caps and a faint reflection. */
export function bars(c: Canvas): string {
  const pitch = c.rnd.range(6, 10);
  const count = Math.max(5, Math.floor((c.w - 10) / pitch));
  const barWidth = pitch * 0.62;
  const left = (c.w - (count - 1) * pitch - barWidth) / 2;
  const baseline = c.h * 0.8;
  const maxHeight = c.h * 0.6;
  const phase = c.rnd.range(0, Math.PI * 2);
  const swing = c.rnd.range(1.5, 3.5);
  verticalGradient(c, 'bar', c.accent, c.shape, baseline - maxHeight, baseline);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const envelope = 0.5 + 0.5 * Math.sin((i / count) * Math.PI * swing + phase);
    const level = Math.min(1, 0.12 + 0.6 * envelope + c.rnd.range(0, 0.3));
    const height = maxHeight * level;
    const x = left + i * pitch;
    out.push(
      `<rect x="${n(x)}" y="${n(baseline - height)}" width="${n(barWidth)}" height="${n(height)}" rx="${n(barWidth / 3)}" fill="url(#bar)"/>`,
      `<rect x="${n(x)}" y="${n(baseline - height - barWidth * 1.2)}" width="${n(barWidth)}" height="${n(barWidth * 0.5)}" fill="${c.accent}"/>`,
      `<rect x="${n(x)}" y="${n(baseline + 2)}" width="${n(barWidth)}" height="${n(height * 0.25)}" rx="${n(barWidth / 3)}" fill="${c.shape}" fill-opacity="0.22"/>`,
    );
  }
  return out.join('');
}

/** Tiles of simple geometric pieces (squares, quarter discs, discs, triangles), centred on the canvas. */
export function grid(c: Canvas): string {
  const perShortSide = c.rnd.int(3, 5);
  const cell = 100 / perShortSide;
  const cols = Math.ceil(c.w / cell);
  const rows = Math.ceil(c.h / cell);
  const ox = (c.w - cols * cell) / 2;
  const oy = (c.h - rows * cell) / 2;
  const gap = cell * 0.07;
  const size = cell - gap * 2;
  const colors = [c.shape, c.accent, mix(c.bg, c.shape, 0.55), mix(c.shape, c.accent, 0.5)];
  const out: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = ox + col * cell + gap;
      const y = oy + row * cell + gap;
      const color = c.rnd.pick(colors);
      const kind = c.rnd.int(0, 4);
      if (kind === 0) {
        out.push(
          `<rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.12)}" fill="${color}"/>`,
        );
      } else if (kind === 1) {
        // A quarter disc anchored in one corner of the tile.
        const corner = c.rnd.int(0, 3);
        const cx = corner % 2 === 0 ? x : x + size;
        const cy = corner < 2 ? y : y + size;
        const sx = corner % 2 === 0 ? 1 : -1;
        const sy = corner < 2 ? 1 : -1;
        const sweep = sx * sy > 0 ? 1 : 0;
        out.push(
          `<path d="M${n(cx)} ${n(cy)}L${n(cx + sx * size)} ${n(cy)}A${n(size)} ${n(size)} 0 0 ${sweep} ${n(cx)} ${n(cy + sy * size)}Z" fill="${color}"/>`,
        );
      } else if (kind === 2) {
        out.push(
          `<circle cx="${n(x + size / 2)}" cy="${n(y + size / 2)}" r="${n(size / 2)}" fill="${color}"/>`,
        );
      } else if (kind === 3) {
        const flip = c.rnd.next() < 0.5;
        const points = flip
          ? `${n(x)},${n(y)} ${n(x + size)},${n(y)} ${n(x)},${n(y + size)}`
          : `${n(x + size)},${n(y)} ${n(x + size)},${n(y + size)} ${n(x)},${n(y + size)}`;
        out.push(`<polygon points="${points}" fill="${color}"/>`);
      } else {
        out.push(
          `<circle cx="${n(x + size / 2)}" cy="${n(y + size / 2)}" r="${n(size * 0.3)}" fill="none" stroke="${color}" stroke-width="${n(size * 0.1)}"/>`,
        );
      }
    }
  }
  return out.join('');
}

/** A striped sun setting over a horizon with two hill lines and a reflection on the ground. */
export function sun(c: Canvas): string {
  const horizon = c.h * c.rnd.range(0.6, 0.7);
  const r = c.rnd.range(24, 32);
  const cx = c.w * c.rnd.range(0.35, 0.65);
  const cy = horizon - r * c.rnd.range(0.15, 0.5);
  verticalGradient(c, 'sunfill', c.accent, c.shape, cy - r, cy + r);
  verticalGradient(c, 'ground', mix(c.bg, c.shape, 0.35), c.bg, horizon, c.h);
  // The sun's lower half is cut into thinning stripes: a clip of the top half plus bands below it.
  const bands: string[] = [`<rect x="0" y="0" width="${n(c.w)}" height="${n(cy)}"/>`];
  let y = cy;
  for (let i = 0; i < 6; i++) {
    const gap = 0.8 + i * 0.7;
    const band = Math.max(1, 5 - i * 0.7);
    bands.push(`<rect x="0" y="${n(y + gap)}" width="${n(c.w)}" height="${n(band)}"/>`);
    y += gap + band;
  }
  c.defs.push(`<clipPath id="sunclip">${bands.join('')}</clipPath>`);
  const hill = (lift: number, amp: number, length: number, phase: number, color: string) => {
    const points: string[] = [];
    for (let x = 0; x <= c.w + 4; x += 4) {
      points.push(`${n(x)} ${n(horizon - lift - amp * Math.abs(Math.sin(x / length + phase)))}`);
    }
    return `<path d="M0 ${n(horizon + 1)}L${points.join('L')}L${n(c.w + 4)} ${n(horizon + 1)}Z" fill="${color}"/>`;
  };
  const reflections: string[] = [];
  for (let i = 0; i < 4; i++) {
    const half = r * (0.9 - i * 0.18);
    reflections.push(
      `<rect x="${n(cx - half)}" y="${n(horizon + 3 + i * 4)}" width="${n(half * 2)}" height="1.2" rx="0.6" fill="${c.accent}" fill-opacity="${n(0.5 - i * 0.1)}"/>`,
    );
  }
  return [
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.6)}" fill="${c.accent}" fill-opacity="0.12"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#sunfill)" clip-path="url(#sunclip)"/>`,
    hill(0, c.rnd.range(4, 9), c.rnd.range(10, 20), c.rnd.range(0, 3), mix(c.bg, c.shape, 0.45)),
    hill(-2, c.rnd.range(2, 5), c.rnd.range(6, 12), c.rnd.range(0, 3), mix(c.bg, c.shape, 0.25)),
    `<rect x="0" y="${n(horizon)}" width="${n(c.w)}" height="${n(c.h - horizon)}" fill="url(#ground)"/>`,
    ...reflections,
  ].join('');
}

/** Concentric rings around an off-centre point, some broken into dashes like a record or a radar. */
export function rings(c: Canvas): string {
  const cx = c.w * c.rnd.range(0.3, 0.7);
  const cy = c.h * c.rnd.range(0.3, 0.7);
  const reach = Math.hypot(Math.max(cx, c.w - cx), Math.max(cy, c.h - cy));
  const spacing = c.rnd.range(6, 11);
  const stroke = spacing * c.rnd.range(0.3, 0.55);
  const out: string[] = [`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(spacing * 0.9)}" fill="${c.accent}"/>`];
  for (let i = 1, r = spacing * 1.8; r < reach + stroke && i < 60; i++, r += spacing) {
    const color = i % 3 === 0 ? c.accent : c.shape;
    const opacity = Math.max(0.15, 0.95 - (r / reach) * 0.7);
    let dash = '';
    if (c.rnd.next() < 0.35) {
      const circumference = 2 * Math.PI * r;
      const pieces = c.rnd.int(2, 6);
      const on = (circumference / pieces) * c.rnd.range(0.4, 0.85);
      dash = ` stroke-dasharray="${n(on)} ${n(circumference / pieces - on)}" transform="rotate(${n(c.rnd.range(0, 360))} ${n(cx)} ${n(cy)})"`;
    }
    out.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${color}" stroke-width="${n(stroke)}" stroke-opacity="${n(opacity)}"${dash}/>`,
    );
  }
  return out.join('');
}

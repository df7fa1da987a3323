/** Linear scales and round tick values for the small SVG charts. Framework-free and pure. */

export interface LinearScale {
  (value: number): number;
  domain: [number, number];
  ticks: number[];
}

/** Round tick values (1, 2, 2.5 or 5 × 10^k apart) covering [min, max], about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) return [min];
  const raw = (max - min) / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw)!;
  const ticks: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max + step * 1e-9; value += step) ticks.push(Number(value.toPrecision(12)));
  return ticks;
}

/** Maps [d0, d1] onto [r0, r1], padding the domain so points never sit on the frame. */
export function linearScale(values: number[], range: [number, number], padding = 0.06): LinearScale {
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (lo === hi) {
    lo -= Math.abs(lo) * 0.1 || 1;
    hi += Math.abs(hi) * 0.1 || 1;
  }
  const pad = (hi - lo) * padding;
  const domain: [number, number] = [lo - pad, hi + pad];
  const scale = ((value: number) => range[0] + ((value - domain[0]) / (domain[1] - domain[0])) * (range[1] - range[0])) as LinearScale;
  scale.domain = domain;
  scale.ticks = niceTicks(domain[0], domain[1]);
  return scale;
}

/** Each series divided by its first value, × 100. */
export function normalise(series: number[]): number[] {
  const first = series[0];
  return first ? series.map((value) => (value / first) * 100) : series;
}

export const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)}%`;

// Operation parameters: defaults, and the repair of anything outside the catalogue's ranges.
import { operationSpec, type ParamSpec } from './catalogue';
import { normaliseCurve } from './curves';
import type { OperationParams, ParamValue } from './types';

const HEX_COLOR = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i;

/** '#rgb', '#rrggbb' or '#rrggbbaa' → '#rrggbbaa' in lower case; null when it is not a colour. */
export function normaliseColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let text = value.trim();
  if (/^#[0-9a-f]{3}$/i.test(text)) text = `#${[...text.slice(1)].map((ch) => ch + ch).join('')}`;
  const match = HEX_COLOR.exec(text);
  if (!match) return null;
  return `#${(match[1] ?? '').toLowerCase()}${(match[2] ?? 'ff').toLowerCase()}`;
}

/** A normalised colour as 0..1 channels. */
export function colorToRgba(color: string): [number, number, number, number] {
  const hex = normaliseColor(color) ?? '#000000ff';
  const channel = (i: number): number => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
  return [channel(0), channel(1), channel(2), channel(3)];
}

function repairValue(spec: ParamSpec, value: unknown): { value: ParamValue; repaired: boolean } {
  switch (spec.kind) {
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) return { value: spec.default, repaired: value !== undefined };
      const stepped = spec.step >= 1 ? Math.round(n) : n;
      const clamped = Math.min(spec.max, Math.max(spec.min, stepped));
      return { value: clamped, repaired: clamped !== n };
    }
    case 'boolean':
      if (typeof value === 'boolean') return { value, repaired: false };
      return { value: spec.default, repaired: value !== undefined };
    case 'choice':
      if (typeof value === 'string' && spec.values.includes(value)) return { value, repaired: false };
      return { value: spec.default, repaired: value !== undefined };
    case 'color': {
      const color = normaliseColor(value);
      return color ? { value: color, repaired: false } : { value: spec.default, repaired: value !== undefined };
    }
    case 'curve': {
      const curve = normaliseCurve(value);
      return curve ? { value: curve, repaired: curve !== value } : { value: spec.default, repaired: value !== undefined };
    }
  }
}

export interface NormalisedParams {
  params: OperationParams;
  /** Names of parameters that were invalid, out of range or unknown (a missing one just gets its default). */
  repaired: string[];
}

/**
 * Every parameter of the operation, in range, with defaults for the missing ones; unknown names are
 * dropped. Unknown operation types give empty params (the caller drops such operations).
 */
export function normaliseParams(type: string, raw: unknown): NormalisedParams {
  const spec = operationSpec(type);
  const source = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const repaired: string[] = [];
  const params: OperationParams = {};
  if (!spec) return { params, repaired };
  for (const [name, paramSpec] of Object.entries(spec.params)) {
    const result = repairValue(paramSpec, source[name]);
    params[name] = result.value;
    if (result.repaired) repaired.push(name);
  }
  for (const name of Object.keys(source)) if (!(name in spec.params)) repaired.push(name);
  return { params, repaired };
}

export function defaultParams(type: string): OperationParams {
  return normaliseParams(type, {}).params;
}

export function numberParam(params: OperationParams, name: string, fallback = 0): number {
  const value = params[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function booleanParam(params: OperationParams, name: string): boolean {
  return params[name] === true;
}

export function stringParam(params: OperationParams, name: string, fallback = ''): string {
  const value = params[name];
  return typeof value === 'string' ? value : fallback;
}

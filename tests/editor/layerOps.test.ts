// The edited copies of photos with their own operations (workers/editor/pipeline/layerOps.ts): reused by
// key, one kept per layer and level (a slider drag does not pile them up), and within the byte budget.
import { describe, expect, it } from 'vitest';
import { EditedSources, hasOwnOperations, ownOperationsGroup, ownOperationsKey, ownOperationsScale } from '../../workers/editor/pipeline/layerOps';
import type { ImageLayer, Operation } from '../../src/lib/shared/editor/types';

const raster = (width: number, height: number) => ({ width, height });

describe('edited copies', () => {
  it('a new copy of the same layer and level frees the one before; others are kept', () => {
    const freed: string[] = [];
    const cache = new EditedSources<{ width: number; height: number; name?: string }>(1e9, (v) => freed.push(v.name ?? ''));
    cache.set('k1', { ...raster(10, 10), name: 'a1' }, ownOperationsGroup('a', 2));
    cache.set('k2', { ...raster(10, 10), name: 'b1' }, ownOperationsGroup('b', 2));
    cache.set('k3', { ...raster(10, 10), name: 'a2' }, ownOperationsGroup('a', 2));
    expect(freed).toEqual(['a1']);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k2')?.name).toBe('b1');
    expect(cache.get('k3')?.name).toBe('a2');
    cache.set('k4', { ...raster(10, 10), name: 'a-level1' }, ownOperationsGroup('a', 1));
    expect(cache.size).toBe(3);
  });

  it('the least recently used go first past the budget', () => {
    const freed: number[] = [];
    const cache = new EditedSources<{ width: number; height: number }>(3 * 100 * 4, (v) => freed.push(v.width));
    cache.set('a', raster(100, 1), 'ga');
    cache.set('b', raster(101, 1), 'gb');
    cache.set('c', raster(99, 1), 'gc');
    cache.get('a');
    cache.set('d', raster(100, 1), 'gd');
    expect(freed).toEqual([101]);
    expect(cache.get('a')).toBeDefined();
  });

  it('keys change with the operations and the level; disabled operations do not count', () => {
    const ops: Operation[] = [{ id: 'o', type: 'brightness', params: { amount: 10 }, enabled: true }];
    expect(ownOperationsKey('img', 1, 0, ops)).not.toBe(ownOperationsKey('img', 1, 1, ops));
    expect(ownOperationsKey('img', 1, 0, ops)).not.toBe(ownOperationsKey('img', 1, 0, [{ ...ops[0]!, params: { amount: 11 } }]));
    const layer = { kind: 'image', width: 800, operations: ops.map((op) => ({ ...op, enabled: false })) } as unknown as ImageLayer;
    expect(hasOwnOperations(layer)).toBe(false);
    expect(hasOwnOperations({ ...layer, operations: ops })).toBe(true);
    expect(ownOperationsScale(layer, { width: 200, height: 150 })).toBe(0.25);
  });
});

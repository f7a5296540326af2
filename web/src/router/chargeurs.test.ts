import { describe, expect, it } from 'vitest';
import { PAGES_PREVUES } from '../lib/navigation/index.ts';
import { CHARGEURS } from './chargeurs.ts';

describe('the page loaders beside the router', () => {
  it('every page of the route table has its loader, and every loader its page', () => {
    expect(Object.keys(CHARGEURS).sort()).toEqual(PAGES_PREVUES.map((p) => p.id).sort());
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '@registre/shared/routes/route';
import { creerAiguillage } from './aiguillage.ts';

const r = (method: 'GET' | 'POST', path: string) =>
  route({ id: path, area: 'comptes', method, path, acces: 'public', resume: '', params: z.object({}).passthrough() });

describe('aiguillage des routes', () => {
  const aiguiller = creerAiguillage([
    r('POST', '/api/teledeclarant/{type}'),
    r('POST', '/api/teledeclarant/activate'),
    r('GET', '/api/mandats/copro/{id}/{authority}'),
    r('GET', '/api/mandats/copro/renouv/{id}'),
  ]);
  it('préfère le segment littéral au paramètre', () => {
    expect(aiguiller('POST', '/api/teledeclarant/activate')).toMatchObject({ route: { path: '/api/teledeclarant/activate' } });
    expect(aiguiller('POST', '/api/teledeclarant/PRO')).toMatchObject({ params: { type: 'PRO' } });
    expect(aiguiller('GET', '/api/mandats/copro/renouv/12')).toMatchObject({ params: { id: '12' } });
    expect(aiguiller('GET', '/api/mandats/copro/12/VISUALISER_COPRO')).toMatchObject({
      params: { id: '12', authority: 'VISUALISER_COPRO' },
    });
  });
  it('distingue une méthode non permise d’une route inconnue', () => {
    expect(aiguiller('GET', '/api/teledeclarant/activate')).toBe('methode');
    expect(aiguiller('GET', '/api/inconnue')).toBeNull();
  });
  it('décode les paramètres', () => {
    expect(aiguiller('POST', '/api/teledeclarant/a%20b')).toMatchObject({ params: { type: 'a b' } });
  });
});

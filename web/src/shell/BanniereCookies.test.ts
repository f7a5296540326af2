import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENTEMENT } from './BanniereCookies.tsx';

describe('bandeau cookies', () => {
  it('le script lu avant le premier affichage cherche le cookie que le bandeau dépose (issue 24)', () => {
    const script = readFileSync(new URL('../../public/consentement.js', import.meta.url), 'utf8');
    expect(script).toContain(`'${COOKIE_CONSENTEMENT}='`);
  });
});

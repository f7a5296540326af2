/** Supporting documents in tests: a valid PDF uploaded by presigned POST, then checked by the server. */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { appeler, cloud } from './api.ts';

const valide = readFileSync(new URL('../fixtures/fichiers/valide.pdf', import.meta.url));

/** A document uploaded with `jeton`'s session and checked: its idDocument. */
export async function documentVerifie(jeton: string, nomFichier = 'acte.pdf'): Promise<string> {
  const f = await appeler('POST', '/api/documents/televersement', { jeton, json: { nomFichier, taille: valide.length } });
  expect(f.status).toBe(200);
  const form = new FormData();
  for (const [k, v] of Object.entries(f.corps.champs as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(valide)], { type: 'application/pdf' }), nomFichier);
  expect((await fetch(f.corps.url, { method: 'POST', body: form, headers: { origin: cloud().url } })).status).toBeLessThan(300);
  const v = await appeler('POST', '/api/documents/verifier', { jeton, json: { cle: f.corps.cle } });
  expect(v.status).toBe(200);
  return v.corps.idDocument;
}

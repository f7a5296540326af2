/** The mail outbox of local mode, readable at /_local/courriels: every mail the register "sent". */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const echapper = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function lireCourriels(dossier: string): { de: string; a: string; sujet: string; texte: string; date: string }[] {
  if (!existsSync(dossier)) return [];
  return readdirSync(dossier)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse()
    .map((f) => JSON.parse(readFileSync(join(dossier, f), 'utf8')));
}

export function pageCourriels(dossier: string): string {
  const courriels = lireCourriels(dossier);
  const lignes = courriels
    .map(
      (c) =>
        `<article><h2>${echapper(c.sujet)}</h2><p><strong>À :</strong> ${echapper(c.a)} — <strong>le</strong> ${echapper(new Date(c.date).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' }))}</p><pre>${echapper(c.texte)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Courriels envoyés (mode local) - Registre national des copropriétés</title>
<style>body{font-family:Marianne,Arial,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style></head>
<body><main><h1>Courriels envoyés (mode local)</h1><p>${courriels.length} courriel(s). En production, ces messages partent par Amazon SES.</p>${lignes || '<p>Aucun courriel pour le moment.</p>'}</main></body></html>`;
}

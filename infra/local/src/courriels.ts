/**
 * The mail outbox of local mode, readable at /_local/courriels: every mail the register "sent", and every postal
 * letter it "posted" (issue 3: the activation code), with a link to the letter's PDF.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { echapperHtml } from '@registre/shared/securite/html';

export interface CourrielLocal {
  de: string;
  a: string;
  sujet: string;
  texte: string;
  date: string;
}
export interface CourrierLocal {
  destinataire: string[];
  objet: string;
  texte: string;
  /** file name of the PDF, served at /_local/courriers/<pdf> */
  pdf: string;
  date: string;
}

const lireJson = <T>(dossier: string): T[] =>
  !existsSync(dossier)
    ? []
    : readdirSync(dossier)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse()
        .map((f) => JSON.parse(readFileSync(join(dossier, f), 'utf8')) as T);

export const lireCourriels = (dossier: string): CourrielLocal[] => lireJson<CourrielLocal>(dossier);
export const lireCourriers = (dossier: string): CourrierLocal[] => lireJson<CourrierLocal>(join(dossier, 'courriers'));

/** GET /_local/courriers/<name>.pdf */
export function envoyerPdfCourrier(res: ServerResponse, dossier: string, nom: string) {
  const fichier = join(dossier, 'courriers', basename(decodeURIComponent(nom)));
  if (!fichier.endsWith('.pdf') || !existsSync(fichier)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Courrier introuvable');
    return;
  }
  res
    .writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${basename(fichier)}"` })
    .end(readFileSync(fichier));
}

const dateFr = (iso: string) => echapperHtml(new Date(iso).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' }));

export function pageCourriels(dossier: string): string {
  const courriels = lireCourriels(dossier);
  const courriers = lireCourriers(dossier);
  const lignes = courriels
    .map(
      (c) =>
        `<article><h3>${echapperHtml(c.sujet)}</h3><p><strong>À :</strong> ${echapperHtml(c.a)} — <strong>le</strong> ${dateFr(c.date)}</p><pre>${echapperHtml(c.texte)}</pre></article>`,
    )
    .join('\n');
  const lettres = courriers
    .map(
      (c) =>
        `<article><h3>${echapperHtml(c.objet)}</h3><p><strong>Destinataire :</strong> ${c.destinataire.map(echapperHtml).join(', ')} — <strong>le</strong> ${dateFr(c.date)}</p><p><a href="/_local/courriers/${encodeURIComponent(c.pdf)}">Télécharger le courrier (PDF)</a></p><pre>${echapperHtml(c.texte)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Courriels et courriers envoyés (mode local) - Registre national des copropriétés</title>
<style>body{font-family:Marianne,Arial,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style></head>
<body><main><h1>Courriels et courriers envoyés (mode local)</h1>
<h2>Courriers postaux</h2><p>${courriers.length} courrier(s). En production, ces lettres sont imprimées et postées par un prestataire de routage dans un délai de 15 jours.</p>${lettres || '<p>Aucun courrier pour le moment.</p>'}
<h2>Courriels</h2><p>${courriels.length} courriel(s). En production, ces messages partent par Amazon SES.</p>${lignes || '<p>Aucun courriel pour le moment.</p>'}</main></body></html>`;
}

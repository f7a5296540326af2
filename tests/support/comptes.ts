/**
 * Helpers of the accounts tests (issue 3): the local outbox (mails and postal letters), the text of a letter's
 * PDF, and a declarant taken through the whole sign-up as a syndic would (form, mail, password, letter, code).
 */
import { appeler, captchaResolu, cloud } from './api.ts';
import { texteDuPdf } from './pdf.ts';

export interface CourrielLu {
  a: string;
  sujet: string;
  texte: string;
  date: string;
}
export interface CourrierLu {
  destinataire: string[];
  objet: string;
  texte: string;
  pdf: string;
  date: string;
}

export async function boite(): Promise<{ courriels: CourrielLu[]; courriers: CourrierLu[] }> {
  return (await appeler('GET', '/_local/courriels.json')).corps;
}

/** The newest mail to `a` (whose subject matches), waiting a little for it. */
export async function courrielPour(a: string, sujet: RegExp = /./, apres = 0): Promise<CourrielLu> {
  for (let i = 0; i < 50; i++) {
    const c = (await boite()).courriels.filter(
      (m) => m.a === a.toLowerCase() && sujet.test(m.sujet) && Date.parse(m.date) >= apres,
    );
    if (c.length) return c[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`aucun courriel « ${sujet} » pour ${a}`);
}
export const courrielsPour = async (a: string, sujet: RegExp = /./) =>
  (await boite()).courriels.filter((m) => m.a === a.toLowerCase() && sujet.test(m.sujet));

/** The `key` of the link in a mail. */
export function cleDuLien(texte: string): string {
  const m = /https?:\/\/\S+[?&]key=([A-Za-z0-9_%-]+)/.exec(texte);
  if (!m) throw new Error('aucun lien avec une clé dans le courriel');
  return decodeURIComponent(m[1]);
}

/**
 * The activation letter of a declarant (the newest one not in `deja`), once its PDF is written and readable: within
 * 30 s (the letter is made by a workflow; on a loaded CI machine it took more than the 5 s once allowed).
 */
export async function courrierPour(
  idTeledeclarant: number,
  deja: string[] = [],
): Promise<CourrierLu & { texteDuPdf: string; code: string }> {
  for (const fin = Date.now() + 30_000; Date.now() < fin;) {
    const c = (await boite()).courriers.find(
      (l) => l.pdf.includes(`code-activation-${idTeledeclarant}-`) && !deja.includes(l.pdf),
    );
    if (c) {
      const r = await fetch(`${cloud().url}/_local/courriers/${encodeURIComponent(c.pdf)}`);
      if (r.ok) {
        const texte = texteDuPdf(Buffer.from(await r.arrayBuffer()));
        const lignes = texte.split('\n');
        const code = lignes[lignes.findIndex((l) => /code d'activation :/i.test(l)) + 1]?.trim() ?? '';
        // the letter is listed as soon as it is stored: read it again until its code is there
        if (/^[A-Z0-9]{8}$/.test(code)) return { ...c, texteDuPdf: texte, code };
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`aucun courrier pour le télédéclarant ${idTeledeclarant}`);
}

export const MOT_DE_PASSE_NOUVEAU = 'Copropriete-2026!x';

export const formulaire = (siret: string, suffixe: string, autres: Record<string, unknown> = {}) => ({
  siret,
  email: `contact.${suffixe}@syndic-exemple.fr`,
  emailConfirmation: `contact.${suffixe}@syndic-exemple.fr`,
  civilite: 'MME',
  nom: 'Lefèvre',
  prenom: 'Hélène',
  emailGestionnaire: `admin.${suffixe}@syndic-exemple.fr`,
  telephone: '+33122334455',
  raisonSociale: `Syndic ${suffixe}`,
  domicilieFrance: true,
  declarationHonneur: true,
  ...autres,
});

export async function connecter(login: string, motDePasse: string) {
  return appeler<{ idToken: string }>('POST', '/api/authentication', {
    form: { j_username: login, j_password: motDePasse, captcha: await captchaResolu(), 'remember-me': 'false' },
  });
}

/**
 * A declarant signed up through the API. `jusqua`: 'inscrit' (ATT_CREA_COMPTE), 'motDePasse' (ATT_ACTIVATION,
 * signed in) or 'actif' (the posted code entered).
 */
export async function nouveauTeledeclarant(
  siret: string,
  suffixe: string,
  jusqua: 'inscrit' | 'motDePasse' | 'actif' = 'actif',
  type = 'PRO',
) {
  const f = formulaire(siret, suffixe);
  const r = await appeler<{ idTeledeclarant: number }>('POST', `/api/teledeclarant/${type}`, {
    json: { ...f, captcha: await captchaResolu() },
  });
  if (r.status !== 200) throw new Error(`inscription refusée : ${r.status} ${JSON.stringify(r.corps)}`);
  const idTeledeclarant = r.corps.idTeledeclarant;
  const login = f.emailGestionnaire.toLowerCase();
  const resultat = { idTeledeclarant, login, motDePasse: MOT_DE_PASSE_NOUVEAU, jeton: '', formulaire: f };
  if (jusqua === 'inscrit') return resultat;
  const cle = cleDuLien((await courrielPour(login, /activez/)).texte);
  const a = await appeler('POST', '/api/activate', {
    json: { key: cle, motDePasse: MOT_DE_PASSE_NOUVEAU, confirmation: MOT_DE_PASSE_NOUVEAU },
  });
  if (a.corps !== true) throw new Error(`activation refusée : ${JSON.stringify(a.corps)}`);
  resultat.jeton = (await connecter(login, MOT_DE_PASSE_NOUVEAU)).corps.idToken;
  if (jusqua === 'motDePasse') return resultat;
  const { code } = await courrierPour(idTeledeclarant);
  const c = await appeler('POST', '/api/teledeclarant/activate', { jeton: resultat.jeton, json: { code } });
  if (c.corps !== true) throw new Error(`code refusé : ${JSON.stringify(c.corps)}`);
  return resultat;
}

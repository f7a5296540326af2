/** `npm start`: the whole register on the embedded local cloud, data kept under `.data/`. */
import { PREFIXE_API_LOGICIELS } from '@registre/shared/domain/logiciels/portees';
import { demarrerCloudLocal } from './cloud.ts';

const port = Number(process.env.PORT ?? 3000);
const debut = Date.now();
const cloud = await demarrerCloudLocal({
  port,
  dossierDonnees: process.env.DATA_DIR,
  captchaBypass: process.env.CAPTCHA_BYPASS === 'true',
  // the notaries' entrance (mutual TLS) with the local authority kept under <data>/pki
  mtls: process.env.MTLS !== 'false',
  portMtls: Number(process.env.PORT_MTLS ?? port + 443),
  // [issue 25] the OpenID provider (institutional login, syndic software's tokens) at a fixed address
  portOidc: Number(process.env.PORT_OIDC ?? port + 100),
  urlPublique: `http://localhost:${port}`,
});

const largeur = Math.max(...cloud.comptesDemo.map((c) => c.login.length));
console.log(`
Registre national des copropriétés — démarré en ${((Date.now() - debut) / 1000).toFixed(1)} s
  Application : ${cloud.url.replace('127.0.0.1', 'localhost')}
  API         : ${cloud.url}/api
  Courriels   : ${cloud.url}/_local/courriels (messages envoyés en mode local)
  Données     : ${process.env.DATA_DIR ?? '.data/'} (conservées d'un démarrage à l'autre)

Comptes de démonstration (mot de passe commun : ${cloud.comptesDemo[0].motDePasse}) :
${cloud.comptesDemo.map((c) => `  ${c.login.padEnd(largeur)}  ${c.libelle}`).join('\n')}

${notaires()}
Connexion institutionnelle (ProConnect local, ${cloud.oidc.issuer}) : bouton « Connexion institutionnelle »,
puis un agent de test (mot de passe ${cloud.oidc.motDePasse}) ; la charte est à accepter à la première connexion :
${cloud.oidc.agents.map((a) => `  ${a.login.padEnd(largeur)}  ${a.nom} (${a.niveau})`).join('\n')}
${logiciel()}

Ctrl-C pour arrêter.`);

/** [issue 25] the demo access of the web service for syndic software, and the token request to paste */
function logiciel(): string {
  const l = cloud.logicielDemo;
  if (!l) return '';
  return `
Accès logiciel de démonstration (service web des logiciels de syndic, ${cloud.url}${PREFIXE_API_LOGICIELS}) :
  « ${l.nomLogiciel} » de ${l.login}, toutes portées ; secret renouvelé à chaque démarrage
  client_id     : ${l.clientId}
  client_secret : ${l.secret}
  jeton         : curl -s -u '${l.clientId}:${l.secret}' -d grant_type=client_credentials ${l.urlJeton}
`;
}

function notaires(): string {
  const m = cloud.mtls;
  if (!m) return '';
  return `
Notaires (authentification par certificat client, TLS mutuel) : ${m.url}
  Importez dans le navigateur un certificat client (.p12, mot de passe « ${m.motDePasseP12} ») puis ouvrez cette adresse ;
  l'autorité locale ${m.dossierPki ?? ''}/ac-locale.pem signe aussi le certificat du serveur (à accepter ou à importer).
${m.certificatsDemo.map((c) => `  ${c.p12.replace(process.cwd() + '/', '')}\n      ${c.login ? `compte ${c.login} : ` : ''}${c.description}`).join('\n')}
`;
}

let arret = false;
const arreter = async () => {
  if (arret) return;
  arret = true;
  console.log('\nArrêt du registre…');
  await cloud.arreter();
  process.exit(0);
};
process.on('SIGINT', arreter);
process.on('SIGTERM', arreter);

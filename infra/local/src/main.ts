/** `npm start`: the whole register on the embedded local cloud, data kept under `.data/`. */
import { demarrerCloudLocal } from './cloud.ts';

const port = Number(process.env.PORT ?? 3000);
const debut = Date.now();
const cloud = await demarrerCloudLocal({ port, dossierDonnees: process.env.DATA_DIR, captchaBypass: process.env.CAPTCHA_BYPASS === 'true' });

const largeur = Math.max(...cloud.comptesDemo.map((c) => c.login.length));
console.log(`
Registre national des copropriétés — démarré en ${((Date.now() - debut) / 1000).toFixed(1)} s
  Application : ${cloud.url.replace("127.0.0.1", "localhost")}
  API         : ${cloud.url}/api
  Courriels   : ${cloud.url}/_local/courriels (messages envoyés en mode local)
  Données     : ${process.env.DATA_DIR ?? '.data/'} (conservées d'un démarrage à l'autre)

Comptes de démonstration (mot de passe commun : ${cloud.comptesDemo[0].motDePasse}) :
${cloud.comptesDemo.map((c) => `  ${c.login.padEnd(largeur)}  ${c.libelle}`).join('\n')}

Ctrl-C pour arrêter.`);

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

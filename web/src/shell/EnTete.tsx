import { Header, type HeaderProps } from '@codegouvfr/react-dsfr/Header';
import type { MainNavigationProps } from '@codegouvfr/react-dsfr/MainNavigation';
import { useLocation } from 'react-router-dom';
import { useSession } from '../auth/SessionProvider.tsx';
import { surEntreeNotairesConnue } from '../auth/notaires.ts';
import { NOM_SERVICE, cheminAccueil, menuPrincipal, pageParId, peutOuvrir, routeMontee } from '../lib/navigation/index.ts';

export const ID_ENTETE = 'en-tete';
/** react-dsfr names the main navigation after the header id: the "Menu" skip link points here */
export const ID_NAVIGATION = `${ID_ENTETE}-main-navigation`;

/** "Quitter la connexion en tant que" calls GET /api/restoreAccount: shown only once that route is mounted. */
const restaurationMontee = routeMontee('comptes.retourCompte');

/**
 * Spec 001 §2 "Header": help link, user menu with name and profile label, sign-in button when anonymous,
 * sign-out (hidden only for a session opened by a client certificate — the notaries' entrance, where there is no
 * token to end: a notary signed in with a password signs out like anyone, issue 15) or leave-impersonation; then
 * the main menu by authority.
 */
export function EnTete() {
  const { statut, compte, visiteur, deconnecter, quitterConnexionEnTantQue } = useSession();
  const { pathname, search } = useLocation();
  const accueil = cheminAccueil(visiteur);

  const acces: HeaderProps['quickAccessItems'] = [{ iconId: 'fr-icon-question-line', text: 'Aide', linkProps: { to: '/aide' } }];
  if (statut === 'anonyme') {
    // [notaires] on the notaries' entrance the certificate is the only way in: no sign-in form
    if (!surEntreeNotairesConnue())
      acces.push({ iconId: 'fr-icon-account-circle-line', text: 'Se connecter', linkProps: { to: '/compte' } });
  } else if (compte) {
    const monCompte = pageParId('monCompte');
    // spec 001 §2: while impersonating, the header says who is seen and who acts
    const nomComplet = `${compte.prenom} ${compte.nom}`;
    const identite = compte.loginAs
      ? `Connecté en tant que ${nomComplet}${compte.loginAsPar ? ` (par ${compte.loginAsPar})` : ''}`
      : nomComplet;
    const nom = (
      <span className="menu-utilisateur" data-testid="menu-utilisateur">
        <span className="menu-utilisateur__nom">{identite}</span>
        <span className="menu-utilisateur__profil">{compte.libelleProfil}</span>
      </span>
    );
    if (monCompte && peutOuvrir(monCompte, visiteur)) {
      acces.push({
        iconId: 'fr-icon-account-circle-line',
        text: nom,
        linkProps: { to: monCompte.chemin, title: `${identite}, ${compte.libelleProfil} : mon compte` },
      });
    } else {
      acces.push(
        <p className="fr-btn fr-icon-account-circle-line menu-utilisateur--statique" key="utilisateur">
          {nom}
        </p>,
      );
    }
    if (compte.loginAs) {
      if (restaurationMontee) {
        acces.push({
          iconId: 'fr-icon-logout-box-r-line',
          text: 'Quitter la connexion en tant que',
          // a failure is shown by the shell's error alert
          buttonProps: { type: 'button', onClick: () => void quitterConnexionEnTantQue().catch(() => undefined) },
        });
      }
    } else if (!compte.parCertificat) {
      acces.push({
        iconId: 'fr-icon-logout-box-r-line',
        text: 'Se déconnecter',
        buttonProps: { type: 'button', onClick: () => void deconnecter() },
      });
    }
  }

  // an entry may carry a query (the condominium list on one filter, spec 001 §2): it is the current one on that filter
  const courant = (chemin: string) => (chemin.includes('?') ? pathname + search === chemin : pathname === chemin);
  const actif = (chemin: string) =>
    chemin === '/' ? pathname === '/' : courant(chemin) || (!chemin.includes('?') && pathname.startsWith(`${chemin}/`));
  const navigation: MainNavigationProps.Item[] = menuPrincipal(visiteur).map((e) =>
    e.entrees
      ? {
          text: e.libelle,
          isActive: e.entrees.some((l) => actif(l.chemin)),
          menuLinks: e.entrees.map((l) => ({ text: l.libelle, linkProps: { to: l.chemin }, isActive: courant(l.chemin) })),
        }
      : { text: e.libelle, linkProps: { to: e.chemin }, isActive: courant(e.chemin) },
  );

  return (
    <Header
      id={ID_ENTETE}
      brandTop={
        <>
          République
          <br />
          Française
        </>
      }
      homeLinkProps={{ to: accueil, title: `Accueil - ${NOM_SERVICE}` }}
      serviceTitle={NOM_SERVICE}
      serviceTagline="Registre national d'immatriculation des copropriétés"
      quickAccessItems={acces}
      navigation={navigation}
    />
  );
}

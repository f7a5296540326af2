/**
 * [issue 14] The invalid-user page (spec 001 §2 `utilisateur-non-valide`): an account that may not use the register
 * lands here, signed out, and reads why and what to do. Reasons (`?motif=`, auth/nonValide.ts):
 * - `restreint`: the account's profile is the restricted one, which spec 001 §4 logs out at once;
 * - `institutionnel`: the institutional identity provider authenticated the agent, but no valid register account
 *   matches it (an account of another kind, or closed);
 * - `charte`: the agent refused the confidentiality charter, without which the institutional area stays closed.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { lireMotif, type MotifNonValide } from '../../auth/nonValide.ts';
import { pageExiste } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';

const FORMULAIRE = '/aide/formulaire';

const TEXTES: Record<MotifNonValide, { raison: string; explication: string; etapes: readonly string[] }> = {
  restreint: {
    raison: "Votre compte ne permet pas d'accéder au registre.",
    explication:
      'Votre compte utilisateur existe, mais son profil est « accès restreint » : il ne donne accès à aucun service du registre. Vous avez été déconnecté(e).',
    etapes: [
      "Si vous travaillez pour un syndic ou une étude notariale, demandez à l'administrateur principal du compte de votre établissement de vous attribuer un profil (gestionnaire ou administrateur) dans « Mes comptes utilisateurs ».",
      "Si vous êtes l'administrateur principal de votre établissement, ou si vous pensez qu'il s'agit d'une erreur, écrivez au teneur du registre en précisant votre identifiant de connexion.",
    ],
  },
  institutionnel: {
    raison: 'Votre connexion institutionnelle ne donne pas accès au registre.',
    explication:
      "Le fournisseur d'identité de l'État vous a bien authentifié(e), mais aucun compte valide du registre ne correspond à votre identité : votre adresse est rattachée à un compte d'un autre type, ou ce compte est fermé. Vous avez été déconnecté(e).",
    etapes: [
      "Vérifiez que vous vous êtes connecté(e) avec l'identité de votre administration ou de votre collectivité.",
      'Si votre compte devrait être actif, écrivez au teneur du registre en indiquant votre administration, votre service et votre adresse électronique professionnelle.',
    ],
  },
  charte: {
    raison: "Vous n'avez pas accepté la charte de confidentialité.",
    explication:
      "L'espace institutionnel (outil de catégorisation, données brutes) n'est ouvert qu'aux agents qui acceptent la charte de confidentialité des données du registre. Vous avez été déconnecté(e).",
    etapes: [
      'Vous pouvez vous reconnecter à tout moment : la charte vous sera de nouveau proposée.',
      "Pour une question sur la charte ou sur l'usage des données, écrivez au teneur du registre.",
    ],
  },
};

const AUTRE_COMPTE = { children: 'Se connecter avec un autre compte', linkProps: { to: '/compte' } };
const ACCUEIL = { children: "Page d'accueil", priority: 'tertiary' as const, linkProps: { to: '/' } };

export default function UtilisateurNonValide() {
  const titre = usePageCourante()?.titre;
  const [query] = useSearchParams();
  const motif = lireMotif(query.get('motif'));
  const t = TEXTES[motif];
  const formulaire = pageExiste(FORMULAIRE);
  return (
    <div className={fr.cx('fr-container', 'fr-my-7w')}>
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--center')}>
        <div className={fr.cx('fr-col-12', 'fr-col-lg-8')}>
          <h1>{titre}</h1>
          <Alert severity="warning" as="h2" title={t.raison} description={t.explication} className={fr.cx('fr-mb-4w')} />
          <h2 className={fr.cx('fr-h4')}>Que faire ?</h2>
          <ul className={fr.cx('fr-mb-4w')}>
            {t.etapes.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
          <p>
            {formulaire ? (
              <>
                Pour écrire au teneur du registre, utilisez le <Link to={FORMULAIRE}>formulaire de contact</Link>
              </>
            ) : (
              <>
                Pour joindre le teneur du registre, consultez la page <Link to="/aide">Aide et contact</Link>
              </>
            )}{' '}
            : une réponse vous est adressée par courrier électronique.
          </p>
          <ButtonsGroup
            inlineLayoutWhen="md and up"
            buttons={
              formulaire
                ? [
                    { children: "Contacter l'assistance", linkProps: { to: FORMULAIRE }, iconId: 'fr-icon-mail-line' },
                    { ...AUTRE_COMPTE, priority: 'secondary' },
                    ACCUEIL,
                  ]
                : [AUTRE_COMPTE, ACCUEIL]
            }
          />
        </div>
      </div>
    </div>
  );
}

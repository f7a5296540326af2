import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ERREURS } from '@registre/shared/errors/catalogue';
import * as institutionnels from '@registre/shared/routes/institutionnels.routes';
import { appeler, ErreurApi } from '../../api/client.ts';
import { etatAttendu } from '../../auth/clavis.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { cheminAccueil, pageExiste } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';

const CHARTE = '/institutionnels/charte-confidentialite';
const ESPACE = '/institutionnels';

/**
 * The identity provider's way back (spec 001 §4 "Institutional flow"): the state is checked against the one kept
 * when the sign-in started, the code handed to the server (`POST /api/public/clavis/callback`, which exchanges it
 * and answers the register's tokens, kept exactly as a password sign-in keeps them), then the charter decides:
 * accepted, the agent goes to /institutionnels; otherwise to the charter, which must be accepted first.
 */
export default function RetourClavis() {
  const titre = usePageCourante()?.titre;
  const [query] = useSearchParams();
  const naviguer = useNavigate();
  const { connecter } = useSession();
  const [erreur, setErreur] = useState<string | null>(null);
  // the code is single-use: the exchange runs once, even when React runs effects twice
  const traite = useRef(false);

  useEffect(() => {
    if (traite.current) return;
    traite.current = true;
    const code = query.get('code');
    const state = query.get('state');
    const refus = query.get('error');
    const etatValide = etatAttendu(state);
    if (refus) {
      setErreur(
        refus === 'access_denied'
          ? "Vous avez interrompu la connexion auprès du fournisseur d'identité."
          : `Le fournisseur d'identité n'a pas pu vous authentifier (${query.get('error_description') ?? refus}).`,
      );
      return;
    }
    if (!code || !etatValide) {
      setErreur(
        "La réponse du fournisseur d'identité ne correspond pas à une connexion commencée depuis ce navigateur : recommencez depuis la page de connexion.",
      );
      return;
    }
    void (async () => {
      try {
        const jetons = await appeler(institutionnels.retourClavis, { body: { code, state: state! }, erreursGerees: [400, 401] });
        const compte = await connecter(jetons, '', false);
        if (!compte) {
          naviguer('/compte', { replace: true });
          return;
        }
        if (!compte.authorities.includes('CHART_CONFIDENTIALITE')) {
          naviguer(cheminAccueil({ connecte: true, profil: compte.profil, autorites: compte.authorities }), { replace: true });
          return;
        }
        const charte = await appeler(institutionnels.lireCharte);
        naviguer(charte.acceptee && pageExiste(ESPACE) ? ESPACE : CHARTE, { replace: true });
      } catch (e) {
        if (e instanceof ErreurApi && (e.status === 400 || e.status === 401)) {
          setErreur(e.status === 401 ? e.message : ERREURS.CONNEXION_INSTITUTIONNELLE_ECHOUEE.message);
        } else setErreur(ERREURS.CONNEXION_INSTITUTIONNELLE_INDISPONIBLE.message);
      }
    })();
  }, [query, connecter, naviguer]);

  return (
    <div className={fr.cx('fr-container', 'fr-my-7w')}>
      <h1>{titre}</h1>
      {erreur ? (
        <>
          <Alert
            severity="error"
            as="h2"
            title="La connexion institutionnelle a échoué"
            description={erreur}
            className={fr.cx('fr-mb-4w')}
          />
          <Button linkProps={{ to: '/compte' }} iconId="fr-icon-arrow-left-line">
            Revenir à la page de connexion
          </Button>
        </>
      ) : (
        <p role="status" className={fr.cx('fr-text--lead')}>
          Connexion en cours : vérification de votre identité auprès du registre…
        </p>
      )}
    </div>
  );
}

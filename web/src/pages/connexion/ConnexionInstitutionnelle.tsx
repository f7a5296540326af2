import { useState } from 'react';
import { fr } from '@codegouvfr/react-dsfr';
import { ProConnectButton } from '@codegouvfr/react-dsfr/ProConnectButton';
import * as institutionnels from '@registre/shared/routes/institutionnels.routes';
import { useRequete } from '../../api/hooks.ts';
import { demarrerConnexionInstitutionnelle } from '../../auth/clavis.ts';
import { pageExiste, routeMontee } from '../../lib/navigation/index.ts';

/** Shown once the institutional login and its return page exist. */
export const connexionInstitutionnelleDisponible = () => routeMontee(institutionnels.urlsClavis) && pageExiste('/compte/clavis');

/**
 * Spec 001 §1, §4 "Institutional flow": public agents (State services, local authorities, Anah) sign in with the
 * State's identity provider (ProConnect), not with a register password. The DSFR ProConnect button starts the
 * OpenID Connect flow (auth/clavis.ts); the provider sends the agent back to /compte/clavis.
 */
export function ConnexionInstitutionnelle() {
  const disponible = connexionInstitutionnelleDisponible();
  const nomService = useRequete(institutionnels.nomServiceClavis, {}, { staleTime: 60 * 60_000, enabled: disponible });
  const [enCours, setEnCours] = useState(false);
  if (!disponible) return null;

  const demarrer = async () => {
    if (enCours) return;
    setEnCours(true);
    try {
      await demarrerConnexionInstitutionnelle();
    } catch {
      // the shell shows the error alert; the button may be used again
      setEnCours(false);
    }
  };

  return (
    <section aria-labelledby="connexion-institutionnelle" className={fr.cx('fr-mt-6w')} data-testid="connexion-institutionnelle">
      <h2 id="connexion-institutionnelle" className={fr.cx('fr-h5')}>
        Se connecter avec ProConnect (agents publics)
      </h2>
      <p>
        Agents de l'État, des collectivités territoriales et de l'Agence nationale de l'habitat : accédez à l'espace
        institutionnel avec votre compte professionnel, sans mot de passe propre au registre. La charte de confidentialité des
        données du registre vous sera présentée à votre première connexion.
      </p>
      {nomService.data && <p className={fr.cx('fr-hint-text')}>Fournisseur d'identité : {nomService.data}</p>}
      <ProConnectButton onClick={() => void demarrer()} />
    </section>
  );
}

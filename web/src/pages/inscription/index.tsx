import { useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ERREURS } from '@registre/shared/errors/catalogue';
import { type Inscription } from '@registre/shared/schemas/teledeclarant';
import { enregistrerEtude } from '@registre/shared/routes/notaires.routes';
import { pageExiste, routeMontee } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import InscriptionNotaire from './InscriptionNotaire.tsx';
import { InscriptionSyndic } from './InscriptionSyndic.tsx';

/**
 * Sign-up route (spec 001 §2 "compte/inscription"). The query `numEtude` is the notaries' way in: a notary firm
 * found with id -1 by the certificate flow is registered from here (spec 001 §4 "Notary flow"). THE PLACE FOR THE
 * NOTARIES' PASS: the 'etude' branch below renders the firm's registration; until that form exists it says, with
 * the catalogue's message, that the firm is not registered and that only a notary may add it — never the syndics'
 * form, which would refuse a notary's APE code anyway.
 */
function parcoursInscription(query: URLSearchParams): { parcours: 'syndic' } | { parcours: 'etude'; numEtude: string } {
  const numEtude = query.get('numEtude')?.trim();
  return numEtude ? { parcours: 'etude', numEtude } : { parcours: 'syndic' };
}

export default function Inscription() {
  const [query] = useSearchParams();
  const choix = parcoursInscription(query);
  if (choix.parcours === 'syndic') return <InscriptionSyndic />;
  // the notaries' pass: the firm's registration form once its route is mounted
  return routeMontee(enregistrerEtude) ? (
    <InscriptionNotaire numEtude={choix.numEtude} />
  ) : (
    <InscriptionEtude numEtude={choix.numEtude} />
  );
}

function InscriptionEtude({ numEtude }: { numEtude: string }) {
  const titre = usePageCourante()?.titre;
  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      <Alert
        severity="info"
        as="h2"
        title="Enregistrement d'une étude notariale"
        description={`Étude n° ${numEtude} : ${ERREURS.ETUDE_NON_ENREGISTREE.message}`}
        className={fr.cx('fr-mb-3w')}
      />
      {pageExiste('/compte/certificat') && (
        <Button priority="secondary" linkProps={{ to: '/compte/certificat' }}>
          Revenir à mon certificat
        </Button>
      )}
    </div>
  );
}

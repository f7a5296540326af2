import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import * as notaires from '@registre/shared/routes/notaires.routes';
import { useRequete } from '../../api/hooks.ts';
import { FicheCertificat } from '../../components/Certificat.tsx';
import { ExplicationEntreeNotaires, useConfigNotaires } from '../../components/EntreeNotaires.tsx';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';

/** The firm registration page for an office: /compte/inscription?numEtude=… (spec 001 §2, §4). */
export const cheminInscriptionEtude = (numEtude: string) => `/compte/inscription?numEtude=${encodeURIComponent(numEtude)}`;

/**
 * Spec 001 §8 `reload_identity: 1`: a client certificate was presented on the notaries' entrance that no active
 * account knows. The page says what the certificate says (`GET /api/public/infocertificat`) and then looks for the
 * firm of its office (`GET /api/public/etudenotariale`): not registered (id -1), the notary is taken to its
 * registration (/compte/inscription?numEtude=…, where a collaborator reads the error of spec 001 §8); registered,
 * the holder learns how to get an account of that firm.
 */
export default function CertificatPresente() {
  const titre = usePageCourante()?.titre;
  const naviguer = useNavigate();
  // a certificate is only presented on the notaries' entrance: elsewhere the page says where to go, asking nothing
  const config = useConfigNotaires();
  const info = useRequete(notaires.infoCertificat, {}, { enabled: config?.entree === true });
  const numEtude = info.data?.numEtude ?? null;
  const etude = useRequete(notaires.etudeNotariale, {}, { enabled: numEtude !== null && info.data?.enregistre === false });
  const inconnue = etude.data?.id === -1;

  useEffect(() => {
    if (inconnue && numEtude) naviguer(cheminInscriptionEtude(numEtude), { replace: true });
  }, [inconnue, numEtude, naviguer]);

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <div className={fr.cx('fr-grid-row')}>
        <div className={fr.cx('fr-col-12', 'fr-col-lg-9')}>
          <h1>{titre}</h1>
          {config && !config.entree && (
            <ExplicationEntreeNotaires urlNotaires={config.urlNotaires} origine="/compte/certificat" />
          )}
          {config?.entree && info.isPending && <p role="status">Lecture de votre certificat…</p>}
          {info.data && (
            <>
              <p className={fr.cx('fr-text--lead')}>
                {info.data.enregistre
                  ? 'Le registre reconnaît le certificat client présenté par votre navigateur.'
                  : "Votre navigateur a présenté le certificat client ci-dessous, mais il n'est associé à aucun compte actif du registre."}
              </p>
              <section aria-labelledby="certificat-contenu" className={`${fr.cx('fr-p-3w', 'fr-mb-4w')} fr-background-alt--grey`}>
                <h2 id="certificat-contenu" className={fr.cx('fr-h5')}>
                  Ce que dit votre certificat
                </h2>
                <FicheCertificat info={info.data} />
              </section>

              {info.data.enregistre ? (
                <Button linkProps={{ to: '/', reloadDocument: true }} iconId="fr-icon-arrow-right-line" iconPosition="right">
                  Accéder au registre
                </Button>
              ) : numEtude === null ? (
                <Alert
                  severity="warning"
                  as="h2"
                  title="Ce certificat n'est pas celui d'un notaire"
                  description="Il ne désigne pas d'étude notariale : il ne permet pas d'en enregistrer une. Si vous êtes syndic, connectez-vous sur l'accès habituel du registre avec votre identifiant, puis enregistrez ce certificat dans « Mon compte »."
                />
              ) : etude.isPending || inconnue ? (
                <p role="status">Recherche de votre étude notariale…</p>
              ) : etude.data ? (
                <Alert
                  severity="info"
                  as="h2"
                  title="Votre étude est enregistrée dans le registre"
                  description={`${etude.data.raisonSociale ?? 'Votre étude'} (CRPCEN ${numEtude}) est enregistrée, mais ce certificat n'est rattaché à aucun de ses comptes. Demandez à l'administrateur de votre étude de vous créer un compte utilisateur, puis enregistrez ce certificat dans « Mon compte ».`}
                />
              ) : null}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

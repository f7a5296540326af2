import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { Civilite } from '@registre/shared/domain/enums';
import { ERREURS, type CodeErreur } from '@registre/shared/errors/catalogue';
import * as notaires from '@registre/shared/routes/notaires.routes';
import {
  enregistrementEtudeSchema,
  type EnregistrementEtude,
  type EtudeNotariale,
  type InfoCertificat,
} from '@registre/shared/schemas/notaires';
import { ErreurApi } from '../../api/client.ts';
import { useMutationRoute, useRequete } from '../../api/hooks.ts';
import { FicheCertificat } from '../../components/Certificat.tsx';
import { etatChamp, placerErreursServeur } from '../../components/formulaire.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';

const CHAMPS = ['siret', 'civilite', 'nom', 'prenom', 'email', 'telephone', 'declarationHonneur'] as const;
/** business refusals about the establishment: shown under the SIRET */
const SUR_SIRET: readonly CodeErreur[] = [
  'ETABLISSEMENT_INCONNU',
  'ETABLISSEMENT_FERME',
  'CODE_APE_NON_AUTORISE',
  'SIRET_DEJA_UTILISE',
];
/** Spec 001 §8 "Notary collaborator: title Erreur". */
export const TITRE_ERREUR_COLLABORATEUR = 'Erreur';

/** Spec 001 §8: the error a notary collaborator receives instead of the firm registration. */
export function ErreurCollaborateur() {
  return (
    <Alert
      severity="error"
      as="h2"
      title={TITRE_ERREUR_COLLABORATEUR}
      description={ERREURS.ETUDE_NON_ENREGISTREE.message}
      className={fr.cx('fr-mb-4w')}
    />
  );
}

/**
 * Registration of a notary firm (spec 001 §2 "compte/inscription: query numEtude for notaries", §4 "Notary flow":
 * a firm id of -1 leads to registration with numEtude; a notary collaborator cannot create a firm and receives an
 * error). Reached on the notaries' entrance with a client certificate that no account knows: the certificate says
 * the office (CRPCEN) and whether its holder is a notary; a notary gives the office's SIRET (Sirene, APE 69.10Z)
 * and their own contact details, which become the firm's administrator account, bound to the certificate
 * (`POST /api/public/etudenotariale`, fields of the shared `enregistrementEtudeSchema`).
 */
export default function InscriptionNotaire({ numEtude }: { numEtude: string }) {
  const titre = usePageCourante()?.titre;
  const info = useRequete(notaires.infoCertificat);
  const etude = useRequete(
    notaires.etudeNotariale,
    {},
    { enabled: info.data?.numEtude !== undefined && info.data.numEtude !== null },
  );

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <div className={fr.cx('fr-grid-row')}>
        <div className={fr.cx('fr-col-12', 'fr-col-lg-9')}>
          <h1>{titre}</h1>
          <p className={fr.cx('fr-text--lead')}>Enregistrement d'une étude notariale dans le registre.</p>
          {info.isPending && <p role="status">Lecture de votre certificat…</p>}
          {info.data && <Parcours numEtude={numEtude} info={info.data} etude={etude.data} chargement={etude.isPending} />}
        </div>
      </div>
    </div>
  );
}

function Parcours({
  numEtude,
  info,
  etude,
  chargement,
}: {
  numEtude: string;
  info: InfoCertificat;
  etude: EtudeNotariale | undefined;
  chargement: boolean;
}) {
  const [refusCollaborateur, setRefusCollaborateur] = useState(false);
  const [enregistree, setEnregistree] = useState<EtudeNotariale | null>(null);

  const certificat = (
    <details className={fr.cx('fr-mb-4w')} open={info.profilNotaire === 'NOTAIRE_COLLAB' || undefined}>
      <summary>
        Votre certificat : {info.nom ?? info.sujet}
        {info.numEtude ? `, étude ${info.numEtude}` : ''}
      </summary>
      <div className={fr.cx('fr-mt-2w')}>
        <FicheCertificat info={info} />
      </div>
    </details>
  );

  if (enregistree) {
    return (
      <>
        <Alert
          severity="success"
          as="h2"
          title="Votre étude est enregistrée"
          description={`${enregistree.raisonSociale ?? 'Votre étude'} (CRPCEN ${enregistree.numEtude ?? numEtude}) est enregistrée dans le registre. Votre compte d'administrateur de l'étude est ouvert : votre certificat vous y connecte, sans mot de passe.`}
          className={fr.cx('fr-mb-3w')}
        />
        <Button linkProps={{ to: '/', reloadDocument: true }} iconId="fr-icon-arrow-right-line" iconPosition="right">
          Accéder au registre
        </Button>
      </>
    );
  }
  if (info.profilNotaire === 'NOTAIRE_COLLAB' || refusCollaborateur) {
    return (
      <>
        <ErreurCollaborateur />
        <p>
          Demandez à un notaire de votre étude de se connecter au registre avec son propre certificat pour l'enregistrer ; il
          pourra ensuite vous créer un compte de collaborateur.
        </p>
        {certificat}
      </>
    );
  }
  if (!info.profilNotaire || !info.numEtude) {
    return (
      <>
        <Alert
          severity="error"
          as="h2"
          title="Enregistrement impossible"
          description={ERREURS.CERTIFICAT_NON_NOTAIRE.message}
          className={fr.cx('fr-mb-4w')}
        />
        {certificat}
      </>
    );
  }
  if (info.numEtude !== numEtude) {
    return (
      <>
        <Alert
          severity="warning"
          as="h2"
          title="Votre certificat désigne une autre étude"
          description={`${ERREURS.CERTIFICAT_AUTRE_ETUDE.message} Il a été délivré pour l'étude ${info.numEtude} : seule celle-ci peut être enregistrée avec lui.`}
          className={fr.cx('fr-mb-3w')}
        />
        <Button linkProps={{ to: `/compte/inscription?numEtude=${encodeURIComponent(info.numEtude)}` }}>
          Enregistrer l'étude {info.numEtude}
        </Button>
      </>
    );
  }
  if (chargement) return <p role="status">Recherche de votre étude…</p>;
  if (etude && etude.id !== -1) {
    return (
      <>
        <Alert
          severity="info"
          as="h2"
          title="Votre étude est déjà enregistrée"
          description={`${etude.raisonSociale ?? 'Votre étude'} (CRPCEN ${numEtude}) est déjà enregistrée. Demandez à son administrateur de vous créer un compte, puis enregistrez votre certificat dans « Mon compte ».`}
          className={fr.cx('fr-mb-4w')}
        />
        {certificat}
      </>
    );
  }
  return (
    <>
      {certificat}
      <FormulaireEtude
        numEtude={numEtude}
        info={info}
        surEnregistree={setEnregistree}
        surRefusCollaborateur={() => setRefusCollaborateur(true)}
      />
    </>
  );
}

function FormulaireEtude({
  numEtude,
  info,
  surEnregistree,
  surRefusCollaborateur,
}: {
  numEtude: string;
  info: InfoCertificat;
  surEnregistree: (e: EtudeNotariale) => void;
  surRefusCollaborateur: () => void;
}) {
  const enregistrer = useMutationRoute(notaires.enregistrerEtude, { erreursGerees: [400, 403, 409] });
  const [erreurEnvoi, setErreurEnvoi] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EnregistrementEtude>({
    resolver: zodResolver(enregistrementEtudeSchema, undefined, { raw: true }),
    defaultValues: {
      numEtude,
      siret: '',
      nom: '',
      prenom: '',
      email: info.email ?? '',
      telephone: '',
      declarationHonneur: false as unknown as true,
    },
  });

  const envoyer = handleSubmit(async (valeurs) => {
    setErreurEnvoi(null);
    try {
      surEnregistree(await enregistrer.mutateAsync({ body: valeurs }));
      window.scrollTo({ top: 0 });
    } catch (e) {
      if (!(e instanceof ErreurApi) || e.status >= 500) return;
      if (e.code === 'ETUDE_NON_ENREGISTREE') return surRefusCollaborateur();
      if (placerErreursServeur(e, setError, CHAMPS)) return;
      if (SUR_SIRET.includes(e.code)) setError('siret', { message: e.message }, { shouldFocus: true });
      else if (e.code === 'COMPTE_EXISTANT') setError('email', { message: e.message }, { shouldFocus: true });
      else setErreurEnvoi(e.message);
    }
  });

  return (
    <form onSubmit={(e) => void envoyer(e)} noValidate aria-labelledby="etude-formulaire">
      <h2 id="etude-formulaire" className={fr.cx('fr-h4')}>
        Votre étude
      </h2>
      <p className={fr.cx('fr-hint-text')}>Sauf mention contraire, tous les champs sont obligatoires.</p>
      {erreurEnvoi && <Alert severity="error" small description={erreurEnvoi} className={fr.cx('fr-mb-3w')} />}
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
        <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
          <Input
            label="Numéro de l'étude (CRPCEN)"
            hintText="Indiqué par votre certificat."
            {...etatChamp(errors.numEtude?.message)}
            nativeInputProps={{ ...register('numEtude'), readOnly: true }}
          />
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
          <Input
            label="SIRET de l'office"
            hintText="14 chiffres ; l'établissement est lu dans le répertoire Sirene (code APE 69.10Z)."
            {...etatChamp(errors.siret?.message)}
            nativeInputProps={{ ...register('siret'), inputMode: 'numeric', autoComplete: 'off', maxLength: 14 }}
          />
        </div>
      </div>

      <h2 className={fr.cx('fr-h4', 'fr-mt-4w')}>Le notaire administrateur de l'étude</h2>
      <p>
        Ces coordonnées deviennent votre compte d'administrateur de l'étude, lié au certificat présenté : vous y ajouterez ensuite
        les notaires et collaborateurs de l'étude.
      </p>
      <RadioButtons
        legend="Civilité"
        orientation="horizontal"
        state={errors.civilite ? 'error' : 'default'}
        stateRelatedMessage={errors.civilite?.message}
        options={Civilite.values.map((code) => ({
          label: Civilite.labels[code],
          nativeInputProps: { ...register('civilite'), value: code },
        }))}
      />
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
        <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
          <Input
            label="Nom"
            {...etatChamp(errors.nom?.message)}
            nativeInputProps={{ ...register('nom'), autoComplete: 'family-name', maxLength: 50 }}
          />
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
          <Input
            label="Prénom"
            {...etatChamp(errors.prenom?.message)}
            nativeInputProps={{ ...register('prenom'), autoComplete: 'given-name', maxLength: 50 }}
          />
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
          <Input
            label="Adresse électronique"
            hintText="Votre identifiant dans le registre. Format attendu : nom@domaine.fr"
            {...etatChamp(errors.email?.message)}
            nativeInputProps={{ ...register('email'), type: 'email', autoComplete: 'email', maxLength: 100 }}
          />
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
          <Input
            label="Téléphone (facultatif)"
            hintText="Format international, par exemple +33611223344"
            {...etatChamp(errors.telephone?.message)}
            nativeInputProps={{ ...register('telephone'), type: 'tel', autoComplete: 'tel' }}
          />
        </div>
      </div>
      <Checkbox
        className={fr.cx('fr-mt-2w')}
        state={errors.declarationHonneur ? 'error' : 'default'}
        stateRelatedMessage={errors.declarationHonneur?.message}
        options={[
          {
            label: "Je certifie sur l'honneur l'exactitude des informations saisies et être notaire de cette étude.",
            nativeInputProps: register('declarationHonneur'),
          },
        ]}
      />
      <Button type="submit" disabled={isSubmitting} className={fr.cx('fr-mt-2w')}>
        Enregistrer l'étude
      </Button>
    </form>
  );
}

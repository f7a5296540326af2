/**
 * "Nous contacter" (spec 001 §2 `aide/formulaire`, §3 "Complaint form", §5, §7 "Complaint form"): anyone, signed
 * in or not, writes to the keeper of the register. Chained DSFR selects (who you are → object → type), the fields
 * the type requires marked as it changes, the condominium named under its number once found, an optional or
 * required PDF (checked by the server, by content, before the form is sent), the captcha; on success the
 * reference the acknowledgement mail repeats. Fields are checked by the server's own schema.
 */
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { Upload } from '@codegouvfr/react-dsfr/Upload';
import { MESSAGES_REFUS_FICHIER, verifierAnnonce } from '@registre/shared/domain/pdf';
import { normaliserImmatriculation } from '@registre/shared/domain/valeurs';
import { estValide } from '@registre/shared/routes/documents.routes';
import {
  MESSAGES_RECLAMATION,
  enregistrer,
  formulaireReclamationSchema,
  nomCopropriete,
  objets,
  types,
  typesDemandeur,
  type FormulaireReclamation,
  type ReclamationSaisie,
} from '@registre/shared/routes/reclamation.routes';
import { appeler, ErreurApi } from '../../api/client.ts';
import { useRequete } from '../../api/hooks.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { Captcha, useCaptcha } from '../../components/Captcha.tsx';
import { PageStatique } from '../../components/PageStatique.tsx';
import { etatChamp, placerErreursServeur } from '../../components/formulaire.ts';

const CHAMPS = [
  'typeDemandeur',
  'objet',
  'type',
  'nom',
  'email',
  'emailConfirmation',
  'telephone',
  'message',
  'immatriculation',
  'adresseReference',
] as const;

const obligatoire = (libelle: string, oui: boolean) => (oui ? `${libelle} (obligatoire)` : `${libelle} (facultatif)`);

export default function PageFormulaireReclamation() {
  const [reference, setReference] = useState<string | null>(null);
  return (
    <PageStatique chapo="Une question, une erreur dans les informations d'une copropriété, un compte bloqué ? Écrivez au teneur du registre : votre demande reçoit une référence et une réponse par courriel.">
      {reference ? (
        <div data-testid="reclamation-envoyee">
          <Alert
            severity="success"
            as="h2"
            title="Votre demande a bien été envoyée"
            description={
              <>
                Sa référence est <strong data-testid="reference-reclamation">{reference}</strong>. Un accusé de réception vient de
                vous être envoyé par courriel ; le teneur du registre vous répondra à la même adresse.
              </>
            }
          />
          <Button className={fr.cx('fr-mt-3w')} priority="secondary" onClick={() => setReference(null)}>
            Envoyer une autre demande
          </Button>
        </div>
      ) : (
        <Formulaire onEnvoyee={setReference} />
      )}
    </PageStatique>
  );
}

function Formulaire({ onEnvoyee }: { onEnvoyee: (reference: string) => void }) {
  const { compte, visiteur } = useSession();
  const captcha = useCaptcha('reclamation');
  const [fichier, setFichier] = useState<File | null>(null);
  const [erreurFichier, setErreurFichier] = useState<string | null>(null);
  const [envoi, setEnvoi] = useState(false);
  const [erreurGenerale, setErreurGenerale] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<FormulaireReclamation, unknown, ReclamationSaisie>({
    resolver: zodResolver(formulaireReclamationSchema),
    defaultValues: {
      nom: compte ? `${compte.prenom} ${compte.nom}`.trim() : '',
      email: compte?.email ?? '',
      emailConfirmation: compte?.email ?? '',
      message: '',
      telephone: '',
      immatriculation: '',
      adresseReference: '',
    },
  });
  const [typeDemandeur, objet, type, immat] = useWatch({ control, name: ['typeDemandeur', 'objet', 'type', 'immatriculation'] });

  const demandeurs = useRequete(typesDemandeur, { params: { x: visiteur.profil ?? 'DEFAULT' } });
  // the requester type a signed-in profile most likely is, chosen once the list is there
  useEffect(() => {
    const suggere = demandeurs.data?.find((d) => d.suggere);
    if (suggere && !typeDemandeur) setValue('typeDemandeur', suggere.code as ReclamationSaisie['typeDemandeur']);
  }, [demandeurs.data, typeDemandeur, setValue]);
  const listeObjets = useRequete(objets, { params: { x: typeDemandeur ?? '' } }, { enabled: Boolean(typeDemandeur) });
  const listeTypes = useRequete(
    types,
    { params: { x: typeDemandeur ?? '', y: objet ?? '' } },
    { enabled: Boolean(typeDemandeur && objet) },
  );
  const typeChoisi = listeTypes.data?.find((t) => t.code === type);
  const flags = typeChoisi ?? { adressePrincipaleOblig: false, numImmatOblig: false, pjOblig: false };

  const numero = immat ? normaliserImmatriculation(immat) : null;
  const copro = useQuery({
    queryKey: ['reclamation.nomCopropriete', numero],
    queryFn: ({ signal }) => appeler(nomCopropriete, { params: { immat: numero! }, signal, erreursGerees: [404] }),
    enabled: Boolean(numero),
    retry: false,
  });

  const choisirFichier = async (f: File | undefined) => {
    setFichier(f ?? null);
    setErreurFichier(null);
    if (!f) return;
    const annonce = verifierAnnonce(f.name, f.size);
    if (!annonce.ok) {
      setErreurFichier(annonce.message);
      return;
    }
    // the server checks the content at once (spec 001 §5: "must be a PDF, checked by the server"); the route's
    // schema describes the parts the server reads, so the file is posted as is
    const corps = new FormData();
    corps.append('fichier', f);
    const r = await fetch(estValide.path, { method: 'POST', body: corps }).catch(() => null);
    if (r && r.status === 400) {
      const erreur = (await r.json().catch(() => null)) as { message?: string } | null;
      setErreurFichier(erreur?.message ?? MESSAGES_REFUS_FICHIER.FORMAT_FICHIER_NON_AUTORISE);
    }
    // any other failure: the deposit checks the file again
  };

  const soumettre = handleSubmit(async (v) => {
    setErreurGenerale(null);
    if (flags.pjOblig && !fichier) {
      setErreurFichier(MESSAGES_RECLAMATION.pieceObligatoire);
      return;
    }
    if (erreurFichier) return;
    const recaptcha = await captcha.verifier();
    if (!recaptcha) return;
    setEnvoi(true);
    try {
      const r = await appeler(enregistrer, {
        body: {
          ...v,
          telephone: v.telephone ?? undefined,
          immatriculation: v.immatriculation ?? undefined,
          adresseReference: v.adresseReference ?? undefined,
          recaptcha,
          fichiers: fichier ? [fichier] : [],
        },
        erreursGerees: [400],
      });
      onEnvoyee(r.reference);
    } catch (e) {
      captcha.nouveau();
      if (!(e instanceof ErreurApi)) throw e;
      const piece = e.corps.erreurs?.pieceJointe;
      if (piece) setErreurFichier(piece);
      else if (!placerErreursServeur(e, setError, CHAMPS)) {
        if (/PDF|fichier/i.test(e.message)) setErreurFichier(e.message);
        else setErreurGenerale(e.message);
      }
    } finally {
      setEnvoi(false);
    }
  });

  return (
    <form onSubmit={(e) => void soumettre(e)} noValidate aria-label="Formulaire de contact" data-testid="formulaire-reclamation">
      <p className={fr.cx('fr-hint-text')}>
        Les champs marqués « obligatoire » doivent être renseignés. Les champs demandés changent selon le type de votre demande.
      </p>
      {erreurGenerale && <Alert severity="error" small description={erreurGenerale} className={fr.cx('fr-mb-3w')} />}

      <fieldset className={fr.cx('fr-fieldset')} aria-labelledby="demande-legende">
        <legend className={fr.cx('fr-fieldset__legend')} id="demande-legende">
          Votre demande
        </legend>
        <div className={fr.cx('fr-fieldset__element')}>
          <Select
            label="Vous êtes (obligatoire)"
            {...etatChamp(errors.typeDemandeur?.message)}
            nativeSelectProps={{
              ...register('typeDemandeur', {
                onChange: () => {
                  setValue('objet', '' as never);
                  setValue('type', '' as never);
                },
              }),
            }}
          >
            <option value="">Sélectionnez une option</option>
            {demandeurs.data?.map((d) => (
              <option key={d.code} value={d.code}>
                {d.libelle}
              </option>
            ))}
          </Select>
        </div>
        <div className={fr.cx('fr-fieldset__element')}>
          <Select
            label="Objet de votre demande (obligatoire)"
            disabled={!typeDemandeur}
            {...etatChamp(errors.objet?.message)}
            nativeSelectProps={{ ...register('objet', { onChange: () => setValue('type', '' as never) }) }}
          >
            <option value="">{typeDemandeur ? 'Sélectionnez une option' : "Choisissez d'abord qui vous êtes"}</option>
            {listeObjets.data?.map((o) => (
              <option key={o.code} value={o.code}>
                {o.libelle}
              </option>
            ))}
          </Select>
        </div>
        <div className={fr.cx('fr-fieldset__element')}>
          <Select
            label="Type de demande (obligatoire)"
            disabled={!objet}
            {...etatChamp(errors.type?.message)}
            nativeSelectProps={register('type')}
          >
            <option value="">{objet ? 'Sélectionnez une option' : "Choisissez d'abord l'objet"}</option>
            {listeTypes.data?.map((t) => (
              <option key={t.code} value={t.code}>
                {t.libelle}
              </option>
            ))}
          </Select>
        </div>
        <div className={fr.cx('fr-fieldset__element')} aria-live="polite">
          {typeChoisi && (
            <p className={fr.cx('fr-text--sm')} data-testid="champs-exiges">
              Pour ce type de demande :{' '}
              {[
                typeChoisi.numImmatOblig && "le numéro d'immatriculation",
                typeChoisi.adressePrincipaleOblig && "l'adresse de référence",
                typeChoisi.pjOblig && 'une pièce jointe',
              ]
                .filter(Boolean)
                .join(', ') || 'aucun autre champ obligatoire'}
              {typeChoisi.numImmatOblig || typeChoisi.adressePrincipaleOblig || typeChoisi.pjOblig ? ' sont obligatoires.' : '.'}
            </p>
          )}
        </div>
      </fieldset>

      <fieldset className={fr.cx('fr-fieldset')} aria-labelledby="copropriete-legende">
        <legend className={fr.cx('fr-fieldset__legend')} id="copropriete-legende">
          La copropriété concernée
        </legend>
        <div className={fr.cx('fr-fieldset__element')}>
          <Input
            label={obligatoire("Numéro d'immatriculation", flags.numImmatOblig)}
            hintText="2 lettres et 7 chiffres, par exemple AC1234567 ou AC1-234-567"
            {...etatChamp(errors.immatriculation?.message)}
            nativeInputProps={{
              ...register('immatriculation'),
              maxLength: 11,
              autoComplete: 'off',
              'aria-describedby': 'copro-trouvee',
            }}
          />
          <p id="copro-trouvee" className={fr.cx('fr-text--sm', 'fr-mt-n2w')} aria-live="polite" data-testid="copro-trouvee">
            {numero && copro.data
              ? `Copropriété trouvée : ${copro.data.nom ?? 'sans nom'}${copro.data.commune ? ` (${[copro.data.codePostal, copro.data.commune].filter(Boolean).join(' ')})` : ''}`
              : numero && copro.isError
                ? "Aucune copropriété immatriculée ne porte ce numéro dans l'annuaire : vérifiez-le."
                : ''}
          </p>
        </div>
        <div className={fr.cx('fr-fieldset__element')}>
          <Input
            label={obligatoire('Adresse de référence', flags.adressePrincipaleOblig)}
            hintText="Numéro, voie, code postal et commune, par exemple 12 rue de la Paix 75002 Paris"
            {...etatChamp(errors.adresseReference?.message)}
            nativeInputProps={{ ...register('adresseReference'), maxLength: 200, autoComplete: 'street-address' }}
          />
        </div>
      </fieldset>

      <fieldset className={fr.cx('fr-fieldset')} aria-labelledby="coordonnees-legende">
        <legend className={fr.cx('fr-fieldset__legend')} id="coordonnees-legende">
          Vos coordonnées
        </legend>
        <div className={fr.cx('fr-fieldset__element')}>
          <Input
            label="Nom et prénom (obligatoire)"
            {...etatChamp(errors.nom?.message)}
            nativeInputProps={{ ...register('nom'), maxLength: 100, autoComplete: 'name' }}
          />
        </div>
        <div className={fr.cx('fr-fieldset__element')}>
          <Input
            label="Adresse électronique (obligatoire)"
            hintText="Format attendu : prenom.nom@exemple.fr ; la réponse vous sera envoyée à cette adresse"
            {...etatChamp(errors.email?.message)}
            nativeInputProps={{ ...register('email'), type: 'email', maxLength: 100, autoComplete: 'email' }}
          />
        </div>
        <div className={fr.cx('fr-fieldset__element')}>
          <Input
            label="Confirmation de l'adresse électronique (obligatoire)"
            {...etatChamp(errors.emailConfirmation?.message)}
            nativeInputProps={{ ...register('emailConfirmation'), type: 'email', maxLength: 100, autoComplete: 'email' }}
          />
        </div>
        <div className={fr.cx('fr-fieldset__element')}>
          <Input
            label="Téléphone (facultatif)"
            hintText="Format international, par exemple +33122334455"
            {...etatChamp(errors.telephone?.message)}
            nativeInputProps={{ ...register('telephone'), type: 'tel', maxLength: 16, autoComplete: 'tel' }}
          />
        </div>
      </fieldset>

      <Input
        textArea
        label="Votre message (obligatoire)"
        hintText="De 20 à 4 000 caractères. Ne communiquez jamais votre mot de passe."
        {...etatChamp(errors.message?.message)}
        nativeTextAreaProps={{ ...register('message'), rows: 8, maxLength: 4000 }}
      />

      <Upload
        label={obligatoire('Pièce jointe', flags.pjOblig)}
        hint={`Format PDF uniquement, 5 Mo au maximum. Son contenu est vérifié.${typeChoisi?.aideJointe ? ` Attendu : ${typeChoisi.aideJointe}` : ''}`}
        state={erreurFichier ? 'error' : 'default'}
        stateRelatedMessage={erreurFichier ?? undefined}
        disabled={envoi}
        nativeInputProps={{
          accept: '.pdf,application/pdf',
          name: 'fichier',
          onChange: (e) => void choisirFichier(e.target.files?.[0]),
        }}
      />

      <div className={fr.cx('fr-mt-3w')}>
        <Captcha captcha={captcha} />
      </div>

      <Button type="submit" className={fr.cx('fr-mt-3w')} iconId="fr-icon-send-plane-line" iconPosition="right" disabled={envoi}>
        {envoi ? 'Envoi en cours…' : 'Envoyer ma demande'}
      </Button>
    </form>
  );
}

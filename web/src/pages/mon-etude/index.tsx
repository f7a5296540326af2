import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { StatutTeledeclarant } from '@registre/shared/domain/enums';
import type { Profil } from '@registre/shared/domain/profils';
import * as notaires from '@registre/shared/routes/notaires.routes';
import { modificationEtudeSchema, type EtudeNotariale } from '@registre/shared/schemas/notaires';
import { appeler, ErreurApi } from '../../api/client.ts';
import { cleRequete, useMutationRoute, useRequete } from '../../api/hooks.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { etatChamp, placerErreursServeur } from '../../components/formulaire.ts';
import { notifier } from '../../lib/notifications.ts';
import { AlerteConflit, BoutonsEnregistrement } from '../../components/Edition.tsx';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';

type Formulaire = z.input<typeof modificationEtudeSchema>;
const LIGNES = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'l7'] as const;
const CHAMPS = ['raisonSociale', ...LIGNES, 'telephone'] as const;
const LIBELLES_LIGNES: Record<(typeof LIGNES)[number], string> = {
  l1: 'Ligne 1 : raison sociale ou destinataire',
  l2: 'Ligne 2 : service, identité du destinataire',
  l3: 'Ligne 3 : entrée, bâtiment, immeuble',
  l4: 'Ligne 4 : numéro et libellé de la voie',
  l5: 'Ligne 5 : lieu-dit ou boîte postale',
  l6: 'Ligne 6 : code postal et localité',
  l7: 'Ligne 7 : pays',
};

/** Spec 001 §6 "a firm can be edited only by a notary; the collaborator is refused". */
export const PROFILS_EDITION_ETUDE: readonly Profil[] = ['NOTAIRE_ADMIN', 'NOTAIRE_NOTAIRE'];

const valeursDe = (e: EtudeNotariale): Formulaire => ({
  raisonSociale: e.raisonSociale ?? '',
  l1: e.l1 ?? '',
  l2: e.l2 ?? '',
  l3: e.l3 ?? '',
  l4: e.l4 ?? '',
  l5: e.l5 ?? '',
  l6: e.l6 ?? '',
  l7: e.l7 ?? '',
  telephone: e.telephone ?? '',
  version: e.version ?? 0,
});

const apeLisible = (code: string | null) => {
  const c = (code ?? '').trim().toUpperCase().replace('.', '');
  return /^\d{4}[A-Z]$/.test(c) ? `${c.slice(0, 2)}.${c.slice(2)}` : (code ?? '');
};

/**
 * "Mon étude notariale" (spec 001 §4 "Notary flow", §6): the firm of the notary recognised by their certificate
 * (`GET /api/public/etudenotariale`, answered on the notaries' entrance only: elsewhere the answer `ntr: 1` sends
 * the notary there). Its company name, postal address and phone are edited by notaries only
 * (`PUT /api/etudenotariale`, with the version read: 409 when someone saved in between); a collaborator reads it.
 */
export default function MonEtude() {
  const titre = usePageCourante()?.titre;
  const lecture = useRequete(notaires.etudeNotariale);
  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      <div className={fr.cx('fr-grid-row')}>
        <div className={fr.cx('fr-col-12', 'fr-col-lg-9')}>
          {lecture.isPending && <p role="status">Chargement de votre étude…</p>}
          {lecture.data &&
            (lecture.data.id === -1 ? (
              <Alert
                severity="info"
                as="h2"
                title="Aucune étude n'est rattachée à votre compte"
                description="Votre compte n'est lié à aucune étude notariale enregistrée dans le registre."
              />
            ) : (
              <FicheEtude etude={lecture.data} />
            ))}
        </div>
      </div>
    </div>
  );
}

function FicheEtude({ etude }: { etude: EtudeNotariale }) {
  const { compte } = useSession();
  const queryClient = useQueryClient();
  const modifiable = compte !== null && PROFILS_EDITION_ETUDE.includes(compte.profil);
  const enregistrer = useMutationRoute(notaires.modifierEtude, { erreursGerees: [400, 403, 409] });
  const [conflit, setConflit] = useState(false);
  const [refus, setRefus] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Formulaire>({
    resolver: zodResolver(modificationEtudeSchema, undefined, { raw: true }),
    defaultValues: valeursDe(etude),
  });

  useEffect(() => {
    if (!isDirty) reset(valeursDe(etude));
  }, [etude, isDirty, reset]);

  const relire = async () => {
    const relue = await queryClient.fetchQuery({
      queryKey: cleRequete(notaires.etudeNotariale),
      queryFn: () => appeler(notaires.etudeNotariale),
      staleTime: 0,
    });
    reset(valeursDe(relue));
    setConflit(false);
  };

  const soumettre = handleSubmit(async (valeurs) => {
    setConflit(false);
    setRefus(null);
    try {
      const nouvelle = await enregistrer.mutateAsync({ body: valeurs });
      queryClient.setQueryData(cleRequete(notaires.etudeNotariale), nouvelle);
      reset(valeursDe(nouvelle));
      notifier({ severite: 'success', titre: 'Les informations de votre étude ont été enregistrées.' });
    } catch (e) {
      if (!(e instanceof ErreurApi)) return;
      if (e.status === 409) setConflit(true);
      else if (e.status === 403) setRefus(e.message);
      else if (e.status === 400 && !placerErreursServeur(e, setError, CHAMPS)) setRefus(e.message);
    }
  });

  const fiche: [string, string, string | null][] = [
    ['numEtude', "Numéro de l'étude (CRPCEN)", etude.numEtude],
    ['siret', 'SIRET', etude.siret],
    ['codeApe', 'Code APE', apeLisible(etude.codeApe)],
    ['statut', 'Statut', etude.statut ? StatutTeledeclarant.labels[etude.statut] : null],
  ];

  return (
    <>
      <section aria-labelledby="etude-identification" className={fr.cx('fr-mb-4w')}>
        <h2 id="etude-identification" className={fr.cx('fr-h4')}>
          {etude.raisonSociale ?? 'Votre étude'}
        </h2>
        <dl className="fr-grid-row fr-grid-row--gutters fiche" data-testid="fiche-etude">
          {fiche
            .filter(([, , v]) => v)
            .map(([cle, libelle, valeur]) => (
              <div key={cle} className={fr.cx('fr-col-12', 'fr-col-md-6')}>
                <dt className={fr.cx('fr-text--bold')}>{libelle}</dt>
                <dd data-champ={cle}>{valeur}</dd>
              </div>
            ))}
        </dl>
      </section>

      {conflit && (
        <AlerteConflit
          titre="Les informations de l'étude ont été modifiées entre-temps"
          libelleBouton="Recharger les informations de l'étude"
          recharger={() => relire().catch(() => undefined)}
        />
      )}
      {refus && <Alert severity="error" small description={refus} className={fr.cx('fr-mb-3w')} />}

      <section aria-labelledby="etude-coordonnees">
        <h2 id="etude-coordonnees" className={fr.cx('fr-h4')}>
          Coordonnées de l'étude
        </h2>
        {modifiable ? (
          <form onSubmit={(e) => void soumettre(e)} noValidate aria-labelledby="etude-coordonnees">
            <p className={fr.cx('fr-hint-text')}>
              Seule la raison sociale est obligatoire. Adresse postale : 38 caractères par ligne.
            </p>
            <Input
              label="Raison sociale"
              {...etatChamp(errors.raisonSociale?.message)}
              nativeInputProps={{ ...register('raisonSociale'), maxLength: 100, autoComplete: 'organization' }}
            />
            <fieldset className={fr.cx('fr-fieldset')} aria-labelledby="etude-adresse">
              <legend id="etude-adresse" className={fr.cx('fr-fieldset__legend')}>
                Adresse postale (facultatif)
              </legend>
              {LIGNES.map((l) => (
                <div key={l} className={fr.cx('fr-fieldset__element')}>
                  <Input
                    label={LIBELLES_LIGNES[l]}
                    {...etatChamp(errors[l]?.message)}
                    nativeInputProps={{ ...register(l), maxLength: 38 }}
                  />
                </div>
              ))}
            </fieldset>
            <Input
              label="Téléphone (facultatif)"
              hintText="Format international, par exemple +33611223344"
              {...etatChamp(errors.telephone?.message)}
              nativeInputProps={{ ...register('telephone'), type: 'tel', autoComplete: 'tel' }}
            />
            <BoutonsEnregistrement
              occupe={isSubmitting}
              modifie={isDirty}
              annuler={() => {
                reset(valeursDe(etude));
                setConflit(false);
                setRefus(null);
              }}
            />
          </form>
        ) : (
          <>
            <dl className="fiche" data-testid="coordonnees-etude">
              {LIGNES.filter((l) => etude[l]).map((l) => (
                <div key={l}>
                  <dt className="fr-sr-only">{LIBELLES_LIGNES[l]}</dt>
                  <dd>{etude[l]}</dd>
                </div>
              ))}
              <div className={fr.cx('fr-mt-1w')}>
                <dt className={fr.cx('fr-text--bold')}>Téléphone</dt>
                <dd>{etude.telephone || 'Non renseigné'}</dd>
              </div>
            </dl>
            <p className={fr.cx('fr-hint-text')}>Seuls les notaires de l'étude peuvent modifier ces informations.</p>
          </>
        )}
      </section>
    </>
  );
}

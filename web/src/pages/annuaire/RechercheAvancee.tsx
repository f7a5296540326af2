/**
 * [issue 12] The directory's advanced search (spec 001 §3 "Advanced search", §5 "at least one field"): department,
 * commune (autocomplete within the department), postal code, street, place name, registration number, name,
 * mandate start and end dates, annual update status, unapproved exercise, condominium status, attachment status.
 * The form is checked by the shared search schema (`rechercheAnnuaireSchema`, through the resolver), the server's.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { MESSAGE_CRITERE_LOCALISANT, MESSAGE_UN_CHAMP, departementDeCommune } from '@registre/shared/schemas/annuaire';
import { departementsDeRegion } from '@registre/shared/routes/statistiques.routes';
import { useRequete } from '../../api/hooks.ts';
import { etatChamp } from '../../components/formulaire.ts';
import { ChampCommune } from './ChampCommune.tsx';
import {
  FORMULAIRE_AVANCE_VIDE,
  OPTIONS_ETAT,
  OPTIONS_MAJ,
  OPTIONS_RATTACHEMENT,
  corpsAvance,
  formulaireAvanceSchema,
  type EtatRecherche,
  type FormulaireAvance,
} from './annuaire.ts';

/** The messages that concern the whole form, shown above it rather than under the department. */
const MESSAGES_FORMULAIRE = [MESSAGE_UN_CHAMP, MESSAGE_CRITERE_LOCALISANT];

export function RechercheAvancee({
  initiale,
  lancer,
  reinitialiser,
}: {
  initiale: FormulaireAvance;
  lancer: (e: EtatRecherche) => void;
  reinitialiser: () => void;
}) {
  const departements = useRequete(departementsDeRegion, { params: { idRegion: '0' } }, { staleTime: Infinity });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<FormulaireAvance>({
    resolver: zodResolver(formulaireAvanceSchema, undefined, { raw: true }),
    defaultValues: initiale,
  });
  // the address changed (back, forward): the form follows
  useEffect(() => reset(initiale), [initiale, reset]);

  const departement = watch('departement');
  const nomCommune = watch('nomCommune');
  const codeInsee = watch('codeInsee');
  // another department: the commune chosen in the previous one goes
  useEffect(() => {
    if (codeInsee && departement && departementDeCommune(codeInsee) !== departement) {
      setValue('codeInsee', '');
      setValue('nomCommune', '');
    }
  }, [departement, codeInsee, setValue]);

  const soumettre = handleSubmit((valeurs) => {
    if (valeurs.nomCommune.trim() && !valeurs.codeInsee) {
      setError('nomCommune', { message: 'Choisissez la commune dans la liste proposée.' }, { shouldFocus: true });
      return;
    }
    lancer({ corps: corpsAvance(valeurs), nomCommune: valeurs.nomCommune.trim() || undefined });
  });

  const messageFormulaire = errors.departement?.message && MESSAGES_FORMULAIRE.includes(errors.departement.message);
  const col = (taille: 'petit' | 'moyen' | 'large') =>
    taille === 'petit'
      ? fr.cx('fr-col-12', 'fr-col-sm-6', 'fr-col-lg-3')
      : taille === 'moyen'
        ? fr.cx('fr-col-12', 'fr-col-sm-6', 'fr-col-lg-4')
        : fr.cx('fr-col-12', 'fr-col-lg-6');
  const sansValeur = (libelle: string) => <option value="">{libelle}</option>;

  return (
    <form onSubmit={soumettre} noValidate aria-label="Recherche avancée dans l'annuaire" data-testid="recherche-avancee">
      <p className={fr.cx('fr-hint-text')}>
        Renseignez au moins un critère, dont un département, une commune, un code postal, un numéro d'immatriculation ou un nom.
        Les dates sont au format JJ/MM/AAAA.
      </p>
      {messageFormulaire && (
        <Alert severity="error" small role="alert" className={fr.cx('fr-mb-2w')} description={errors.departement!.message!} />
      )}
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
        <div className={col('moyen')}>
          <Select
            label="Département"
            {...etatChamp(messageFormulaire ? undefined : errors.departement?.message)}
            nativeSelectProps={{ ...register('departement'), id: 'annuaire-departement' }}
          >
            {sansValeur(departements.isPending ? 'Chargement des départements…' : 'Tous les départements')}
            {departements.data?.map((d) => (
              <option key={d.code} value={d.code}>
                {d.code} – {d.nom}
              </option>
            ))}
          </Select>
        </div>
        <div className={col('moyen')}>
          <ChampCommune
            id="annuaire-commune"
            departement={departement}
            nom={nomCommune}
            codeInsee={codeInsee}
            erreur={errors.nomCommune?.message ?? errors.codeInsee?.message}
            changer={(nom, commune) => {
              setValue('nomCommune', nom);
              setValue('codeInsee', commune?.codeInsee ?? '');
              clearErrors(['nomCommune', 'codeInsee']);
            }}
          />
        </div>
        <div className={col('moyen')}>
          <Input
            label="Code postal"
            {...etatChamp(errors.codePostal?.message)}
            nativeInputProps={{ ...register('codePostal'), inputMode: 'numeric', maxLength: 5 }}
          />
        </div>
        <div className={col('large')}>
          <Input
            label="Voie"
            hintText="Par exemple : rue de la Paix"
            {...etatChamp(errors.voie?.message)}
            nativeInputProps={{ ...register('voie'), maxLength: 120 }}
          />
        </div>
        <div className={col('large')}>
          <Input
            label="Lieu-dit"
            {...etatChamp(errors.lieuDit?.message)}
            nativeInputProps={{ ...register('lieuDit'), maxLength: 120 }}
          />
        </div>
        <div className={col('moyen')}>
          <Input
            label="Numéro d'immatriculation"
            hintText="2 lettres et 7 chiffres, par exemple AC1234567"
            {...etatChamp(errors.numeroImmatriculation?.message)}
            nativeInputProps={{ ...register('numeroImmatriculation'), maxLength: 11, autoComplete: 'off' }}
          />
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-lg-8')}>
          <Input
            label="Nom de la copropriété"
            {...etatChamp(errors.nom?.message)}
            nativeInputProps={{ ...register('nom'), maxLength: 100 }}
          />
        </div>
        <div className={col('petit')}>
          <Input
            label="Mandat commencé le ou après le"
            hintText="JJ/MM/AAAA"
            {...etatChamp(errors.dateDebutMandat?.message)}
            nativeInputProps={{ ...register('dateDebutMandat'), maxLength: 10, inputMode: 'numeric' }}
          />
        </div>
        <div className={col('petit')}>
          <Input
            label="Mandat finissant le ou avant le"
            hintText="JJ/MM/AAAA"
            {...etatChamp(errors.dateFinMandat?.message)}
            nativeInputProps={{ ...register('dateFinMandat'), maxLength: 10, inputMode: 'numeric' }}
          />
        </div>
        <div className={col('petit')}>
          <Select
            label="Mise à jour annuelle"
            {...etatChamp(errors.statutMajAnnuelle?.message)}
            nativeSelectProps={register('statutMajAnnuelle')}
          >
            {sansValeur('Indifférent')}
            {OPTIONS_MAJ.map((o) => (
              <option key={o.code} value={o.code}>
                {o.libelle}
              </option>
            ))}
          </Select>
        </div>
        <div className={col('petit')}>
          <Select
            label="Exercice non approuvé"
            hint="Dernière mise à jour avec des comptes non approuvés"
            {...etatChamp(errors.exerciceNonApprouve?.message)}
            nativeSelectProps={register('exerciceNonApprouve')}
          >
            {sansValeur('Indifférent')}
            <option value="oui">Oui</option>
            <option value="non">Non</option>
          </Select>
        </div>
        <div className={col('large')}>
          <Select label="Statut de la copropriété" {...etatChamp(errors.etat?.message)} nativeSelectProps={register('etat')}>
            {sansValeur('Tous les statuts')}
            {OPTIONS_ETAT.map((o) => (
              <option key={o.code} value={o.code}>
                {o.libelle}
              </option>
            ))}
          </Select>
        </div>
        <div className={col('large')}>
          <Select
            label="Statut du rattachement"
            {...etatChamp(errors.statutRattachement?.message)}
            nativeSelectProps={register('statutRattachement')}
          >
            {sansValeur('Tous les statuts')}
            {OPTIONS_RATTACHEMENT.map((o) => (
              <option key={o.code} value={o.code}>
                {o.libelle}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <ButtonsGroup
        className={fr.cx('fr-mt-2w')}
        inlineLayoutWhen="sm and up"
        buttons={[
          { children: 'Rechercher', type: 'submit', iconId: 'fr-icon-search-line' },
          {
            children: 'Réinitialiser',
            priority: 'secondary',
            type: 'button',
            onClick: () => {
              reset(FORMULAIRE_AVANCE_VIDE);
              reinitialiser();
            },
          },
        ]}
      />
    </form>
  );
}

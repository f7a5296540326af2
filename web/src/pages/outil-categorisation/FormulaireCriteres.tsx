/** The categorisation tool's search criteria form. */
import { type UseFormReturn } from 'react-hook-form';
import { fr } from '@codegouvfr/react-dsfr';
import { Accordion } from '@codegouvfr/react-dsfr/Accordion';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { EtatCopropriete, PeriodeConstruction } from '@registre/shared/domain/enums';
import { ETATS_PUBLIES } from '@registre/shared/domain/rnic/registre';
import { TRANCHES, TYPES_SYNDIC } from '@registre/shared/domain/annuaire/projection';
import {
  LIBELLES_PROCEDURE,
  LIBELLES_STATUT_MANDAT,
  PROCEDURES,
  STATUTS_MANDAT,
  type CriteresCategorisation,
} from '@registre/shared/schemas/categorisation';
import { etatChamp } from '../../components/formulaire.ts';
import { Territoires } from './Territoires.tsx';
import { Formulaire, VIDE } from './criteres.ts';

const OUI_NON = [
  { value: '', label: 'Indifférent' },
  { value: 'oui', label: 'Oui' },
  { value: 'non', label: 'Non' },
];

export function FormulaireCriteres({
  form,
  perimetreTexte,
  soumettre,
  occupe,
}: {
  form: UseFormReturn<Formulaire, unknown, CriteresCategorisation>;
  perimetreTexte: string | null;
  soumettre: (c: CriteresCategorisation) => Promise<void>;
  occupe: boolean;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const cases = <T extends string>(champ: keyof Formulaire, valeurs: readonly { code: T; libelle: string }[]) =>
    valeurs.map((v) => ({ label: v.libelle, nativeInputProps: { ...register(champ), value: v.code } }));
  return (
    <form
      noValidate
      aria-labelledby="criteres"
      onSubmit={handleSubmit((c) => soumettre(c))}
      data-testid="criteres-categorisation"
    >
      <h2 id="criteres">Critères de recherche</h2>
      <fieldset className={fr.cx('fr-fieldset')}>
        <legend className={fr.cx('fr-fieldset__legend', 'fr-h5')}>Territoire</legend>
        <Territoires form={form} perimetreTexte={perimetreTexte} />
      </fieldset>

      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
        <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
          <Input
            label="Numéro d'immatriculation ou nom"
            hintText="Le début du numéro (exemple : AB12) ou une partie du nom."
            nativeInputProps={{ ...register('immatriculationOuNom'), autoComplete: 'off' }}
            {...etatChamp(errors.immatriculationOuNom?.message)}
          />
        </div>
        <div className={fr.cx('fr-col-6', 'fr-col-md-3')}>
          <Input
            label="Mandat commencé à partir du"
            nativeInputProps={{ ...register('dateDebutMandat'), type: 'date' }}
            {...etatChamp(errors.dateDebutMandat?.message)}
          />
        </div>
        <div className={fr.cx('fr-col-6', 'fr-col-md-3')}>
          <Input
            label="Mandat finissant au plus tard le"
            nativeInputProps={{ ...register('dateFinMandat'), type: 'date' }}
            {...etatChamp(errors.dateFinMandat?.message)}
          />
        </div>
      </div>

      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
        <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
          <Checkbox
            legend="Taille (lots principaux)"
            small
            options={cases(
              'tranchesLots',
              TRANCHES.map((t) => ({ code: t.code, libelle: t.libelle })),
            )}
          />
          <Checkbox legend="Type de syndic" small options={cases('typesSyndic', TYPES_SYNDIC)} />
          <Checkbox
            legend="Mandat du syndic"
            small
            options={cases(
              'statut',
              STATUTS_MANDAT.map((s) => ({ code: s, libelle: LIBELLES_STATUT_MANDAT[s] })),
            )}
          />
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
          <Checkbox legend="Période de construction" small options={cases('periodesConstruction', PeriodeConstruction.list)} />
          <Checkbox
            legend="Procédures en cours"
            hintText="L'une au moins des procédures cochées."
            small
            options={cases(
              'procedures',
              PROCEDURES.map((p) => ({ code: p, libelle: LIBELLES_PROCEDURE[p] })),
            )}
          />
        </div>
      </div>

      <Accordion label="Autres critères : état, mise à jour annuelle, indicateurs financiers">
        <Checkbox
          legend="État de la copropriété"
          small
          options={cases(
            'etatsCopropriete',
            ETATS_PUBLIES.map((e) => ({ code: e, libelle: (EtatCopropriete.labels as Record<string, string>)[e] ?? e })),
          )}
        />
        <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
            <Select label="Mise à jour annuelle en retard" nativeSelectProps={register('majAnnuelleEnRetard')}>
              {OUI_NON.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
            <Select
              label="Impayés au seuil du mandat ad hoc"
              hint="15 % des sommes exigibles au-delà de 200 lots, 25 % sinon (dernier exercice)."
              nativeSelectProps={register('impayesAuSeuilAdHoc')}
            >
              {OUI_NON.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
            <Input
              label="Dettes d'au moins (€)"
              nativeInputProps={{ ...register('dettesMin'), inputMode: 'decimal' }}
              {...etatChamp(errors.dettesMin?.message)}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
            <Input
              label="Fonds de travaux d'au plus (€)"
              hintText="0 : sans fonds de travaux."
              nativeInputProps={{ ...register('fondsTravauxMax'), inputMode: 'decimal' }}
              {...etatChamp(errors.fondsTravauxMax?.message)}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
            <Input
              label="Copropriétaires débiteurs de plus de 300 € : au moins"
              nativeInputProps={{ ...register('coproprietairesDebiteursMin'), inputMode: 'numeric' }}
              {...etatChamp(errors.coproprietairesDebiteursMin?.message)}
            />
          </div>
        </div>
      </Accordion>

      <ButtonsGroup
        className={fr.cx('fr-mt-3w')}
        inlineLayoutWhen="sm and up"
        buttons={[
          { children: 'Rechercher', type: 'submit', iconId: 'fr-icon-search-line', disabled: occupe },
          { children: 'Effacer les critères', priority: 'secondary', type: 'button', onClick: () => reset(VIDE) },
        ]}
      />
    </form>
  );
}

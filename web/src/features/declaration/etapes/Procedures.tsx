/**
 * Step procedures — block procedures (spec 000 §3.3, rules §5 "Procedures"): for each kind of administrative
 * order a yes/no question opening its list of orders (date, release date); the ad hoc mandate; the deficiency
 * order. Dates are not after today; a release date follows its order's date.
 */
import { useFieldArray, useFormContext } from 'react-hook-form';
import { fr } from '@codegouvfr/react-dsfr';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { CHAMPS_ARRETE, LIBELLES_TYPE_ARRETE, TYPES_ARRETE, type TypeArrete } from '@registre/shared/domain/copropriete/types';
import { idChamp } from '../assistant.ts';
import { ChampDate, ChampOuiNon, Element, Groupe, useErreur } from '../champs.tsx';

const QUESTIONS: Record<TypeArrete, string> = {
  EQUIPEMENTS: 'La copropriété fait-elle l’objet d’un arrêté relatif à la sécurité des équipements communs ?',
  INSALUBRITE_PARTIES: 'La copropriété fait-elle l’objet d’un arrêté d’insalubrité sur les parties communes ?',
  PERIL_PARTIES: 'La copropriété fait-elle l’objet d’un arrêté de péril sur les parties communes ?',
  SECURITE_INSALUBRITE_PARTIES:
    'La copropriété fait-elle l’objet d’un arrêté de mise en sécurité ou de traitement de l’insalubrité sur les parties communes ?',
};

const oui = (v: unknown) => v === 'true' || v === true;

function ListeArretes({ type }: { type: TypeArrete }) {
  const { control, watch } = useFormContext();
  const { liste, drapeau } = CHAMPS_ARRETE[type];
  const nom = `procedures.${liste}`;
  const { fields, append, remove } = useFieldArray({ control, name: nom });
  const ouvert = oui(watch(`procedures.${drapeau}`));
  const erreurListe = useErreur(nom);
  return (
    <Groupe titre={LIBELLES_TYPE_ARRETE[type]}>
      <Element>
        <ChampOuiNon nom={`procedures.${drapeau}`} label={QUESTIONS[type]} />
      </Element>
      {ouvert && (
        <Element>
          <div id={idChamp(nom)} tabIndex={-1}>
            {fields.map((f, i) => (
              <div key={f.id} className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-grid-row--bottom')}>
                <div className={fr.cx('fr-col-12', 'fr-col-md-5')}>
                  <ChampDate nom={`${nom}.${i}.dateArrete`} label={`Date de l'arrêté n° ${i + 1}`} />
                </div>
                <div className={fr.cx('fr-col-12', 'fr-col-md-5')}>
                  <ChampDate nom={`${nom}.${i}.dateMainLevee`} label={`Date de mainlevée de l'arrêté n° ${i + 1} (facultatif)`} />
                </div>
                <div className={fr.cx('fr-col-12', 'fr-col-md-2')}>
                  <Button
                    type="button"
                    priority="tertiary"
                    iconId="fr-icon-delete-line"
                    className={fr.cx('fr-mb-3w')}
                    title={`Retirer l'arrêté n° ${i + 1}`}
                    onClick={() => remove(i)}
                  />
                </div>
              </div>
            ))}
            {erreurListe && <p className={fr.cx('fr-message', 'fr-message--error', 'fr-mb-2w')}>{erreurListe}</p>}
            <Button
              type="button"
              priority="secondary"
              size="small"
              iconId="fr-icon-add-line"
              onClick={() => append({ id: null, type, dateArrete: '', dateMainLevee: '' })}
            >
              Ajouter un arrêté
            </Button>
          </div>
        </Element>
      )}
    </Groupe>
  );
}

export function EtapeProcedures() {
  const { watch } = useFormContext();
  const adHoc = oui(watch('procedures.flagMandatAdhoc'));
  const carence = oui(watch('procedures.flagOrdonnanceCarence'));
  return (
    <>
      {TYPES_ARRETE.map((t) => (
        <ListeArretes key={t} type={t} />
      ))}
      <Groupe titre="Mandat ad hoc">
        <Element>
          <ChampOuiNon nom="procedures.flagMandatAdhoc" label="Un mandataire ad hoc a-t-il été désigné pour la copropriété ?" />
        </Element>
        {adHoc && (
          <>
            <Element>
              <ChampDate nom="procedures.mandatAdHoc.dateNomination" label="Date de nomination du mandataire ad hoc" />
            </Element>
            <Element>
              <ChampDate nom="procedures.mandatAdHoc.dateFinMission" label="Date de fin de mission (facultatif)" />
            </Element>
          </>
        )}
      </Groupe>
      <Groupe titre="Ordonnance de carence">
        <Element>
          <ChampOuiNon
            nom="procedures.flagOrdonnanceCarence"
            label="Une ordonnance de carence a-t-elle été rendue pour la copropriété ?"
          />
        </Element>
        {carence && (
          <Element>
            <ChampDate nom="procedures.ordonnanceCarence.dateOrdonnance" label="Date de l'ordonnance de carence" />
          </Element>
        )}
      </Groupe>
    </>
  );
}

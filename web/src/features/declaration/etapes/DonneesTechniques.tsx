/**
 * Step donnees-techniques — block donneesTechniques (spec 000 §3.5, rules §5 "Technical data", works plan §9):
 * buildings per energy label (A to G and "non déterminé") and their total, heating (urban network or energy of a
 * collective heating), construction period and year, lifts, the multi-year works plan.
 */
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { fr } from '@codegouvfr/react-dsfr';
import { EnergieUtilisee, EtiquetteEnergie, PeriodeConstruction, TypeChauffage } from '@registre/shared/domain/enums';
import { lireClassement, sommeBatiments } from '@registre/shared/schemas/copropriete/donneesTechniques';
import { idChamp } from '../assistant.ts';
import { ChampDate, ChampListe, ChampNombre, ChampOuiNon, Element, Groupe, useErreur } from '../champs.tsx';

const oui = (v: unknown) => v === 'true' || v === true;
const non = (v: unknown) => v === 'false' || v === false;

/** The total of buildings: the sum per label (what the server stores), or null while a count is unreadable. */
export function totalBatiments(classement: Record<string, unknown> | null | undefined): number | null {
  const valeurs = EtiquetteEnergie.values.map((e) => classement?.[e]);
  if (valeurs.some((v) => typeof v === 'string' && v.trim() !== '' && !/^\d+$/.test(v.trim()))) return null;
  return sommeBatiments(lireClassement(classement as never));
}

export function EtapeDonneesTechniques() {
  const { watch, setValue } = useFormContext();
  const classement = watch('donneesTechniques.classementEnergetique') as Record<string, unknown> | undefined;
  const total = totalBatiments(classement);
  const typeChauffage = watch('donneesTechniques.typeChauffage') as string | undefined;
  const urbain = watch('donneesTechniques.chauffageCollectifUrbain') as unknown;
  const inscrit = oui(watch('donneesTechniques.pptInscritAG'));
  const adopte = oui(watch('donneesTechniques.ppt'));
  const erreurTotal = useErreur('donneesTechniques.nbBatimentsTotal');
  const collectif = typeChauffage === 'COLLECTIF' || typeChauffage === 'MIXTE';

  // the total is the sum per label, as the server computes it
  useEffect(() => {
    if (total !== null) setValue('donneesTechniques.nbBatimentsTotal', String(total));
  }, [total, setValue]);

  return (
    <>
      <Groupe
        titre="Bâtiments par étiquette énergétique"
        id={idChamp('donneesTechniques.nbBatimentsTotal')}
        hint="Nombre de bâtiments de la copropriété pour chaque étiquette du diagnostic de performance énergétique ; « non déterminé » pour ceux qui n'en ont pas."
        erreur={erreurTotal}
      >
        <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-px-1w')}>
          {EtiquetteEnergie.list.map((e) => (
            <div key={e.code} className={fr.cx('fr-col-6', 'fr-col-md-3')}>
              <ChampNombre
                nom={`donneesTechniques.classementEnergetique.${e.code}`}
                label={e.code === 'ETIQ_NON_DETERMINE' ? 'Étiquette non déterminée' : `Étiquette ${e.libelle}`}
                maxLength={4}
              />
            </div>
          ))}
        </div>
        <p className={fr.cx('fr-px-1w', 'fr-text--bold')} aria-live="polite" data-testid="total-batiments">
          Nombre total de bâtiments : {total ?? '—'}
        </p>
      </Groupe>

      <Groupe titre="Chauffage">
        <Element>
          <ChampListe nom="donneesTechniques.typeChauffage" label="Type de chauffage" options={TypeChauffage.list} />
        </Element>
        {collectif && (
          <Element>
            <ChampOuiNon
              nom="donneesTechniques.chauffageCollectifUrbain"
              label="Le chauffage collectif est-il raccordé à un réseau de chaleur urbain ?"
            />
          </Element>
        )}
        {collectif && non(urbain) && (
          <Element>
            <ChampListe
              nom="donneesTechniques.energieChauffageCollectifNonUrbain"
              label="Énergie utilisée par le chauffage collectif"
              options={EnergieUtilisee.list}
            />
          </Element>
        )}
      </Groupe>

      <Groupe titre="Construction et équipements">
        <Element>
          <ChampListe
            nom="donneesTechniques.periodeConstruction"
            label="Période de construction"
            options={PeriodeConstruction.list}
          />
        </Element>
        <Element>
          <ChampNombre
            nom="donneesTechniques.anneeConstruction"
            label="Année de construction (facultatif)"
            hint="4 chiffres, dans la période choisie"
            maxLength={4}
          />
        </Element>
        <Element>
          <ChampNombre
            nom="donneesTechniques.nbAscenseurs"
            label="Nombre d'ascenseurs"
            hint="0 s'il n'y en a pas"
            maxLength={4}
          />
        </Element>
      </Groupe>

      <Groupe
        titre="Plan pluriannuel de travaux"
        hint="Obligatoire depuis le 01/01/2023 au-delà de 200 lots, le 01/01/2024 de 51 à 200 lots et le 01/01/2025 jusqu'à 50 lots."
      >
        <Element>
          <ChampOuiNon
            nom="donneesTechniques.pptInscritAG"
            label="Un plan pluriannuel de travaux a-t-il été inscrit à l'ordre du jour d'une assemblée générale ?"
          />
        </Element>
        {inscrit && (
          <Element>
            <ChampOuiNon nom="donneesTechniques.ppt" label="Le plan pluriannuel de travaux a-t-il été adopté ?" />
          </Element>
        )}
        {inscrit && adopte && (
          <Element>
            <ChampDate nom="donneesTechniques.pptDate" label="Date d'adoption du plan pluriannuel de travaux" />
          </Element>
        )}
      </Groupe>
    </>
  );
}

/**
 * [issue 12] One breakdown of the statistics: a horizontal bar chart drawn in CSS with the DSFR's colour variables
 * (no chart library, no colour read in JavaScript), hidden from assistive technologies, then its data table (DSFR
 * table with a caption), the accessible alternative. A secret figure reads « secret statistique » and has no bar.
 */
import { fr } from '@codegouvfr/react-dsfr';
import type { LigneRepartition, ValeurStatistique } from '@registre/shared/schemas/statistiques';
import { TableauDonnees } from '../../components/TableauDonnees.tsx';
import { longueursBarres, part, valeurLue } from './selection.ts';

/** A figure in a table cell: « secret statistique » set apart (italic) from the numbers. */
function Valeur({ v }: { v: ValeurStatistique | undefined }) {
  return v === 'SECRET' ? <span className="statistiques-secret">{valeurLue(v)}</span> : <>{valeurLue(v)}</>;
}

export function Repartition({
  id,
  titre,
  contexte,
  lignes,
  total,
}: {
  id: string;
  titre: string;
  /** the territory and period, for the table's caption */
  contexte: string;
  lignes: readonly LigneRepartition[];
  total: ValeurStatistique;
}) {
  const barres = longueursBarres(lignes.map((l) => l.coproprietes));
  const avecLots = lignes.some((l) => l.lots !== undefined);
  return (
    <section aria-labelledby={`${id}-titre`} className={fr.cx('fr-mb-6w')} data-testid={id}>
      <h3 id={`${id}-titre`}>{titre}</h3>
      {lignes.length === 0 ? (
        <p>Aucune donnée pour cette répartition.</p>
      ) : (
        <>
          <div className="graphique-barres" aria-hidden="true" data-testid={`${id}-graphique`}>
            {lignes.map((l, i) => {
              const longueur = barres[i];
              return (
                <div key={l.code} className="graphique-barres__ligne">
                  <span className="graphique-barres__libelle">{l.libelle}</span>
                  <span className="graphique-barres__piste">
                    {longueur !== null && (
                      <span
                        className="graphique-barres__barre"
                        style={{ width: `${Math.max(longueur, longueur > 0 ? 0.5 : 0)}%` }}
                      />
                    )}
                  </span>
                  <span className="graphique-barres__valeur">
                    <Valeur v={l.coproprietes} />
                  </span>
                </div>
              );
            })}
          </div>
          <div className="statistiques-tableau">
            <TableauDonnees
              titre={`${titre} : ${avecLots ? 'copropriétés et lots' : 'copropriétés'} (${contexte})`}
              colonnes={[
                { cle: 'libelle', titre, rendu: (l) => l.libelle },
                { cle: 'coproprietes', titre: 'Copropriétés', rendu: (l) => <Valeur v={l.coproprietes} /> },
                {
                  cle: 'part',
                  titre: 'Part des copropriétés',
                  rendu: (l) =>
                    l.coproprietes === 'SECRET' ? <Valeur v="SECRET" /> : part(l.coproprietes, total) || 'non calculée',
                },
                ...(avecLots ? [{ cle: 'lots', titre: 'Lots', rendu: (l: LigneRepartition) => <Valeur v={l.lots} /> }] : []),
              ]}
              lignes={lignes}
              cle={(l) => l.code}
              vide="Aucune donnée pour cette répartition."
              titreVisible={false}
              defilableAuClavier
            />
          </div>
        </>
      )}
    </section>
  );
}

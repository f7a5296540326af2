/**
 * [issue 14] Pieces of the MCO indicators shared by the /indicateurs-MCO page and the keepers' home dashboard: key
 * figures, the requests table (demandeType, demande, horsDelai: spec 001 §2) and a series over time drawn in CSS
 * columns (DSFR colours, hidden from assistive technologies) followed by its data table, as the statistics page does.
 */
import { fr } from '@codegouvfr/react-dsfr';
import { Accordion } from '@codegouvfr/react-dsfr/Accordion';
import type { LigneIndicateur } from '@registre/shared/routes/indicateurs.routes';
import { TableauDonnees } from '../../components/TableauDonnees.tsx';
import './indicateurs.css';
import { nombreFr } from '../../lib/format.ts';

export interface ChiffreCle {
  id: string;
  valeur: string;
  libelle: string;
  /** a non-zero figure that calls for action (requests out of delay) */
  alerte?: boolean;
}

export function ChiffresCles({ chiffres, testId }: { chiffres: readonly ChiffreCle[]; testId: string }) {
  return (
    <ul className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-raw-list', 'fr-mb-4w')} data-testid={testId}>
      {chiffres.map((k) => (
        <li key={k.id} className={fr.cx('fr-col-12', 'fr-col-sm-6', 'fr-col-lg-3')}>
          <div
            className={`indicateurs-chiffre${k.alerte ? ' indicateurs-chiffre--alerte' : ''}`}
            data-testid={`indicateur-${k.id}`}
          >
            <p className="indicateurs-chiffre__valeur">{k.valeur}</p>
            <p className={fr.cx('fr-mb-0')}>{k.libelle}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function TableauDemandes({ lignes, titre }: { lignes: readonly LigneIndicateur[]; titre: string }) {
  return (
    <div className="indicateurs-tableau" data-testid="tableau-demandes">
      <TableauDonnees
        titre={titre}
        colonnes={[
          { cle: 'demandeType', titre: 'Type de demande', rendu: (l) => l.libelle },
          { cle: 'demande', titre: 'Demandes en cours', rendu: (l) => nombreFr(l.demande) },
          { cle: 'horsDelai', titre: 'Dont hors délai', rendu: (l) => nombreFr(l.horsDelai) },
        ]}
        lignes={lignes}
        cle={(l) => l.demandeType}
        vide="Aucune demande."
      />
    </div>
  );
}

export interface Point {
  periode: string;
  libelle: string;
  valeur: number;
}

/** A series: columns (aria-hidden), the first and last periods under them, then the data table. */
export function Evolution({
  id,
  titre,
  colonnePeriode,
  colonneValeur,
  points,
}: {
  id: string;
  titre: string;
  colonnePeriode: string;
  colonneValeur: string;
  points: readonly Point[];
}) {
  const max = Math.max(0, ...points.map((p) => p.valeur));
  return (
    <section aria-labelledby={`${id}-titre`} className={fr.cx('fr-mb-6w')} data-testid={id}>
      <h3 id={`${id}-titre`}>{titre}</h3>
      <div aria-hidden="true">
        <div className="graphique-colonnes" data-testid={`${id}-graphique`}>
          {points.map((p) => (
            <span key={p.periode} className="graphique-colonnes__colonne" title={`${p.libelle} : ${nombreFr(p.valeur)}`}>
              <span
                className="graphique-colonnes__barre"
                style={{ height: `${max === 0 ? 0 : Math.max((100 * p.valeur) / max, p.valeur > 0 ? 2 : 0)}%` }}
              />
            </span>
          ))}
        </div>
        {points.length > 0 && (
          <div className="graphique-colonnes__bornes">
            <span>{points[0]!.libelle}</span>
            {points.length > 1 && <span>{points[points.length - 1]!.libelle}</span>}
          </div>
        )}
      </div>
      <Accordion label={`Données : ${titre.charAt(0).toLowerCase()}${titre.slice(1)}`} titleAs="h4">
        <div className="indicateurs-tableau">
          <TableauDonnees
            titre={titre}
            titreVisible={false}
            colonnes={[
              { cle: 'periode', titre: colonnePeriode, rendu: (p) => p.libelle },
              { cle: 'valeur', titre: colonneValeur, rendu: (p) => nombreFr(p.valeur) },
            ]}
            lignes={[...points].reverse()}
            cle={(p) => p.periode}
            vide="Aucune donnée."
            defilableAuClavier
          />
        </div>
      </Accordion>
    </section>
  );
}

/**
 * Step donnees-financieres — block donneesFinancieres (spec 000 §3.4, rules §5 "Financial data"): the last
 * closed accounting exercise, or the "no financial data" box (every other field then left out).
 * [issue 11] `completion`: the same fields complete an exercise declared with accounts not approved — its dates
 * are fixed (shown, not typed), its accounts are now approved (the general assembly's date is asked).
 */
import { useFormContext } from 'react-hook-form';
import { fr } from '@codegouvfr/react-dsfr';
import { CaseACocher, ChampDate, ChampMontant, ChampNombre, ChampOuiNon, Element, Groupe } from '../champs.tsx';

const oui = (v: unknown) => v === 'true' || v === true;

export function EtapeDonneesFinancieres({ completion = false }: { completion?: boolean }) {
  const { watch } = useFormContext();
  const inconnues = !completion && oui(watch('donneesFinancieres.donneesFinancieresInconnues'));
  const nonApprouves = !completion && oui(watch('donneesFinancieres.comptesNonApprouves'));
  const debut = watch('donneesFinancieres.dateDebutExercice') as string | null | undefined;
  const cloture = watch('donneesFinancieres.dateClotureComptes') as string | null | undefined;
  return (
    <>
      {!completion && (
        <Groupe titre="Disponibilité des données">
          <Element>
            <CaseACocher
              nom="donneesFinancieres.donneesFinancieresInconnues"
              label="Je ne dispose d'aucune donnée financière sur la copropriété"
              hint="Par exemple pour une copropriété sans syndic depuis plusieurs années : les données financières pourront être déclarées lors d'une mise à jour."
            />
          </Element>
        </Groupe>
      )}
      {!inconnues && (
        <>
          <Groupe titre={completion ? 'Exercice dont les comptes sont désormais approuvés' : 'Dernier exercice comptable clos'}>
            {completion ? (
              <Element>
                <p className={fr.cx('fr-mb-0')} data-testid="dates-exercice">
                  {debut ? `Exercice du ${debut} au ${cloture ?? '?'}.` : `Exercice clos le ${cloture ?? '?'}.`}
                  <br />
                  Comptes approuvés : <strong>Oui</strong>
                </p>
              </Element>
            ) : (
              <>
                <Element>
                  <ChampDate nom="donneesFinancieres.dateDebutExercice" label="Date de début de l'exercice" />
                </Element>
                <Element>
                  <ChampDate
                    nom="donneesFinancieres.dateClotureComptes"
                    label="Date de clôture des comptes"
                    hint="L'exercice dure 18 mois au plus"
                  />
                </Element>
                <Element>
                  <ChampOuiNon
                    nom="donneesFinancieres.comptesNonApprouves"
                    label="Les comptes de cet exercice sont-ils encore à approuver ?"
                    hint="Répondez « oui » si aucune assemblée générale ne les a encore approuvés."
                  />
                </Element>
              </>
            )}
            {!nonApprouves && (
              <Element>
                <ChampDate
                  nom="donneesFinancieres.dateAg"
                  label="Date de l'assemblée générale ayant approuvé les comptes"
                  hint="Postérieure à la clôture des comptes, au plus tard aujourd'hui"
                />
              </Element>
            )}
            <Element>
              <ChampOuiNon
                nom="donneesFinancieres.premierExerciceComptable"
                label="S'agit-il du premier exercice comptable de la copropriété ?"
              />
            </Element>
          </Groupe>
          <Groupe titre="Montants de l'exercice">
            <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-px-1w')}>
              <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
                <ChampMontant nom="donneesFinancieres.chargesOperationsCourantes" label="Charges pour opérations courantes" />
              </div>
              <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
                <ChampMontant
                  nom="donneesFinancieres.chargesOperationsExceptionnelles"
                  label="Charges pour travaux et opérations exceptionnelles"
                />
              </div>
              <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
                <ChampMontant nom="donneesFinancieres.montantDettes" label="Montant des dettes fournisseurs" />
              </div>
              <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
                <ChampMontant nom="donneesFinancieres.montantFondTravaux" label="Montant du fonds de travaux" />
              </div>
              <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
                <ChampMontant
                  nom="donneesFinancieres.montantImpayesCoproprietaires"
                  label="Montant des impayés des copropriétaires"
                />
              </div>
              <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
                <ChampNombre
                  nom="donneesFinancieres.nbCoproprietairesImpayes"
                  label="Nombre de copropriétaires débiteurs de plus de 300 €"
                  hint="Au plus le nombre de lots"
                />
              </div>
            </div>
          </Groupe>
          <Groupe titre="Personnel">
            <Element>
              <ChampOuiNon
                nom="donneesFinancieres.presenceEmployes"
                label="Le syndicat emploie-t-il du personnel (gardien, employé d'immeuble…) ?"
              />
            </Element>
          </Groupe>
        </>
      )}
    </>
  );
}

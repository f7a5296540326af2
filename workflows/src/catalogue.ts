/**
 * The workflows of the register: one ASL file (JSONPath only) per state machine in `workflows/`, the Lambda
 * task handlers its `${Placeholder}` FunctionNames stand for, and the schedule that starts it, if any. The CDK
 * workflows stack and the local runner both read this list. Workflows arrive with their features (inactivity
 * reminders, duplicate check SLA, mandate expiry, out-of-delay flags, exports).
 */
export interface DefinitionWorkflow {
  nom: string;
  /** path of the ASL file, relative to the repository root */
  fichier: string;
  /** placeholder -> module (relative to the repository root) exporting `handler(payload)` */
  fonctions: Record<string, string>;
  /** EventBridge Scheduler expression, evaluated in Europe/Paris */
  planification?: { expression: string; entree?: unknown };
}

export const WORKFLOWS: readonly DefinitionWorkflow[] = [
  {
    // issue 3: accounts without sign-in for INACTIVITE_JOURS (180) get a reminder, and are deactivated
    // INACTIVITE_DESACTIVATION_JOURS (30) later if still inactive; every day at 06:00, Paris time
    nom: 'relance-inactivite',
    fichier: 'workflows/relance-inactivite.asl.json',
    fonctions: {
      TrouverInactifs: 'workflows/src/taches/trouverInactifs.ts',
      RelancerInactif: 'workflows/src/taches/relancerInactif.ts',
      DesactiverInactif: 'workflows/src/taches/desactiverInactif.ts',
    },
    planification: { expression: 'cron(0 6 * * ? *)', entree: {} },
  },
  {
    // issue 4: started when a validation request is filed (input { idDemande, echeance }), no schedule; waits
    // until the one-working-day deadline, then flags the request out of delay and mails the keepers if it is
    // still pending
    nom: 'delai-validation',
    fichier: 'workflows/delai-validation.asl.json',
    fonctions: { MarquerHorsDelai: 'workflows/src/taches/marquerHorsDelai.ts' },
  },
  {
    // issue 5: current mandates past their end date become EXPIRE (their condominium
    // IMMATRICULEE_RATTACHEMENT_EXPIRE), syndics are warned AVERTISSEMENT_FIN_MANDAT_JOURS (30) days before the end;
    // every day at 05:30, Paris time (input {} — or { maintenant } to replay a day)
    nom: 'expiration-mandats',
    fichier: 'workflows/expiration-mandats.asl.json',
    fonctions: {
      TrouverMandatsExpires: 'workflows/src/taches/trouverMandatsExpires.ts',
      ExpirerMandat: 'workflows/src/taches/expirerMandat.ts',
      AvertirFinMandat: 'workflows/src/taches/avertirFinMandat.ts',
    },
    planification: { expression: 'cron(30 5 * * ? *)', entree: {} },
  },
  {
    // issue 10: the whole register as the RNIC open-data file (72 columns), in parallel Scan segments assembled
    // into one object with its manifest; every night at 02:00, Paris time, or started by a keeper administrator
    // (api/donneesBrute/export). Input {} — or { maintenant } to date the file of another day
    nom: 'export-donnees-brutes',
    fichier: 'workflows/export-donnees-brutes.asl.json',
    fonctions: {
      PreparerExport: 'workflows/src/taches/preparerExport.ts',
      ExporterSegment: 'workflows/src/taches/exporterSegment.ts',
      AssemblerExport: 'workflows/src/taches/assemblerExport.ts',
      // [issue 27] releases the start's lock when the export ends or fails
      LibererVerrouExport: 'workflows/src/taches/libererVerrouExport.ts',
    },
    planification: { expression: 'cron(0 2 * * ? *)', entree: {} },
  },
  {
    // issue 10: a RNIC file dropped in the imports bucket (input { bucket, cle }) is loaded slice by slice,
    // each slice resuming at the byte where the previous one stopped; [issue 23] the file is first cut into ranges
    // of 80 000 records loaded side by side (a Map, 8 at once); no schedule
    nom: 'import-rnic',
    fichier: 'workflows/import-rnic.asl.json',
    fonctions: { ImporterTranche: 'workflows/src/taches/importerTranche.ts' },
  },
  {
    // issue 11: the annual update of a registered condominium falls due, then becomes late, by the passing of
    // time: the agenda of the days it changes (kept by the stream projector) is read, the new status written and
    // the syndic holding the condominium mailed, once for each; every day at 06:30, Paris time (input {} — or
    // { maintenant } to replay a day)
    nom: 'relance-maj-annuelle',
    fichier: 'workflows/relance-maj-annuelle.asl.json',
    fonctions: {
      TrouverMajAnnuelles: 'workflows/src/taches/trouverMajAnnuelles.ts',
      RelancerMajAnnuelle: 'workflows/src/taches/relancerMajAnnuelle.ts',
    },
    planification: { expression: 'cron(30 6 * * ? *)', entree: {} },
  },
  {
    // issue 13: an extraction or a zip of fact sheets too large for a response, started by an institutional user
    // (api/categorisation/exports); the file is written to the exports bucket, the page follows the execution
    nom: 'export-categorisation',
    fichier: 'workflows/export-categorisation.asl.json',
    fonctions: {
      ProduireExportCategorisation: 'workflows/src/taches/produireExportCategorisation.ts',
      LibererVerrouExport: 'workflows/src/taches/libererVerrouExport.ts',
    },
  },
  {
    // issue 25: a batch of up to 500 annual updates sent by a syndic's software (POST /api/logiciels/v1/lots, input
    // { idLot }), applied entry by entry through the use case of a single annual update, a few at once; the task
    // stops before its time limit and the loop resumes what is left; no schedule
    nom: 'lot-maj-annuelles',
    fichier: 'workflows/lot-maj-annuelles.asl.json',
    fonctions: { AppliquerLot: 'workflows/src/taches/appliquerLot.ts' },
  },
];

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
];

/**
 * Workflows stack: one state machine per entry of the workflow catalogue (workflows/src/catalogue.ts, also
 * read by the local runner), its task functions and its schedule (DESIGN §5).
 *
 * - a machine is named `registre-<name>`: the API starts it by that name (WORKFLOW_ARN_PREFIX);
 * - a placeholder `${Name}` of the ASL file is the Lambda whose bundle is `workflows/dist/<Name>/index.mjs`
 *   (handler `index.handler`, the module the catalogue gives for that placeholder, bundled by
 *   `npm run bundle`); a function used by several workflows is created once.
 */
import { join } from 'node:path';
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { DefinitionWorkflow } from '@registre/workflows/catalogue';
import { AslStateMachine } from './asl-state-machine.ts';
import { PREFIXE_WORKFLOWS, RACINE } from './config.ts';
import type { DonneesStack } from './donnees-stack.ts';
import { accorderCourriel, environnementCommun } from './environnement.ts';
import { FonctionRegistre, SUPPRESSION_OBJETS_ET_INDEX, accorderObjets } from './fonction.ts';
import { Planification } from './planification.ts';

export interface WorkflowsStackProps extends StackProps {
  /** Public address of the site, for the links of the mails (APP_URL). */
  readonly urlApplication?: string;
  readonly donnees: DonneesStack;
  readonly version: string;
  readonly workflows: readonly DefinitionWorkflow[];
  /** Default: workflows/dist. */
  readonly dossierBundles?: string;
  readonly expediteur?: string;
  /** [issue 4] The keepers' shared mailbox (COURRIEL_TENEURS). */
  readonly courrielTeneurs?: string;
}

export class WorkflowsStack extends Stack {
  readonly machines: Record<string, AslStateMachine> = {};
  readonly taches: Record<string, FonctionRegistre> = {};
  readonly planifications: Record<string, Planification> = {};

  constructor(scope: Construct, id: string, props: WorkflowsStackProps) {
    super(scope, id, props);
    const dossierBundles = props.dossierBundles ?? join(RACINE, 'workflows', 'dist');

    for (const w of props.workflows) {
      if (this.machines[w.nom]) throw new Error(`Deux workflows portent le nom ${w.nom}.`);
      const fonctions = Object.fromEntries(
        Object.keys(w.fonctions).map((marqueur) => [marqueur, this.tache(marqueur, dossierBundles, props).fonction]),
      );
      const machine = new AslStateMachine(this, `Workflow-${w.nom}`, {
        fichier: join(RACINE, w.fichier),
        nom: `${PREFIXE_WORKFLOWS}${w.nom}`,
        fonctions,
      });
      this.machines[w.nom] = machine;
      if (w.planification) {
        this.planifications[w.nom] = new Planification(this, `Planification-${w.nom}`, {
          machine: machine.machine,
          expression: w.planification.expression,
          entree: w.planification.entree,
          description: `Registre - démarrage planifié du workflow ${w.nom}`,
        });
      }
    }
  }

  /** Task function for a placeholder, created on first use. */
  private tache(nom: string, dossierBundles: string, props: WorkflowsStackProps): FonctionRegistre {
    const existante = this.taches[nom];
    if (existante) return existante;
    const f = new FonctionRegistre(this, `Tache-${nom}`, {
      bundle: join(dossierBundles, nom),
      description: `Registre - tâche de workflow ${nom}`,
      // Tasks scan (exports in parallel segments) and write files: more time and memory than an API call.
      timeout: Duration.minutes(5),
      memorySize: 1024,
      environment: { ...environnementCommun(this, props), POWERTOOLS_SERVICE_NAME: `registre-${nom}` },
    });
    props.donnees.table.grantReadWriteData(f.role);
    accorderObjets(f.role, props.donnees.exports, 'ecriture');
    // reminders and notifications
    accorderCourriel(f, f.role, props.expediteur);
    NagSuppressions.addResourceSuppressions(f.role, [SUPPRESSION_OBJETS_ET_INDEX], true);
    this.taches[nom] = f;
    return f;
  }
}

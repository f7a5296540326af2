/* Généré par openapi-typescript depuis /api/logiciels/v1/openapi.json (npm run client:logiciels) : ne pas modifier. */
export interface paths {
    "/api/logiciels/v1/coproprietes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Les copropriétés de votre établissement, par pages (curseur), filtrables par date de modification et par échéance : mise à jour annuelle due ou en retard, mandat finissant dans les N jours. */
        get: operations["logiciels.coproprietes"];
        put?: never;
        /** Immatricule une copropriété (la déclaration entière) : 201 avec son numéro, ou 202 avec l'identifiant de la demande quand un doublon probable l'envoie aux teneurs du registre (délai : un jour ouvré). */
        post: operations["logiciels.immatriculer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logiciels/v1/coproprietes/{numero}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** La fiche complète d'une copropriété de votre établissement (404 pour toute autre). */
        get: operations["logiciels.copropriete"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logiciels/v1/coproprietes/{numero}/mises-a-jour-annuelles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enregistre la mise à jour annuelle d'une copropriété de votre établissement : les blocs transmis remplacent ceux de la déclaration en vigueur, avec toutes les règles du formulaire. */
        post: operations["logiciels.majAnnuelle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logiciels/v1/coproprietes/{numero}/mises-a-jour-standard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enregistre une mise à jour standard (à tout moment) d'une copropriété de votre établissement : le même corps que la mise à jour annuelle, les blocs transmis remplaçant ceux de la déclaration en vigueur, avec toutes les règles du formulaire. */
        post: operations["logiciels.majStandard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logiciels/v1/coproprietes/{numero}/renouvellements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Déclare le renouvellement du mandat de votre établissement sur une de ses copropriétés : le nouveau mandat (commençant après la fin de celui qu'il renouvelle) et son justificatif PDF en base64 (obligatoire, 5 Mo au plus) ; 202 avec l'identifiant de la demande transmise aux teneurs du registre (délai : un jour ouvré). */
        post: operations["logiciels.renouveler"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logiciels/v1/rattachements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Demande le rattachement d'une copropriété immatriculée à votre établissement : son numéro, le mandat et son justificatif PDF en base64 (5 Mo au plus) ; 202 avec l'identifiant de la demande transmise aux teneurs du registre (délai : un jour ouvré). */
        post: operations["logiciels.rattacher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logiciels/v1/demandes/{idDemande}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** L'état d'une demande de votre établissement (immatriculation, rattachement ou renouvellement) : en attente, validée (avec le numéro), refusée (avec les motifs) ou hors délai. */
        get: operations["logiciels.demande"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logiciels/v1/lots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Envoie jusqu'à 500 mises à jour annuelles, traitées en arrière-plan : 202 avec l'identifiant du lot, dont les résultats se lisent ensuite. */
        post: operations["logiciels.envoyerLot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logiciels/v1/lots/{idLot}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** L'avancement d'un lot et le résultat de chaque mise à jour : appliquée, ou refusée avec l'erreur de chaque champ et son chemin. */
        get: operations["logiciels.lot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Probleme: {
            /** @description Référence de l’erreur dans le guide des éditeurs */
            type: string;
            title: string;
            status: number;
            detail: string;
            /** @description Identifiant de la requête (à citer au support) */
            instance: string;
            code: string;
            erreurs?: {
                /** @description Chemin JSON du champ */
                chemin: string;
                message: string;
            }[];
        };
        Erreur: {
            status: number;
            message: string;
            id: string;
            code: string;
            erreurs?: {
                [key: string]: string;
            };
            details?: {
                [key: string]: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "logiciels.coproprietes": {
        parameters: {
            query?: {
                curseur?: string;
                limite?: number;
                modifieesDepuis?: string;
                echeance?: "maj-annuelle" | "fin-mandat";
                jours?: number;
            };
            header?: {
                /** @description ETag d’une réponse précédente */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Succès */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        coproprietes: {
                            numeroImmatriculation: string | null;
                            idDemande: string | null;
                            nomCopropriete: string | null;
                            adresse: string | null;
                            etat: string;
                            dateDerniereModification: string | null;
                            majAnnuelle: {
                                /** @enum {string} */
                                statut: "A_JOUR" | "DUE" | "EN_RETARD";
                                exigibleLe: string | null;
                                echeance: string | null;
                            } | null;
                            mandat: {
                                dateDebut: string | null;
                                dateFin: string | null;
                                /** @enum {string} */
                                statut: "COURANT" | "EXPIRE" | "A_VALIDER" | "A_CONFIRMER" | "AUTRE";
                            } | null;
                        }[];
                        curseurSuivant: string | null;
                    };
                };
            };
            /** @description Non modifié depuis l’ETag donné dans If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Requête invalide (message par champ, en français) / REQUETE_INVALIDE : La requête est invalide : vérifiez les champs signalés. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Non authentifié / JETON_LOGICIEL_INVALIDE : Le jeton d'accès est absent, invalide ou expiré : demandez un jeton au serveur d'autorisation (OAuth 2.0, client credentials). / ACCES_LOGICIEL_REVOQUE : Cet accès logiciel est révoqué ou inconnu : l'administrateur principal de l'établissement peut en créer un dans « Mon établissement ». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Accès non autorisé / PORTEE_INSUFFISANTE : Le jeton ne porte pas la portée qu'exige cette opération : demandez-la avec le jeton, si l'accès la permet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description TROP_DE_REQUETES : Trop de requêtes pour cet accès logiciel : réessayez après le délai indiqué par l'en-tête Retry-After. */
            429: {
                headers: {
                    /** @description Secondes avant de réessayer */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
        };
    };
    "logiciels.immatriculer": {
        parameters: {
            query?: never;
            header?: {
                /** @description Clé unique de la requête (UUID conseillé) : la même clé avec le même corps dans les 24 heures renvoie la première réponse ; avec un autre corps, 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    infoRattachement?: {
                        id?: number | null;
                        adminProvisoire?: boolean | ("true" | "false" | "") | null;
                        dateDebutMandat?: string | null;
                        dateFinMandat?: string | null;
                        dateTeleversement?: string | null;
                        idDocument?: string | null;
                        justifMandat?: string | null;
                        nomFichierJustifMandat?: string | null;
                        typeJustifMandat?: ("CONTRAT_SYNDIC" | "PV_AG" | "ORDO_NOMINATION") | "" | null;
                    } | null;
                    identification: {
                        adressePrincipale?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "PRINCIPALE" | "SECONDAIRE";
                            geolocalisee?: boolean | ("true" | "false" | "") | null;
                            libelle?: string | null;
                            numero?: string | null;
                            voie?: string | null;
                            codePostal?: string | null;
                            commune?: string | null;
                            codeInsee?: string | null;
                            x?: (number | string) | null;
                            y?: (number | string) | null;
                            idBan?: string | null;
                            idRnb?: string | null;
                        } | null;
                        adresseSecondaire?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "PRINCIPALE" | "SECONDAIRE";
                            geolocalisee?: boolean | ("true" | "false" | "") | null;
                            libelle?: string | null;
                            numero?: string | null;
                            voie?: string | null;
                            codePostal?: string | null;
                            commune?: string | null;
                            codeInsee?: string | null;
                            x?: (number | string) | null;
                            y?: (number | string) | null;
                            idBan?: string | null;
                            idRnb?: string | null;
                        }[] | null;
                        dateReglementCopropriete?: string | null;
                        idCopropriete?: number | null;
                        nbAful?: number | string | null;
                        nbAsl?: number | string | null;
                        nbLots?: number | string | null;
                        nbLotsHab?: number | string | null;
                        nbLotsHabBurCom?: number | string | null;
                        nbLotsStationnement?: number | string | null;
                        nbUnionsSyndicats?: number | string | null;
                        nomCopropriete?: string | null;
                        numImmatriculationCopropriete?: string | null;
                        numImmatriculationCoproprietePrincipale?: string | null;
                        parcelle?: {
                            id?: number | null;
                            codePostal?: string | null;
                            commune?: string | null;
                            communeAbsorbee?: string | null;
                            codeInsee?: string | null;
                            prefixe?: string | null;
                            section?: string | null;
                            numero?: string | number | null;
                            geolocalisee?: boolean | ("true" | "false" | "") | null;
                        }[] | null;
                        residenceService?: boolean | ("true" | "false" | "") | null;
                        siret?: string | null;
                        syndicatCooperatif?: boolean | ("true" | "false" | "") | null;
                        syndicatPrincipal?: boolean | ("true" | "false" | "") | null;
                    };
                    procedures: {
                        arrete?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                            dateArrete?: string | null;
                            dateMainLevee?: string | null;
                        }[] | null;
                        arreteEquipements?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                            dateArrete?: string | null;
                            dateMainLevee?: string | null;
                        }[] | null;
                        arreteInsalubriteParties?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                            dateArrete?: string | null;
                            dateMainLevee?: string | null;
                        }[] | null;
                        arretePerilParties?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                            dateArrete?: string | null;
                            dateMainLevee?: string | null;
                        }[] | null;
                        arreteSecuriteInsalubriteParties?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                            dateArrete?: string | null;
                            dateMainLevee?: string | null;
                        }[] | null;
                        flagEquipementsCom?: boolean | ("true" | "false" | "") | null;
                        flagInsalubritePartiesCom?: boolean | ("true" | "false" | "") | null;
                        flagMandatAdhoc?: boolean | ("true" | "false" | "") | null;
                        flagOrdonnanceCarence?: boolean | ("true" | "false" | "") | null;
                        flagPerilPartiesCom?: boolean | ("true" | "false" | "") | null;
                        flagSecuriteInsalubritePartiesCom?: boolean | ("true" | "false" | "") | null;
                        mandatAdHoc?: {
                            dateNomination?: string | null;
                            dateFinMission?: string | null;
                        } | null;
                        ordonnanceCarence?: {
                            dateOrdonnance?: string | null;
                        } | null;
                    };
                    donneesFinancieres: {
                        chargesOperationsCourantes?: number | string | null;
                        chargesOperationsExceptionnelles?: number | string | null;
                        comptesNonApprouves?: boolean | ("true" | "false" | "") | null;
                        dateAg?: string | null;
                        dateClotureComptes?: string | null;
                        dateDebutExercice?: string | null;
                        montantDettes?: number | string | null;
                        montantFondTravaux?: number | string | null;
                        montantImpayesCoproprietaires?: number | string | null;
                        nbCoproprietairesImpayes?: number | string | null;
                        premierExerciceComptable?: boolean | ("true" | "false" | "") | null;
                        presenceEmployes?: boolean | ("true" | "false" | "") | null;
                        donneesFinancieresInconnues?: boolean | ("true" | "false" | "") | null;
                    };
                    donneesTechniques: {
                        anneeConstruction?: number | string | null;
                        chauffageCollectifUrbain?: boolean | ("true" | "false" | "") | null;
                        classementEnergetique?: {
                            ETIQ_A?: number | string | null;
                            ETIQ_B?: number | string | null;
                            ETIQ_C?: number | string | null;
                            ETIQ_D?: number | string | null;
                            ETIQ_E?: number | string | null;
                            ETIQ_F?: number | string | null;
                            ETIQ_G?: number | string | null;
                            ETIQ_NON_DETERMINE?: number | string | null;
                        } | null;
                        classementEnergetiqueComplet?: boolean | ("true" | "false" | "") | null;
                        energieChauffageCollectifNonUrbain?: ("BOIS_DE_CHAUFFAGE" | "GAZ_NATUREL" | "GAZ_PROPANE_BUTANE" | "FIOUL_DOMESTIQUE" | "CHARBON" | "ELECTRICITE" | "ENERGIE_AUTRE") | "" | null;
                        nbAscenseurs?: number | string | null;
                        nbBatimentsTotal?: number | string | null;
                        periodeConstruction?: ("AVANT_1949" | "DE_1949_A_1960" | "DE_1961_A_1974" | "DE_1975_A_1993" | "DE_1994_A_2000" | "DE_2001_A_2010" | "APRES_2011" | "NON_CONNUE") | "" | null;
                        ppt?: boolean | ("true" | "false" | "") | null;
                        pptDate?: string | null;
                        pptInscritAG?: boolean | ("true" | "false" | "") | null;
                        typeChauffage?: ("COLLECTIF" | "INDIVIDUEL" | "MIXTE" | "SANS_CHAUFFAGE" | "Non renseigné") | "" | null;
                    };
                    /** @default [] */
                    doublonsConserves?: string[];
                    /** @default false */
                    confirmerAvertissements?: boolean;
                };
            };
        };
        responses: {
            /** @description Succès */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        statut: "IMMATRICULEE";
                        numeroImmatriculation: string;
                        idDemande: null;
                    } | {
                        /** @constant */
                        statut: "EN_ATTENTE_VALIDATION";
                        numeroImmatriculation: null;
                        idDemande: string;
                        dateLimite: string;
                    };
                };
            };
            /** @description Succès */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        statut: "IMMATRICULEE";
                        numeroImmatriculation: string;
                        idDemande: null;
                    } | {
                        /** @constant */
                        statut: "EN_ATTENTE_VALIDATION";
                        numeroImmatriculation: null;
                        idDemande: string;
                        dateLimite: string;
                    };
                };
            };
            /** @description Requête invalide (message par champ, en français) / REQUETE_INVALIDE : La requête est invalide : vérifiez les champs signalés. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Non authentifié / JETON_LOGICIEL_INVALIDE : Le jeton d'accès est absent, invalide ou expiré : demandez un jeton au serveur d'autorisation (OAuth 2.0, client credentials). / ACCES_LOGICIEL_REVOQUE : Cet accès logiciel est révoqué ou inconnu : l'administrateur principal de l'établissement peut en créer un dans « Mon établissement ». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Accès non autorisé / PORTEE_INSUFFISANTE : Le jeton ne porte pas la portée qu'exige cette opération : demandez-la avec le jeton, si l'accès la permet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description RESSOURCE_INTROUVABLE : L'élément demandé est introuvable. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description CONFLIT_MODIFICATION : Ces données ont été modifiées entre-temps par quelqu'un d'autre : rechargez la page puis recommencez. / IDEMPOTENCE_EN_COURS : Une requête avec cette clé d'idempotence est en cours de traitement : réessayez dans quelques secondes. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description REQUETE_TROP_VOLUMINEUSE : La requête dépasse la taille maximale autorisée (10 Mo). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description IDEMPOTENCE_AUTRE_CORPS : Cette clé d'idempotence a déjà servi pour une requête différente : utilisez une nouvelle clé pour une nouvelle requête. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description TROP_DE_REQUETES : Trop de requêtes pour cet accès logiciel : réessayez après le délai indiqué par l'en-tête Retry-After. */
            429: {
                headers: {
                    /** @description Secondes avant de réessayer */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
        };
    };
    "logiciels.copropriete": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag d’une réponse précédente */
                "If-None-Match"?: string;
            };
            path: {
                numero: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Succès */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        idCopropriete: number;
                        version: number;
                        immatriculation: string | null;
                        /** @enum {string} */
                        etat: "BROUILLON" | "IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER" | "IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION" | "IMMATRICULATION_ET_RATTACHEMENT_REFUSES" | "IMMATRICULEE_A_RATTACHER" | "IMMATRICULEE_RATTACHEMENT_A_CONFIRMER" | "IMMATRICULATION_ANNULEE" | "IMMATRICULEE_RATTACHEE" | "IMMATRICULEE_RATTACHEMENT_EXPIRE" | "DISSOLUTION_EN_COURS_DE_VALIDATION" | "DISSOLUTION_A_VALIDER" | "DISSOLUTION_EN_COURS" | "DISSOUTE" | "SUPPRIMEE" | "FUTUR" | "IMMATRICULATION_DEMANDE_DE_PRECISIONS";
                        statutRattachement: string | null;
                        /** @enum {string} */
                        typeImmat: "DEFAULT" | "INITIALE" | "OFFICE";
                        nomCopropriete: string | null;
                        adresseReference: string | null;
                        dateImmatriculation: string | null;
                        origine: string | null;
                        idDeclarationCourante: number | null;
                        immatCopropriete: unknown | null;
                        mandat: {
                            idMandat: number;
                            idCopropriete: number;
                            immatriculation: string | null;
                            nomCopropriete: string | null;
                            idTeledeclarant: number;
                            raisonSociale: string | null;
                            /** @enum {string} */
                            statut: "A_VALIDER" | "ARCHIVE" | "BROUILLON" | "COURANT" | "EXPIRE" | "REFUSE" | "RENOUVELLEMENT_DECLARE" | "SUCCESSEUR_DECLARE" | "SUCCESSEUR_VALIDE" | "SUPPRIME" | "VALIDATION_EN_COURS";
                            dateDebut: string;
                            dateFin: string;
                            adminProvisoire: boolean | null;
                            typeJustif: ("CONTRAT_SYNDIC" | "PV_AG" | "ORDO_NOMINATION") | null;
                            nomFichier: string | null;
                            dateTeleversement: string | null;
                            dateCreation: string;
                            version: number;
                        } | null;
                        representantLegal: string | null;
                        titulaire: {
                            idTeledeclarant: number;
                            raisonSociale: string | null;
                            siret: string | null;
                        } | null;
                        majAnnuelle: {
                            /** @enum {string} */
                            statut: "A_FAIRE" | "FAITE" | "EN_RETARD";
                            libelle: string;
                            exigibleLe: string;
                            dateLimite: string;
                            dateDerniereMajAnnuelle: string | null;
                            dateClotureDernierExercice: string | null;
                        } | null;
                        exerciceNonApprouve: boolean;
                        exercices: {
                            dateDebutExercice: string | null;
                            dateClotureComptes: string;
                            dateAg: string | null;
                            nonApprouve: boolean;
                            verrouille: boolean;
                            idDeclaration: number;
                        }[];
                        historique: {
                            idDeclaration: number;
                            date: string;
                            /** @enum {string} */
                            typeDeclaration: "BROUILLON" | "SUPPRIME" | "A_VALIDER" | "COURANTE" | "IMMATRICULATION" | "AVANT_DECLARATION_ANNUELLE";
                            typeMaj: ("STANDARD" | "ANNUELLE" | "INITIALE" | "OFFICE" | "MODIF_DEMANDE" | "COMPTESNONAPPROUVES" | "MODIFICATION_ADMIN") | null;
                            libelle: string;
                            /** @enum {string} */
                            statut: "A_VALIDER" | "ARCHIVE" | "BROUILLON" | "COURANT" | "EXPIRE" | "REFUSE" | "RENOUVELLEMENT_DECLARE" | "SUCCESSEUR_DECLARE" | "SUCCESSEUR_VALIDE" | "SUPPRIME" | "VALIDATION_EN_COURS";
                            auteur: string | null;
                            motif: string | null;
                            differences: {
                                /** @enum {string} */
                                bloc: "infoRattachement" | "identification" | "procedures" | "donneesFinancieres" | "donneesTechniques";
                                champ: string;
                                libelle: string;
                                avant: string | null;
                                apres: string | null;
                            }[];
                            erreurs: {
                                message: string;
                                auteur: string | null;
                                date: string;
                            }[];
                        }[];
                        brouillon: {
                            idDeclaration: number;
                            typeMaj: ("STANDARD" | "ANNUELLE" | "INITIALE" | "OFFICE" | "MODIF_DEMANDE" | "COMPTESNONAPPROUVES" | "MODIFICATION_ADMIN") | null;
                            dateModification: string;
                        } | null;
                        actions: {
                            annuelle: {
                                possible: boolean;
                                raison: string | null;
                            };
                            standard: {
                                possible: boolean;
                                raison: string | null;
                            };
                            completerExercice: {
                                possible: boolean;
                                raison: string | null;
                            };
                            modifierDemande: {
                                possible: boolean;
                                raison: string | null;
                            };
                            modificationAdmin: {
                                possible: boolean;
                                raison: string | null;
                            };
                            declarerErreur: {
                                possible: boolean;
                                raison: string | null;
                            };
                            attestation: {
                                possible: boolean;
                                raison: string | null;
                            };
                        };
                    };
                };
            };
            /** @description Non modifié depuis l’ETag donné dans If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Requête invalide (message par champ, en français) / REQUETE_INVALIDE : La requête est invalide : vérifiez les champs signalés. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Non authentifié / JETON_LOGICIEL_INVALIDE : Le jeton d'accès est absent, invalide ou expiré : demandez un jeton au serveur d'autorisation (OAuth 2.0, client credentials). / ACCES_LOGICIEL_REVOQUE : Cet accès logiciel est révoqué ou inconnu : l'administrateur principal de l'établissement peut en créer un dans « Mon établissement ». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Accès non autorisé / PORTEE_INSUFFISANTE : Le jeton ne porte pas la portée qu'exige cette opération : demandez-la avec le jeton, si l'accès la permet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description RESSOURCE_INTROUVABLE : L'élément demandé est introuvable. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description CONFLIT_MODIFICATION : Ces données ont été modifiées entre-temps par quelqu'un d'autre : rechargez la page puis recommencez. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description TROP_DE_REQUETES : Trop de requêtes pour cet accès logiciel : réessayez après le délai indiqué par l'en-tête Retry-After. */
            429: {
                headers: {
                    /** @description Secondes avant de réessayer */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
        };
    };
    "logiciels.majAnnuelle": {
        parameters: {
            query?: never;
            header?: {
                /** @description Clé unique de la requête (UUID conseillé) : la même clé avec le même corps dans les 24 heures renvoie la première réponse ; avec un autre corps, 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                numero: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    version?: number;
                    identification?: {
                        adressePrincipale?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "PRINCIPALE" | "SECONDAIRE";
                            geolocalisee?: boolean | ("true" | "false" | "") | null;
                            libelle?: string | null;
                            numero?: string | null;
                            voie?: string | null;
                            codePostal?: string | null;
                            commune?: string | null;
                            codeInsee?: string | null;
                            x?: (number | string) | null;
                            y?: (number | string) | null;
                            idBan?: string | null;
                            idRnb?: string | null;
                        } | null;
                        adresseSecondaire?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "PRINCIPALE" | "SECONDAIRE";
                            geolocalisee?: boolean | ("true" | "false" | "") | null;
                            libelle?: string | null;
                            numero?: string | null;
                            voie?: string | null;
                            codePostal?: string | null;
                            commune?: string | null;
                            codeInsee?: string | null;
                            x?: (number | string) | null;
                            y?: (number | string) | null;
                            idBan?: string | null;
                            idRnb?: string | null;
                        }[] | null;
                        dateReglementCopropriete?: string | null;
                        idCopropriete?: number | null;
                        nbAful?: number | string | null;
                        nbAsl?: number | string | null;
                        nbLots?: number | string | null;
                        nbLotsHab?: number | string | null;
                        nbLotsHabBurCom?: number | string | null;
                        nbLotsStationnement?: number | string | null;
                        nbUnionsSyndicats?: number | string | null;
                        nomCopropriete?: string | null;
                        numImmatriculationCopropriete?: string | null;
                        numImmatriculationCoproprietePrincipale?: string | null;
                        parcelle?: {
                            id?: number | null;
                            codePostal?: string | null;
                            commune?: string | null;
                            communeAbsorbee?: string | null;
                            codeInsee?: string | null;
                            prefixe?: string | null;
                            section?: string | null;
                            numero?: string | number | null;
                            geolocalisee?: boolean | ("true" | "false" | "") | null;
                        }[] | null;
                        residenceService?: boolean | ("true" | "false" | "") | null;
                        siret?: string | null;
                        syndicatCooperatif?: boolean | ("true" | "false" | "") | null;
                        syndicatPrincipal?: boolean | ("true" | "false" | "") | null;
                    };
                    procedures?: {
                        arrete?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                            dateArrete?: string | null;
                            dateMainLevee?: string | null;
                        }[] | null;
                        arreteEquipements?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                            dateArrete?: string | null;
                            dateMainLevee?: string | null;
                        }[] | null;
                        arreteInsalubriteParties?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                            dateArrete?: string | null;
                            dateMainLevee?: string | null;
                        }[] | null;
                        arretePerilParties?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                            dateArrete?: string | null;
                            dateMainLevee?: string | null;
                        }[] | null;
                        arreteSecuriteInsalubriteParties?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                            dateArrete?: string | null;
                            dateMainLevee?: string | null;
                        }[] | null;
                        flagEquipementsCom?: boolean | ("true" | "false" | "") | null;
                        flagInsalubritePartiesCom?: boolean | ("true" | "false" | "") | null;
                        flagMandatAdhoc?: boolean | ("true" | "false" | "") | null;
                        flagOrdonnanceCarence?: boolean | ("true" | "false" | "") | null;
                        flagPerilPartiesCom?: boolean | ("true" | "false" | "") | null;
                        flagSecuriteInsalubritePartiesCom?: boolean | ("true" | "false" | "") | null;
                        mandatAdHoc?: {
                            dateNomination?: string | null;
                            dateFinMission?: string | null;
                        } | null;
                        ordonnanceCarence?: {
                            dateOrdonnance?: string | null;
                        } | null;
                    };
                    donneesFinancieres?: {
                        chargesOperationsCourantes?: number | string | null;
                        chargesOperationsExceptionnelles?: number | string | null;
                        comptesNonApprouves?: boolean | ("true" | "false" | "") | null;
                        dateAg?: string | null;
                        dateClotureComptes?: string | null;
                        dateDebutExercice?: string | null;
                        montantDettes?: number | string | null;
                        montantFondTravaux?: number | string | null;
                        montantImpayesCoproprietaires?: number | string | null;
                        nbCoproprietairesImpayes?: number | string | null;
                        premierExerciceComptable?: boolean | ("true" | "false" | "") | null;
                        presenceEmployes?: boolean | ("true" | "false" | "") | null;
                        donneesFinancieresInconnues?: boolean | ("true" | "false" | "") | null;
                    };
                    donneesTechniques?: {
                        anneeConstruction?: number | string | null;
                        chauffageCollectifUrbain?: boolean | ("true" | "false" | "") | null;
                        classementEnergetique?: {
                            ETIQ_A?: number | string | null;
                            ETIQ_B?: number | string | null;
                            ETIQ_C?: number | string | null;
                            ETIQ_D?: number | string | null;
                            ETIQ_E?: number | string | null;
                            ETIQ_F?: number | string | null;
                            ETIQ_G?: number | string | null;
                            ETIQ_NON_DETERMINE?: number | string | null;
                        } | null;
                        classementEnergetiqueComplet?: boolean | ("true" | "false" | "") | null;
                        energieChauffageCollectifNonUrbain?: ("BOIS_DE_CHAUFFAGE" | "GAZ_NATUREL" | "GAZ_PROPANE_BUTANE" | "FIOUL_DOMESTIQUE" | "CHARBON" | "ELECTRICITE" | "ENERGIE_AUTRE") | "" | null;
                        nbAscenseurs?: number | string | null;
                        nbBatimentsTotal?: number | string | null;
                        periodeConstruction?: ("AVANT_1949" | "DE_1949_A_1960" | "DE_1961_A_1974" | "DE_1975_A_1993" | "DE_1994_A_2000" | "DE_2001_A_2010" | "APRES_2011" | "NON_CONNUE") | "" | null;
                        ppt?: boolean | ("true" | "false" | "") | null;
                        pptDate?: string | null;
                        pptInscritAG?: boolean | ("true" | "false" | "") | null;
                        typeChauffage?: ("COLLECTIF" | "INDIVIDUEL" | "MIXTE" | "SANS_CHAUFFAGE" | "Non renseigné") | "" | null;
                    };
                    /** @default false */
                    confirmerAvertissements?: boolean;
                };
            };
        };
        responses: {
            /** @description Succès */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        numeroImmatriculation: string;
                        idDeclaration: number;
                        typeMaj: string;
                        message: string;
                    };
                };
            };
            /** @description Requête invalide (message par champ, en français) / REQUETE_INVALIDE : La requête est invalide : vérifiez les champs signalés. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Non authentifié / JETON_LOGICIEL_INVALIDE : Le jeton d'accès est absent, invalide ou expiré : demandez un jeton au serveur d'autorisation (OAuth 2.0, client credentials). / ACCES_LOGICIEL_REVOQUE : Cet accès logiciel est révoqué ou inconnu : l'administrateur principal de l'établissement peut en créer un dans « Mon établissement ». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Accès non autorisé / PORTEE_INSUFFISANTE : Le jeton ne porte pas la portée qu'exige cette opération : demandez-la avec le jeton, si l'accès la permet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description RESSOURCE_INTROUVABLE : L'élément demandé est introuvable. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description CONFLIT_MODIFICATION : Ces données ont été modifiées entre-temps par quelqu'un d'autre : rechargez la page puis recommencez. / IDEMPOTENCE_EN_COURS : Une requête avec cette clé d'idempotence est en cours de traitement : réessayez dans quelques secondes. / MISE_A_JOUR_IMPOSSIBLE : Cette mise à jour n'est pas possible pour cette copropriété. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description REQUETE_TROP_VOLUMINEUSE : La requête dépasse la taille maximale autorisée (10 Mo). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description IDEMPOTENCE_AUTRE_CORPS : Cette clé d'idempotence a déjà servi pour une requête différente : utilisez une nouvelle clé pour une nouvelle requête. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description TROP_DE_REQUETES : Trop de requêtes pour cet accès logiciel : réessayez après le délai indiqué par l'en-tête Retry-After. */
            429: {
                headers: {
                    /** @description Secondes avant de réessayer */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
        };
    };
    "logiciels.majStandard": {
        parameters: {
            query?: never;
            header?: {
                /** @description Clé unique de la requête (UUID conseillé) : la même clé avec le même corps dans les 24 heures renvoie la première réponse ; avec un autre corps, 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                numero: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    version?: number;
                    identification?: {
                        adressePrincipale?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "PRINCIPALE" | "SECONDAIRE";
                            geolocalisee?: boolean | ("true" | "false" | "") | null;
                            libelle?: string | null;
                            numero?: string | null;
                            voie?: string | null;
                            codePostal?: string | null;
                            commune?: string | null;
                            codeInsee?: string | null;
                            x?: (number | string) | null;
                            y?: (number | string) | null;
                            idBan?: string | null;
                            idRnb?: string | null;
                        } | null;
                        adresseSecondaire?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "PRINCIPALE" | "SECONDAIRE";
                            geolocalisee?: boolean | ("true" | "false" | "") | null;
                            libelle?: string | null;
                            numero?: string | null;
                            voie?: string | null;
                            codePostal?: string | null;
                            commune?: string | null;
                            codeInsee?: string | null;
                            x?: (number | string) | null;
                            y?: (number | string) | null;
                            idBan?: string | null;
                            idRnb?: string | null;
                        }[] | null;
                        dateReglementCopropriete?: string | null;
                        idCopropriete?: number | null;
                        nbAful?: number | string | null;
                        nbAsl?: number | string | null;
                        nbLots?: number | string | null;
                        nbLotsHab?: number | string | null;
                        nbLotsHabBurCom?: number | string | null;
                        nbLotsStationnement?: number | string | null;
                        nbUnionsSyndicats?: number | string | null;
                        nomCopropriete?: string | null;
                        numImmatriculationCopropriete?: string | null;
                        numImmatriculationCoproprietePrincipale?: string | null;
                        parcelle?: {
                            id?: number | null;
                            codePostal?: string | null;
                            commune?: string | null;
                            communeAbsorbee?: string | null;
                            codeInsee?: string | null;
                            prefixe?: string | null;
                            section?: string | null;
                            numero?: string | number | null;
                            geolocalisee?: boolean | ("true" | "false" | "") | null;
                        }[] | null;
                        residenceService?: boolean | ("true" | "false" | "") | null;
                        siret?: string | null;
                        syndicatCooperatif?: boolean | ("true" | "false" | "") | null;
                        syndicatPrincipal?: boolean | ("true" | "false" | "") | null;
                    };
                    procedures?: {
                        arrete?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                            dateArrete?: string | null;
                            dateMainLevee?: string | null;
                        }[] | null;
                        arreteEquipements?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                            dateArrete?: string | null;
                            dateMainLevee?: string | null;
                        }[] | null;
                        arreteInsalubriteParties?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                            dateArrete?: string | null;
                            dateMainLevee?: string | null;
                        }[] | null;
                        arretePerilParties?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                            dateArrete?: string | null;
                            dateMainLevee?: string | null;
                        }[] | null;
                        arreteSecuriteInsalubriteParties?: {
                            id?: number | null;
                            /** @enum {string} */
                            type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                            dateArrete?: string | null;
                            dateMainLevee?: string | null;
                        }[] | null;
                        flagEquipementsCom?: boolean | ("true" | "false" | "") | null;
                        flagInsalubritePartiesCom?: boolean | ("true" | "false" | "") | null;
                        flagMandatAdhoc?: boolean | ("true" | "false" | "") | null;
                        flagOrdonnanceCarence?: boolean | ("true" | "false" | "") | null;
                        flagPerilPartiesCom?: boolean | ("true" | "false" | "") | null;
                        flagSecuriteInsalubritePartiesCom?: boolean | ("true" | "false" | "") | null;
                        mandatAdHoc?: {
                            dateNomination?: string | null;
                            dateFinMission?: string | null;
                        } | null;
                        ordonnanceCarence?: {
                            dateOrdonnance?: string | null;
                        } | null;
                    };
                    donneesFinancieres?: {
                        chargesOperationsCourantes?: number | string | null;
                        chargesOperationsExceptionnelles?: number | string | null;
                        comptesNonApprouves?: boolean | ("true" | "false" | "") | null;
                        dateAg?: string | null;
                        dateClotureComptes?: string | null;
                        dateDebutExercice?: string | null;
                        montantDettes?: number | string | null;
                        montantFondTravaux?: number | string | null;
                        montantImpayesCoproprietaires?: number | string | null;
                        nbCoproprietairesImpayes?: number | string | null;
                        premierExerciceComptable?: boolean | ("true" | "false" | "") | null;
                        presenceEmployes?: boolean | ("true" | "false" | "") | null;
                        donneesFinancieresInconnues?: boolean | ("true" | "false" | "") | null;
                    };
                    donneesTechniques?: {
                        anneeConstruction?: number | string | null;
                        chauffageCollectifUrbain?: boolean | ("true" | "false" | "") | null;
                        classementEnergetique?: {
                            ETIQ_A?: number | string | null;
                            ETIQ_B?: number | string | null;
                            ETIQ_C?: number | string | null;
                            ETIQ_D?: number | string | null;
                            ETIQ_E?: number | string | null;
                            ETIQ_F?: number | string | null;
                            ETIQ_G?: number | string | null;
                            ETIQ_NON_DETERMINE?: number | string | null;
                        } | null;
                        classementEnergetiqueComplet?: boolean | ("true" | "false" | "") | null;
                        energieChauffageCollectifNonUrbain?: ("BOIS_DE_CHAUFFAGE" | "GAZ_NATUREL" | "GAZ_PROPANE_BUTANE" | "FIOUL_DOMESTIQUE" | "CHARBON" | "ELECTRICITE" | "ENERGIE_AUTRE") | "" | null;
                        nbAscenseurs?: number | string | null;
                        nbBatimentsTotal?: number | string | null;
                        periodeConstruction?: ("AVANT_1949" | "DE_1949_A_1960" | "DE_1961_A_1974" | "DE_1975_A_1993" | "DE_1994_A_2000" | "DE_2001_A_2010" | "APRES_2011" | "NON_CONNUE") | "" | null;
                        ppt?: boolean | ("true" | "false" | "") | null;
                        pptDate?: string | null;
                        pptInscritAG?: boolean | ("true" | "false" | "") | null;
                        typeChauffage?: ("COLLECTIF" | "INDIVIDUEL" | "MIXTE" | "SANS_CHAUFFAGE" | "Non renseigné") | "" | null;
                    };
                    /** @default false */
                    confirmerAvertissements?: boolean;
                };
            };
        };
        responses: {
            /** @description Succès */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        numeroImmatriculation: string;
                        idDeclaration: number;
                        typeMaj: string;
                        message: string;
                    };
                };
            };
            /** @description Requête invalide (message par champ, en français) / REQUETE_INVALIDE : La requête est invalide : vérifiez les champs signalés. / AVERTISSEMENTS_NON_CONFIRMES : Des avertissements doivent être confirmés avant de poursuivre : lisez-les puis confirmez. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Non authentifié / JETON_LOGICIEL_INVALIDE : Le jeton d'accès est absent, invalide ou expiré : demandez un jeton au serveur d'autorisation (OAuth 2.0, client credentials). / ACCES_LOGICIEL_REVOQUE : Cet accès logiciel est révoqué ou inconnu : l'administrateur principal de l'établissement peut en créer un dans « Mon établissement ». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Accès non autorisé / PORTEE_INSUFFISANTE : Le jeton ne porte pas la portée qu'exige cette opération : demandez-la avec le jeton, si l'accès la permet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description RESSOURCE_INTROUVABLE : L'élément demandé est introuvable. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description CONFLIT_MODIFICATION : Ces données ont été modifiées entre-temps par quelqu'un d'autre : rechargez la page puis recommencez. / IDEMPOTENCE_EN_COURS : Une requête avec cette clé d'idempotence est en cours de traitement : réessayez dans quelques secondes. / MISE_A_JOUR_IMPOSSIBLE : Cette mise à jour n'est pas possible pour cette copropriété. / COPROPRIETE_NON_MODIFIABLE : Cette copropriété ne peut pas être mise à jour : elle n'est pas immatriculée, elle est dissoute ou supprimée, ou une demande la concernant attend la décision du teneur du registre. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description REQUETE_TROP_VOLUMINEUSE : La requête dépasse la taille maximale autorisée (10 Mo). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description IDEMPOTENCE_AUTRE_CORPS : Cette clé d'idempotence a déjà servi pour une requête différente : utilisez une nouvelle clé pour une nouvelle requête. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description TROP_DE_REQUETES : Trop de requêtes pour cet accès logiciel : réessayez après le délai indiqué par l'en-tête Retry-After. */
            429: {
                headers: {
                    /** @description Secondes avant de réessayer */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
        };
    };
    "logiciels.renouveler": {
        parameters: {
            query?: never;
            header?: {
                /** @description Clé unique de la requête (UUID conseillé) : la même clé avec le même corps dans les 24 heures renvoie la première réponse ; avec un autre corps, 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                numero: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    mandat: {
                        adminProvisoire?: boolean | ("true" | "false" | "") | null;
                        dateDebutMandat?: string | null;
                        dateFinMandat?: string | null;
                        typeJustifMandat?: ("CONTRAT_SYNDIC" | "PV_AG" | "ORDO_NOMINATION") | "" | null;
                    };
                    justificatif: {
                        nomFichier: string;
                        contenuBase64: string;
                    };
                    /** @default false */
                    confirmerAvertissements?: boolean;
                    /** @constant */
                    declarationHonneur: true;
                };
            };
        };
        responses: {
            /** @description Succès */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        statut: "EN_ATTENTE_VALIDATION";
                        idDemande: string;
                        numeroImmatriculation: string;
                        idMandat: number;
                        dateLimite: string;
                        message: string;
                    };
                };
            };
            /** @description Requête invalide (message par champ, en français) / REQUETE_INVALIDE : La requête est invalide : vérifiez les champs signalés. / RENOUVELLEMENT_IMPOSSIBLE : Le mandat de cette copropriété ne peut pas être renouvelé par votre établissement : il n'en détient pas le mandat courant ou expiré. / AVERTISSEMENTS_NON_CONFIRMES : Des avertissements doivent être confirmés avant de poursuivre : lisez-les puis confirmez. / FORMAT_FICHIER_NON_AUTORISE : Le format du fichier n'est pas autorisé : seuls les PDF sont acceptés. / FICHIER_TROP_VOLUMINEUX : Le fichier est trop volumineux : 5 Mo au maximum. / PDF_INVALIDE : Le fichier n'est pas un PDF lisible : seuls les documents PDF sont acceptés. Enregistrez-le de nouveau au format PDF, puis joignez-le. / PDF_CONTENU_ACTIF : Le PDF contient du contenu actif (JavaScript, action de lancement, fichier incorporé ou formulaire XFA) : il est refusé pour la sécurité des personnes qui l'ouvriront. Imprimez-le au format PDF, puis joignez le nouveau fichier. / PDF_CHIFFRE : Le PDF est protégé (chiffré) : son contenu ne peut pas être vérifié. Enregistrez-le sans protection, par exemple en l'imprimant au format PDF, puis joignez-le. / PDF_TROP_COMPLEXE : Le PDF n'a pas pu être vérifié : son contenu est démesuré ou trop long à analyser. Enregistrez-le de nouveau au format PDF, par exemple en l'imprimant, puis joignez-le. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Non authentifié / JETON_LOGICIEL_INVALIDE : Le jeton d'accès est absent, invalide ou expiré : demandez un jeton au serveur d'autorisation (OAuth 2.0, client credentials). / ACCES_LOGICIEL_REVOQUE : Cet accès logiciel est révoqué ou inconnu : l'administrateur principal de l'établissement peut en créer un dans « Mon établissement ». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Accès non autorisé / PORTEE_INSUFFISANTE : Le jeton ne porte pas la portée qu'exige cette opération : demandez-la avec le jeton, si l'accès la permet. / ACTIVATION_REQUISE : Votre compte n'est pas encore activé : saisissez le code d'activation reçu par courrier pour transmettre cette demande. Vos brouillons restent enregistrés. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description RESSOURCE_INTROUVABLE : L'élément demandé est introuvable. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description CONFLIT_MODIFICATION : Ces données ont été modifiées entre-temps par quelqu'un d'autre : rechargez la page puis recommencez. / IDEMPOTENCE_EN_COURS : Une requête avec cette clé d'idempotence est en cours de traitement : réessayez dans quelques secondes. / DEMANDE_EN_COURS : Une demande est déjà en cours de validation pour cette copropriété : veuillez réessayer ultérieurement. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description REQUETE_TROP_VOLUMINEUSE : La requête dépasse la taille maximale autorisée (10 Mo). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description IDEMPOTENCE_AUTRE_CORPS : Cette clé d'idempotence a déjà servi pour une requête différente : utilisez une nouvelle clé pour une nouvelle requête. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description TROP_DE_REQUETES : Trop de requêtes pour cet accès logiciel : réessayez après le délai indiqué par l'en-tête Retry-After. */
            429: {
                headers: {
                    /** @description Secondes avant de réessayer */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
        };
    };
    "logiciels.rattacher": {
        parameters: {
            query?: never;
            header?: {
                /** @description Clé unique de la requête (UUID conseillé) : la même clé avec le même corps dans les 24 heures renvoie la première réponse ; avec un autre corps, 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    mandat: {
                        adminProvisoire?: boolean | ("true" | "false" | "") | null;
                        dateDebutMandat?: string | null;
                        dateFinMandat?: string | null;
                        typeJustifMandat?: ("CONTRAT_SYNDIC" | "PV_AG" | "ORDO_NOMINATION") | "" | null;
                    };
                    justificatif?: {
                        nomFichier: string;
                        contenuBase64: string;
                    };
                    /** @default false */
                    confirmerAvertissements?: boolean;
                    /** @constant */
                    declarationHonneur: true;
                    numeroImmatriculation: string;
                };
            };
        };
        responses: {
            /** @description Succès */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        statut: "EN_ATTENTE_VALIDATION";
                        idDemande: string;
                        numeroImmatriculation: string;
                        idMandat: number;
                        dateLimite: string;
                        message: string;
                    };
                };
            };
            /** @description Requête invalide (message par champ, en français) / REQUETE_INVALIDE : La requête est invalide : vérifiez les champs signalés. / IMMAT_NOT_EXISTANT : Le numéro d'immatriculation n'est pas reconnu ou ne correspond pas à une copropriété immatriculée. / ALREADY_ATTACHED : Cette copropriété est déjà rattachée à votre compte. / IMMAT_STATUS_INCORRECT : Le statut de la copropriété ne permet pas cette action. / AVERTISSEMENTS_NON_CONFIRMES : Des avertissements doivent être confirmés avant de poursuivre : lisez-les puis confirmez. / FORMAT_FICHIER_NON_AUTORISE : Le format du fichier n'est pas autorisé : seuls les PDF sont acceptés. / FICHIER_TROP_VOLUMINEUX : Le fichier est trop volumineux : 5 Mo au maximum. / PDF_INVALIDE : Le fichier n'est pas un PDF lisible : seuls les documents PDF sont acceptés. Enregistrez-le de nouveau au format PDF, puis joignez-le. / PDF_CONTENU_ACTIF : Le PDF contient du contenu actif (JavaScript, action de lancement, fichier incorporé ou formulaire XFA) : il est refusé pour la sécurité des personnes qui l'ouvriront. Imprimez-le au format PDF, puis joignez le nouveau fichier. / PDF_CHIFFRE : Le PDF est protégé (chiffré) : son contenu ne peut pas être vérifié. Enregistrez-le sans protection, par exemple en l'imprimant au format PDF, puis joignez-le. / PDF_TROP_COMPLEXE : Le PDF n'a pas pu être vérifié : son contenu est démesuré ou trop long à analyser. Enregistrez-le de nouveau au format PDF, par exemple en l'imprimant, puis joignez-le. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Non authentifié / JETON_LOGICIEL_INVALIDE : Le jeton d'accès est absent, invalide ou expiré : demandez un jeton au serveur d'autorisation (OAuth 2.0, client credentials). / ACCES_LOGICIEL_REVOQUE : Cet accès logiciel est révoqué ou inconnu : l'administrateur principal de l'établissement peut en créer un dans « Mon établissement ». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Accès non autorisé / PORTEE_INSUFFISANTE : Le jeton ne porte pas la portée qu'exige cette opération : demandez-la avec le jeton, si l'accès la permet. / ACTIVATION_REQUISE : Votre compte n'est pas encore activé : saisissez le code d'activation reçu par courrier pour transmettre cette demande. Vos brouillons restent enregistrés. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description RESSOURCE_INTROUVABLE : L'élément demandé est introuvable. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description CONFLIT_MODIFICATION : Ces données ont été modifiées entre-temps par quelqu'un d'autre : rechargez la page puis recommencez. / IDEMPOTENCE_EN_COURS : Une requête avec cette clé d'idempotence est en cours de traitement : réessayez dans quelques secondes. / RATTACHEMENT_EN_COURS : Une demande de rattachement est déjà en cours pour cette copropriété : veuillez réessayer ultérieurement. / DEMANDE_EN_COURS : Une demande est déjà en cours de validation pour cette copropriété : veuillez réessayer ultérieurement. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description REQUETE_TROP_VOLUMINEUSE : La requête dépasse la taille maximale autorisée (10 Mo). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description IDEMPOTENCE_AUTRE_CORPS : Cette clé d'idempotence a déjà servi pour une requête différente : utilisez une nouvelle clé pour une nouvelle requête. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description TROP_DE_REQUETES : Trop de requêtes pour cet accès logiciel : réessayez après le délai indiqué par l'en-tête Retry-After. */
            429: {
                headers: {
                    /** @description Secondes avant de réessayer */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
        };
    };
    "logiciels.demande": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag d’une réponse précédente */
                "If-None-Match"?: string;
            };
            path: {
                idDemande: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Succès */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        idDemande: string;
                        /** @enum {string} */
                        statut: "EN_ATTENTE" | "VALIDEE" | "REFUSEE" | "HORS_DELAI" | "PRECISION_DEMANDEE";
                        numeroImmatriculation: string | null;
                        dateLimite: string | null;
                        motifs: string[];
                    };
                };
            };
            /** @description Non modifié depuis l’ETag donné dans If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Requête invalide (message par champ, en français) / REQUETE_INVALIDE : La requête est invalide : vérifiez les champs signalés. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Non authentifié / JETON_LOGICIEL_INVALIDE : Le jeton d'accès est absent, invalide ou expiré : demandez un jeton au serveur d'autorisation (OAuth 2.0, client credentials). / ACCES_LOGICIEL_REVOQUE : Cet accès logiciel est révoqué ou inconnu : l'administrateur principal de l'établissement peut en créer un dans « Mon établissement ». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Accès non autorisé / PORTEE_INSUFFISANTE : Le jeton ne porte pas la portée qu'exige cette opération : demandez-la avec le jeton, si l'accès la permet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description RESSOURCE_INTROUVABLE : L'élément demandé est introuvable. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description CONFLIT_MODIFICATION : Ces données ont été modifiées entre-temps par quelqu'un d'autre : rechargez la page puis recommencez. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description TROP_DE_REQUETES : Trop de requêtes pour cet accès logiciel : réessayez après le délai indiqué par l'en-tête Retry-After. */
            429: {
                headers: {
                    /** @description Secondes avant de réessayer */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
        };
    };
    "logiciels.envoyerLot": {
        parameters: {
            query?: never;
            header?: {
                /** @description Clé unique de la requête (UUID conseillé) : la même clé avec le même corps dans les 24 heures renvoie la première réponse ; avec un autre corps, 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    misesAJour: {
                        version?: number;
                        identification?: {
                            adressePrincipale?: {
                                id?: number | null;
                                /** @enum {string} */
                                type?: "PRINCIPALE" | "SECONDAIRE";
                                geolocalisee?: boolean | ("true" | "false" | "") | null;
                                libelle?: string | null;
                                numero?: string | null;
                                voie?: string | null;
                                codePostal?: string | null;
                                commune?: string | null;
                                codeInsee?: string | null;
                                x?: (number | string) | null;
                                y?: (number | string) | null;
                                idBan?: string | null;
                                idRnb?: string | null;
                            } | null;
                            adresseSecondaire?: {
                                id?: number | null;
                                /** @enum {string} */
                                type?: "PRINCIPALE" | "SECONDAIRE";
                                geolocalisee?: boolean | ("true" | "false" | "") | null;
                                libelle?: string | null;
                                numero?: string | null;
                                voie?: string | null;
                                codePostal?: string | null;
                                commune?: string | null;
                                codeInsee?: string | null;
                                x?: (number | string) | null;
                                y?: (number | string) | null;
                                idBan?: string | null;
                                idRnb?: string | null;
                            }[] | null;
                            dateReglementCopropriete?: string | null;
                            idCopropriete?: number | null;
                            nbAful?: number | string | null;
                            nbAsl?: number | string | null;
                            nbLots?: number | string | null;
                            nbLotsHab?: number | string | null;
                            nbLotsHabBurCom?: number | string | null;
                            nbLotsStationnement?: number | string | null;
                            nbUnionsSyndicats?: number | string | null;
                            nomCopropriete?: string | null;
                            numImmatriculationCopropriete?: string | null;
                            numImmatriculationCoproprietePrincipale?: string | null;
                            parcelle?: {
                                id?: number | null;
                                codePostal?: string | null;
                                commune?: string | null;
                                communeAbsorbee?: string | null;
                                codeInsee?: string | null;
                                prefixe?: string | null;
                                section?: string | null;
                                numero?: string | number | null;
                                geolocalisee?: boolean | ("true" | "false" | "") | null;
                            }[] | null;
                            residenceService?: boolean | ("true" | "false" | "") | null;
                            siret?: string | null;
                            syndicatCooperatif?: boolean | ("true" | "false" | "") | null;
                            syndicatPrincipal?: boolean | ("true" | "false" | "") | null;
                        };
                        procedures?: {
                            arrete?: {
                                id?: number | null;
                                /** @enum {string} */
                                type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                                dateArrete?: string | null;
                                dateMainLevee?: string | null;
                            }[] | null;
                            arreteEquipements?: {
                                id?: number | null;
                                /** @enum {string} */
                                type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                                dateArrete?: string | null;
                                dateMainLevee?: string | null;
                            }[] | null;
                            arreteInsalubriteParties?: {
                                id?: number | null;
                                /** @enum {string} */
                                type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                                dateArrete?: string | null;
                                dateMainLevee?: string | null;
                            }[] | null;
                            arretePerilParties?: {
                                id?: number | null;
                                /** @enum {string} */
                                type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                                dateArrete?: string | null;
                                dateMainLevee?: string | null;
                            }[] | null;
                            arreteSecuriteInsalubriteParties?: {
                                id?: number | null;
                                /** @enum {string} */
                                type?: "EQUIPEMENTS" | "INSALUBRITE_PARTIES" | "PERIL_PARTIES" | "SECURITE_INSALUBRITE_PARTIES";
                                dateArrete?: string | null;
                                dateMainLevee?: string | null;
                            }[] | null;
                            flagEquipementsCom?: boolean | ("true" | "false" | "") | null;
                            flagInsalubritePartiesCom?: boolean | ("true" | "false" | "") | null;
                            flagMandatAdhoc?: boolean | ("true" | "false" | "") | null;
                            flagOrdonnanceCarence?: boolean | ("true" | "false" | "") | null;
                            flagPerilPartiesCom?: boolean | ("true" | "false" | "") | null;
                            flagSecuriteInsalubritePartiesCom?: boolean | ("true" | "false" | "") | null;
                            mandatAdHoc?: {
                                dateNomination?: string | null;
                                dateFinMission?: string | null;
                            } | null;
                            ordonnanceCarence?: {
                                dateOrdonnance?: string | null;
                            } | null;
                        };
                        donneesFinancieres?: {
                            chargesOperationsCourantes?: number | string | null;
                            chargesOperationsExceptionnelles?: number | string | null;
                            comptesNonApprouves?: boolean | ("true" | "false" | "") | null;
                            dateAg?: string | null;
                            dateClotureComptes?: string | null;
                            dateDebutExercice?: string | null;
                            montantDettes?: number | string | null;
                            montantFondTravaux?: number | string | null;
                            montantImpayesCoproprietaires?: number | string | null;
                            nbCoproprietairesImpayes?: number | string | null;
                            premierExerciceComptable?: boolean | ("true" | "false" | "") | null;
                            presenceEmployes?: boolean | ("true" | "false" | "") | null;
                            donneesFinancieresInconnues?: boolean | ("true" | "false" | "") | null;
                        };
                        donneesTechniques?: {
                            anneeConstruction?: number | string | null;
                            chauffageCollectifUrbain?: boolean | ("true" | "false" | "") | null;
                            classementEnergetique?: {
                                ETIQ_A?: number | string | null;
                                ETIQ_B?: number | string | null;
                                ETIQ_C?: number | string | null;
                                ETIQ_D?: number | string | null;
                                ETIQ_E?: number | string | null;
                                ETIQ_F?: number | string | null;
                                ETIQ_G?: number | string | null;
                                ETIQ_NON_DETERMINE?: number | string | null;
                            } | null;
                            classementEnergetiqueComplet?: boolean | ("true" | "false" | "") | null;
                            energieChauffageCollectifNonUrbain?: ("BOIS_DE_CHAUFFAGE" | "GAZ_NATUREL" | "GAZ_PROPANE_BUTANE" | "FIOUL_DOMESTIQUE" | "CHARBON" | "ELECTRICITE" | "ENERGIE_AUTRE") | "" | null;
                            nbAscenseurs?: number | string | null;
                            nbBatimentsTotal?: number | string | null;
                            periodeConstruction?: ("AVANT_1949" | "DE_1949_A_1960" | "DE_1961_A_1974" | "DE_1975_A_1993" | "DE_1994_A_2000" | "DE_2001_A_2010" | "APRES_2011" | "NON_CONNUE") | "" | null;
                            ppt?: boolean | ("true" | "false" | "") | null;
                            pptDate?: string | null;
                            pptInscritAG?: boolean | ("true" | "false" | "") | null;
                            typeChauffage?: ("COLLECTIF" | "INDIVIDUEL" | "MIXTE" | "SANS_CHAUFFAGE" | "Non renseigné") | "" | null;
                        };
                        /** @default false */
                        confirmerAvertissements?: boolean;
                        numeroImmatriculation: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Succès */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        idLot: string;
                        nombre: number;
                        /** @constant */
                        statut: "EN_COURS";
                    };
                };
            };
            /** @description Requête invalide (message par champ, en français) / REQUETE_INVALIDE : La requête est invalide : vérifiez les champs signalés. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Non authentifié / JETON_LOGICIEL_INVALIDE : Le jeton d'accès est absent, invalide ou expiré : demandez un jeton au serveur d'autorisation (OAuth 2.0, client credentials). / ACCES_LOGICIEL_REVOQUE : Cet accès logiciel est révoqué ou inconnu : l'administrateur principal de l'établissement peut en créer un dans « Mon établissement ». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Accès non autorisé / PORTEE_INSUFFISANTE : Le jeton ne porte pas la portée qu'exige cette opération : demandez-la avec le jeton, si l'accès la permet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description RESSOURCE_INTROUVABLE : L'élément demandé est introuvable. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description CONFLIT_MODIFICATION : Ces données ont été modifiées entre-temps par quelqu'un d'autre : rechargez la page puis recommencez. / IDEMPOTENCE_EN_COURS : Une requête avec cette clé d'idempotence est en cours de traitement : réessayez dans quelques secondes. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description REQUETE_TROP_VOLUMINEUSE : La requête dépasse la taille maximale autorisée (10 Mo). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description IDEMPOTENCE_AUTRE_CORPS : Cette clé d'idempotence a déjà servi pour une requête différente : utilisez une nouvelle clé pour une nouvelle requête. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description TROP_DE_REQUETES : Trop de requêtes pour cet accès logiciel : réessayez après le délai indiqué par l'en-tête Retry-After. */
            429: {
                headers: {
                    /** @description Secondes avant de réessayer */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
        };
    };
    "logiciels.lot": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETag d’une réponse précédente */
                "If-None-Match"?: string;
            };
            path: {
                idLot: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Succès */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        idLot: string;
                        /** @enum {string} */
                        statut: "EN_COURS" | "TERMINE";
                        total: number;
                        appliquees: number;
                        refusees: number;
                        resultats: {
                            index: number;
                            numeroImmatriculation: string | null;
                            /** @enum {string} */
                            statut: "EN_ATTENTE" | "APPLIQUEE" | "REFUSEE";
                            code: string | null;
                            idDeclaration: number | null;
                            erreurs: {
                                chemin: string;
                                message: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Non modifié depuis l’ETag donné dans If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Requête invalide (message par champ, en français) / REQUETE_INVALIDE : La requête est invalide : vérifiez les champs signalés. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Non authentifié / JETON_LOGICIEL_INVALIDE : Le jeton d'accès est absent, invalide ou expiré : demandez un jeton au serveur d'autorisation (OAuth 2.0, client credentials). / ACCES_LOGICIEL_REVOQUE : Cet accès logiciel est révoqué ou inconnu : l'administrateur principal de l'établissement peut en créer un dans « Mon établissement ». */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description Accès non autorisé / PORTEE_INSUFFISANTE : Le jeton ne porte pas la portée qu'exige cette opération : demandez-la avec le jeton, si l'accès la permet. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description RESSOURCE_INTROUVABLE : L'élément demandé est introuvable. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description CONFLIT_MODIFICATION : Ces données ont été modifiées entre-temps par quelqu'un d'autre : rechargez la page puis recommencez. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
            /** @description TROP_DE_REQUETES : Trop de requêtes pour cet accès logiciel : réessayez après le délai indiqué par l'en-tête Retry-After. */
            429: {
                headers: {
                    /** @description Secondes avant de réessayer */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Probleme"];
                };
            };
        };
    };
}

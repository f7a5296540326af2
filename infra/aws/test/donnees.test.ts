import { describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { TABLE } from '@registre/functions/adapters/dynamodb/table';
import { DUREE_VIE_TELEVERSEMENT_H, PREFIXE_TELEVERSEMENT } from '@registre/functions/adapters/documents/index';
import { LIBELLES_PROFIL, PROFILS } from '@registre/shared/domain/profils';
import { construireApplication } from '../lib/application.ts';
import { nouvelleApp } from './outils.ts';

const { donnees } = construireApplication(nouvelleApp(), { site: null });
const template = Template.fromStack(donnees);

describe('pile de données', () => {
  it('déclare la table unique avec ses trois index, le TTL et le flux', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE.indexes.map((i) => ({
          IndexName: i.name,
          KeySchema: [
            { AttributeName: i.partitionKey, KeyType: 'HASH' },
            { AttributeName: i.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      },
    });
    const [table] = Object.values(template.findResources('AWS::DynamoDB::Table'));
    expect(table.Properties.GlobalSecondaryIndexes.map((i: { IndexName: string }) => i.IndexName)).toEqual([
      'gsi1',
      'gsi2',
      'gsi3',
    ]);
  });

  it('garde ses compartiments privés, chiffrés, en TLS seulement et journalisés', () => {
    const compartiments = template.findResources('AWS::S3::Bucket');
    expect(Object.keys(compartiments)).toHaveLength(4);
    for (const c of Object.values(compartiments)) {
      expect(c.DeletionPolicy).toBe('Retain');
      expect(c.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(c.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault).toEqual({
        SSEAlgorithm: 'AES256',
      });
    }
    // documents, exports and imports send their access logs to the fourth bucket
    const journalises = Object.values(compartiments).filter((c) => c.Properties.LoggingConfiguration);
    expect(journalises.map((c) => c.Properties.LoggingConfiguration.LogFilePrefix).sort()).toEqual([
      'documents/',
      'exports/',
      'imports/',
    ]);
    template.resourcePropertiesCountIs(
      'AWS::S3::BucketPolicy',
      {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      },
      4,
    );
  });

  it('versionne les justificatifs et accepte leur dépôt direct par formulaire signé', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: { LogFilePrefix: 'documents/' },
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['POST'] })] },
    });
  });

  it('[issue 15] supprime après un jour les téléversements jamais vérifiés, versions anciennes comprises', () => {
    // the prefix the documents adapter writes uploads under
    expect(PREFIXE_TELEVERSEMENT).toBe('televersements/');
    expect(DUREE_VIE_TELEVERSEMENT_H).toBe(24);
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { LogFilePrefix: 'documents/' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          // the checked documents (justificatifs/) keep no current-version expiration
          Match.objectLike({ Id: 'versions-anciennes', NoncurrentVersionExpiration: { NoncurrentDays: 365 } }),
          Match.objectLike({
            Id: 'televersements-non-verifies',
            Status: 'Enabled',
            Prefix: PREFIXE_TELEVERSEMENT,
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          }),
          Match.objectLike({
            Id: 'televersements-marqueurs',
            Prefix: PREFIXE_TELEVERSEMENT,
            ExpiredObjectDeleteMarker: true,
          }),
        ]),
      },
    });
  });

  it('impose un mot de passe de 12 caractères avec majuscule, minuscule, chiffre et symbole', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: {
          MinimumLength: 12,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameConfiguration: { CaseSensitive: false },
      DeletionProtection: 'ACTIVE',
    });
  });

  it("se connecte avec l'identifiant du compte, comme le groupe d'utilisateurs local", () => {
    const [pool] = Object.values(template.findResources('AWS::Cognito::UserPool'));
    expect(pool.Properties.UsernameAttributes).toBeUndefined();
    expect(pool.Properties.AliasAttributes).toBeUndefined();
  });

  it('crée un groupe Cognito par profil (16)', () => {
    const groupes = Object.values(template.findResources('AWS::Cognito::UserPoolGroup'));
    expect(groupes).toHaveLength(16);
    expect(groupes.map((g) => g.Properties.GroupName).sort()).toEqual([...PROFILS].sort());
    for (const g of groupes) expect(g.Properties.Description).toBe(LIBELLES_PROFIL[g.Properties.GroupName as 'DEFAULT']);
  });

  it('ouvre au client web la connexion par mot de passe et le renouvellement, sans secret', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      WriteAttributes: ['locale'],
    });
  });
});

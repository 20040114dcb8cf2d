import type { FastifyInstance } from 'fastify';
import {
  LEGAL_DOCUMENT_KINDS,
  type ApiErrorBody,
  type LegalDocument,
  type LegalDocumentKind,
  type StateLicensesResponse,
} from '../contract';
import { text, type SandboxDb } from '../db/database';
import { termsTitle } from '../html';
import { listOrganizations, type OrganizationRecord } from '../organizations';
import { US_STATE_NAMES } from '../usStates';
import { eligibleStates, orgOf } from './eligibility';
import type { OrganizationStore } from './orgs';

/**
 * The lender's public policy documents (000 §2.1). A real platform keeps each lender's approved text; the sandbox
 * stores one sample per organisation and kind in its database, written so that nobody can mistake it for a real
 * policy. Structured as sections of plain paragraphs so the app never renders platform text as HTML.
 */
type Section = LegalDocument['sections'][number];

const SAMPLE_NOTICE: Section = {
  heading: 'Sample text',
  paragraphs: [
    'This is sample text served by the sandbox for testing. It is not a real policy, it creates no rights or ' +
      'obligations, and a lender running this app in production replaces it with its own approved text.',
  ],
};

const EFFECTIVE_DATE = '2026-01-01';

function termsSections(org: OrganizationRecord): Section[] {
  const { name, legalName, supportEmail, supportPhone } = org.orgMetaData.companyInfo;
  return [
    SAMPLE_NOTICE,
    {
      heading: 'Who we are',
      paragraphs: [
        `These terms govern your use of the online home equity line of credit application offered by ${legalName} ` +
          `("${name}", "we", "us"). By creating an account you agree to them.`,
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Keep your password to yourself. You are responsible for what is done with your account until you tell us ' +
          'that someone else may be using it.',
        'Give us true and complete information. We rely on it to check your eligibility and to price your line.',
      ],
    },
    {
      heading: 'Checking your rate',
      paragraphs: [
        'Seeing your offers uses a soft credit pull, which does not affect your credit score. A hard credit pull ' +
          'happens only when you submit your application.',
        'An offer is not a commitment to lend. Your line is approved only when underwriting is complete and you ' +
          'have signed your loan documents.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms: ${supportEmail} or ${supportPhone}.`],
    },
  ];
}

function privacySections(org: OrganizationRecord): Section[] {
  const { name, supportEmail } = org.orgMetaData.companyInfo;
  return [
    SAMPLE_NOTICE,
    {
      heading: 'What we collect',
      paragraphs: [
        'The details you give us when you apply: your name, date of birth, contact details, property and home ' +
          'addresses, income and employment, and the documents you upload.',
        'What we receive from others with your permission: your credit report, property valuations, and bank or ' +
          'payroll data you choose to link.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        `${name} uses your information to decide on and service your line of credit, to meet legal duties, and to ` +
          'protect you and us against fraud. We do not sell your personal information.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'Your data is protected with 256-bit encryption and the company never sees or stores your credentials.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [`To see, correct or limit the use of your information, write to ${supportEmail}.`],
    },
  ];
}

function communicationsSections(org: OrganizationRecord): Section[] {
  const { name, supportEmail } = org.orgMetaData.companyInfo;
  return [
    SAMPLE_NOTICE,
    {
      heading: 'Consent to electronic communications',
      paragraphs: [
        `By agreeing, you let ${name} give you disclosures, notices, loan documents and statements electronically ` +
          'instead of on paper.',
      ],
    },
    {
      heading: 'What you need',
      paragraphs: ['A device with a current web browser, an email address, and a way to open and keep PDF documents.'],
    },
    {
      heading: 'Paper copies and withdrawing consent',
      paragraphs: [
        `You can ask for a paper copy of any document, free of charge, or withdraw this consent at any time by ` +
          `writing to ${supportEmail}. Withdrawing it does not affect documents already delivered.`,
      ],
    },
  ];
}

const TITLES: Record<LegalDocumentKind, (org: OrganizationRecord) => string> = {
  terms: termsTitle,
  privacy: () => 'Privacy Policy',
  communications: () => 'Electronic Communications Policy',
};

const SECTIONS: Record<LegalDocumentKind, (org: OrganizationRecord) => Section[]> = {
  terms: termsSections,
  privacy: privacySections,
  communications: communicationsSections,
};

const isKind = (value: string): value is LegalDocumentKind =>
  (LEGAL_DOCUMENT_KINDS as readonly string[]).includes(value);

export class LegalDocumentStore {
  constructor(private readonly db: SandboxDb) {}

  seed(): void {
    for (const org of listOrganizations()) {
      for (const kind of LEGAL_DOCUMENT_KINDS) {
        this.db.run(
          'INSERT INTO legal_documents (org_code, kind, title, effective_date, sections) VALUES (?, ?, ?, ?, ?)',
          [org.orgCode, kind, TITLES[kind](org), EFFECTIVE_DATE, JSON.stringify(SECTIONS[kind](org))],
        );
      }
    }
  }

  find(orgCode: string, kind: LegalDocumentKind): LegalDocument | undefined {
    const row = this.db.get(
      'SELECT title, effective_date, sections FROM legal_documents WHERE org_code = ? AND kind = ?',
      [orgCode, kind],
    );
    if (!row) return undefined;
    // Written by seed() from typed sections, so the JSON has their shape.
    const sections = JSON.parse(text(row, 'sections')) as Section[];
    return { kind, title: text(row, 'title'), effectiveDate: text(row, 'effective_date'), sections };
  }
}

/** The licensed states with a sample licence number each (a real platform answers the lender's own). */
export function stateLicenses(org: OrganizationRecord): StateLicensesResponse {
  const nmls = org.orgMetaData.companyInfo.nmls;
  return {
    items: eligibleStates(org).map((abbrev) => ({
      abbrev,
      name: US_STATE_NAMES[abbrev] ?? abbrev,
      licenseNumber: `${abbrev}-${nmls}`,
    })),
  };
}

export function registerLegalRoutes(
  app: FastifyInstance,
  deps: { orgs: OrganizationStore; legal: LegalDocumentStore },
): void {
  const { orgs, legal } = deps;

  // Public: visitors read these before they have an account.
  app.get<{ Params: { kind: string } }>(
    '/service-application/external/api/v1/heloc/legal-documents/:kind',
    (request, reply) => {
      const { kind } = request.params;
      if (!isKind(kind)) return reply.code(404).send({ errors: ['Document not found'] } satisfies ApiErrorBody);
      const org = orgOf(request, reply, orgs);
      if (!org) return reply;
      const document = legal.find(org.orgCode, kind);
      if (!document) return reply.code(404).send({ errors: ['Document not found'] } satisfies ApiErrorBody);
      return reply.header('Cache-Control', 'no-cache').send(document);
    },
  );

  app.get('/service-application/external/api/v1/heloc/state-licenses', (request, reply) => {
    const org = orgOf(request, reply, orgs);
    return org ? stateLicenses(org) : reply;
  });
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MODAL_TITLE, MSG, PROCESSING_MESSAGES } from '../../features/registration/messages';
import { ADDRESS_NOT_FOUND } from '../../features/registration/freeTextAddress';
import { INVALID_AMOUNT, LOW_INCOME_CONFIRMATION } from '../../features/registration/schemas';
import { REGISTER_STEPS } from '../../features/registration/steps';
import { COUNTRIES, EMPLOYMENT_TYPES, OCCUPANCY_TYPES } from '../../features/registration/types';
import { TERMS_OF_SERVICE, TERMS_OF_USE } from '../../src/brand/registry';
import { SHELL_TEXT } from '../../src/shell/shellText';
import { ERROR_FALLBACK_HEADING, ERROR_FALLBACK_MESSAGE, TRY_AGAIN } from '../../src/shell/shellText';
import { DOWNLOAD_DIAGNOSTIC_LOG } from '../../features/replay/diagnosticLog';
import { MENU_LABEL } from '../../src/shell/TopBar';
import { PROCESSING_TITLE } from '../../src/shell/overlays/ProcessingModal';
import type { PlatformMatchedKey } from '../../src/i18n/catalog';
import { FRAME_TEXT, KIT_TEXT, REGISTRATION_TEXT } from '../../src/i18n/en';
import { ES } from '../../src/i18n/es/catalog';
import compiled from '../../src/i18n/es/compiled.json';
import { compiledText } from '../../tools/i18n-compile';
import { borrowerScreenFiles, literalTexts } from '../../tools/i18n-literals';
import { APPLICATION_TEXT } from '../../src/i18n/messages/application';
import { DOCUMENTS_TEXT } from '../../src/i18n/messages/documents';
import { SHELL_PART_TEXT } from '../../src/i18n/messages/shell';
import { SIGNER_CHAT_LEGAL_TEXT } from '../../src/i18n/messages/signerChatLegal';
import { ADVERSE_ACTION_TEXT } from '../../src/i18n/messages/adverseAction';
import { TIMELINE_TEXT } from '../../src/i18n/messages/timeline';

const PLATFORM_MATCHED: Record<PlatformMatchedKey, true> = {
  identityExists: true,
  registerMissingAll: true,
  registerMissingEmail: true,
  registerMissingPassword: true,
  trackerRequiredForEvents: true,
  trackerRequiredForCreate: true,
  notAuthenticated: true,
  notOfferedPrefix: true,
};

/** The English catalogue: the feature constants and the lists of src/i18n/en.ts, as the MessageId type names them. */
const ENGLISH: string[] = [
  ...Object.entries(MSG)
    .filter(([key]) => !(key in PLATFORM_MATCHED))
    .map(([, text]) => text),
  ...Object.values(MODAL_TITLE),
  ...PROCESSING_MESSAGES,
  ADDRESS_NOT_FOUND,
  INVALID_AMOUNT,
  LOW_INCOME_CONFIRMATION,
  ...Object.values(SHELL_TEXT),
  TERMS_OF_USE,
  TERMS_OF_SERVICE,
  ERROR_FALLBACK_HEADING,
  ERROR_FALLBACK_MESSAGE,
  TRY_AGAIN,
  DOWNLOAD_DIAGNOSTIC_LOG,
  ...FRAME_TEXT,
  ...KIT_TEXT,
  ...REGISTRATION_TEXT,
  ...APPLICATION_TEXT,
  ...DOCUMENTS_TEXT,
  ...SHELL_PART_TEXT,
  ...SIGNER_CHAT_LEGAL_TEXT,
  ...ADVERSE_ACTION_TEXT,
  ...TIMELINE_TEXT,
];

describe('message catalogues', () => {
  it('lists each English message once (a text shared by two areas lives in one list)', () => {
    const seen = new Set<string>();
    expect(ENGLISH.filter((id) => seen.has(id) || !seen.add(id))).toEqual([]);
  });

  it('has every English message id in the Spanish catalogue, and nothing else', () => {
    const english = new Set(ENGLISH);
    expect(Object.keys(ES).filter((id) => !english.has(id))).toEqual([]);
    expect([...english].filter((id) => !(id in ES))).toEqual([]);
  });

  it('translates every message (an empty or untouched Spanish text is a forgotten one)', () => {
    const sameInBoth = new Set([
      'Error',
      'Error: ',
      'No',
      'English',
      'Español',
      '{legalName} · NMLS #{nmls}',
      '{rate} variable',
    ]);
    const untranslated = Object.entries(ES).filter(
      ([id, text]) => text.trim() === '' || (text === id && !sameInBoth.has(id)),
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders of each English message in its Spanish text', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const mismatched = Object.entries(ES).filter(([id, text]) => placeholders(id).join() !== placeholders(text).join());
    expect(mismatched).toEqual([]);
  });

  it('uses only plain {name} placeholders in English (the English path has no ICU runtime)', () => {
    expect(ENGLISH.filter((text) => /\{[^}]*[,\s][^}]*\}|[{}](?![\w}])/.test(text.replace(/\{\w+\}/g, '')))).toEqual(
      [],
    );
  });

  it('has an up-to-date compiled Spanish catalogue (npm run i18n:compile)', () => {
    const file = readFileSync(path.resolve(__dirname, '../../src/i18n/es/compiled.json'), 'utf8');
    expect(file).toBe(compiledText());
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(ES).sort());
  });

  it('covers the texts registration reads from its tables and the frame constants', () => {
    const fromTables = [
      ...REGISTER_STEPS.flatMap((step) => [step.title, step.label, step.group]),
      ...EMPLOYMENT_TYPES.map((option) => option.label),
      ...OCCUPANCY_TYPES.map((option) => option.label),
      ...COUNTRIES.map((country) => country.country),
      MENU_LABEL,
      PROCESSING_TITLE,
    ];
    expect(fromTables.filter((text) => !(text in ES))).toEqual([]);
  });
});

describe('extraction check', () => {
  it.each(borrowerScreenFiles())('%s writes no borrower-facing text outside the catalogues', (file) => {
    expect(literalTexts(path.resolve(__dirname, '../..', file))).toEqual([]);
  });

  it('finds a literal where there is one (the check can fail)', () => {
    const probe = path.resolve(__dirname, '../fixtures/i18nLiteralProbe.tsx');
    expect(literalTexts(probe)).toEqual(['Plain words', 'label="A label"']);
  });
});

import type { LoginMode, RegistrationDraft } from './types';

export type StepId =
  'property' | 'homeAddress' | 'forSale' | 'income' | 'name' | 'birthdate' | 'contact' | 'password' | 'loginInfo';

export interface StepDef {
  id: StepId;
  /** Path under /account/heloc/register-v2 (000 §2.2). */
  path: string;
  /** The `step` query value that addresses it (000 §2.2). */
  query: string | null;
  /** 001 §2 registration step groups and their sub-steps. */
  group: 'Property Info' | 'Income Info' | 'Personal Info' | 'Contact Info' | 'Login Info';
  label: string;
  title: string;
}

/** 000 §2.2, in the progress-bar order: address, home address, for-sale, income, name, birthdate, contact, login. */
export const REGISTER_STEPS: readonly StepDef[] = [
  {
    id: 'property',
    path: '',
    query: 'property-info',
    group: 'Property Info',
    label: 'Address',
    title: "What's the address of the property?",
  },
  {
    id: 'homeAddress',
    path: 'home-address',
    query: null,
    group: 'Property Info',
    label: 'Address',
    title: 'Where do you live?',
  },
  {
    id: 'forSale',
    path: 'for-sale',
    query: 'sale-status',
    group: 'Property Info',
    label: 'Sale Status',
    title: 'Sale status',
  },
  {
    id: 'income',
    path: 'annual-income',
    query: 'income-info',
    group: 'Income Info',
    label: 'Income Info',
    title: "What's your annual income?",
  },
  {
    id: 'name',
    path: 'legal-name',
    query: 'name',
    group: 'Personal Info',
    label: 'Name',
    title: "What's your legal name?",
  },
  {
    id: 'birthdate',
    path: 'birthdate',
    query: 'birthdate',
    group: 'Personal Info',
    label: 'Birthdate',
    title: "What's your date of birth?",
  },
  {
    id: 'contact',
    path: 'phone-and-email',
    query: 'contact-info',
    group: 'Contact Info',
    label: 'Contact Info',
    title: 'How can we reach you?',
  },
  {
    id: 'password',
    path: 'set-password',
    query: 'login-info',
    group: 'Login Info',
    label: 'Login Info',
    title: 'Create your password',
  },
  {
    id: 'loginInfo',
    path: 'login-info',
    query: 'login-info',
    group: 'Login Info',
    label: 'Login Info',
    title: 'Review and agree',
  },
];

export interface StepConditions {
  draft: Pick<RegistrationDraft, 'occupancyType'>;
  /** 000 §2.2: contact info is omitted when an email and phone already exist. */
  hasEmailAndPhone: boolean;
  loginMode: LoginMode;
}

/**
 * The steps this borrower goes through. Home address is asked only when the property is not their home
 * (docs/decisions.md); set-password in the legacy login mode, login-info in the external-authentication mode.
 */
export function activeSteps({ draft, hasEmailAndPhone, loginMode }: StepConditions): StepDef[] {
  return REGISTER_STEPS.filter((step) => {
    switch (step.id) {
      case 'homeAddress':
        return draft.occupancyType === 'SECONDARY' || draft.occupancyType === 'INVESTMENT';
      case 'contact':
        return !hasEmailAndPhone;
      case 'password':
        return loginMode === 'legacy';
      case 'loginInfo':
        return loginMode === 'external';
      default:
        return true;
    }
  });
}

export const stepById = (id: StepId): StepDef =>
  REGISTER_STEPS.find((step) => step.id === id) ?? (REGISTER_STEPS[0] as StepDef);
export const stepByPath = (path: string): StepDef | undefined => REGISTER_STEPS.find((step) => step.path === path);
export const stepByQuery = (query: string): StepDef | undefined => REGISTER_STEPS.find((step) => step.query === query);

/** The step after `id` among the active steps, or null after the last one. */
export function nextStep(steps: readonly StepDef[], id: StepId): StepDef | null {
  const index = steps.findIndex((step) => step.id === id);
  return index >= 0 ? (steps[index + 1] ?? null) : null;
}

export function previousStep(steps: readonly StepDef[], id: StepId): StepDef | null {
  const index = steps.findIndex((step) => step.id === id);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}

export const REGISTER_V2_BASE = '/account/heloc/register-v2';
export const stepHref = (step: StepDef): string => (step.path ? `${REGISTER_V2_BASE}/${step.path}` : REGISTER_V2_BASE);

export type SectionName = StepDef['group'];

/**
 * Issue 48: where the borrower is counted in sections (001 §2), the same at every width: the sections of the active
 * steps in order and the index of the one `current` is in (the first for a step not among them).
 */
export function sectionProgress(
  steps: readonly StepDef[],
  current: StepId,
): { section: number; sections: SectionName[] } {
  const sections = [...new Set(steps.map((step) => step.group))];
  const group = steps.find((step) => step.id === current)?.group;
  return { section: group === undefined ? 0 : sections.indexOf(group), sections };
}

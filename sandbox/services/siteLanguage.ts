import type { ChecklistStatus } from '../contract';

/**
 * The site pages' language (issue 19). The site around the app is the platform's, so its Spanish lives here, not in the
 * app's catalogue. English is the pages' own wording and the default; a page is Spanish when asked with `?lang=es`.
 * The borrower's stored choice (the app keeps it in local storage, redux-persist's `persist:preAuth`, `locale`) is
 * read by the pages' scripts, which reload a page without `?lang` in the chosen language (sandbox/public/*.js).
 */
export const SITE_LOCALES = ['en', 'es'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

/** 'es', 'es-MX' → 'es'; anything else → null (as the app reads `?lang`, src/lib/locale.ts parseLocale). */
export function parseSiteLocale(value: unknown): SiteLocale | null {
  if (typeof value !== 'string') return null;
  const language = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (SITE_LOCALES as readonly string[]).includes(language) ? (language as SiteLocale) : null;
}

/** The Spanish of the login, dashboard and settings pages (their English is in sitePages.ts, word for word). */
export const SITE_ES = {
  login: {
    title: 'Iniciar sesión',
    noscript: 'Para iniciar sesión se necesita JavaScript. Actívelo y vuelva a cargar esta página.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    newHere: '¿Es nuevo aquí?',
    start: 'Inicie una solicitud',
  },
  dashboard: {
    title: 'Su panel',
    loading: 'Cargando sus solicitudes…',
    applications: 'Sus solicitudes',
    startNew: 'Iniciar una nueva solicitud',
    settings: 'Configuración de la cuenta',
    logout: 'Cerrar sesión',
  },
  settings: {
    title: 'Configuración de la cuenta',
    body: 'Aquí podrá administrar sus datos de inicio de sesión y cómo nos comunicamos con usted. En el entorno de pruebas, esta configuración todavía no se puede modificar.',
    back: 'Volver a su panel',
  },
} as const;

/**
 * The texts the dashboard script writes (sandbox/public/dashboard.js keeps the English): passed to it on the page,
 * `{name}` filled in by the script.
 */
export const DASHBOARD_SCRIPT_ES = {
  application: 'Solicitud {loanNumber}',
  status: 'Estado: {status}',
  none: 'Todavía no tiene solicitudes.',
  one: 'Tiene 1 solicitud.',
  many: 'Tiene {count} solicitudes.',
  failed: 'Ocurrió algo inesperado. Vuelva a cargar la página.',
  continueHint: 'Su cuenta está lista y guardamos sus respuestas. Ya puede terminar su solicitud.',
  continueLabel: 'Continuar con su solicitud',
  /** The notices the app leaves (src/lib/dashboardNotice.ts) are its own English sentences; a platform's is as sent. */
  notices: {
    "We couldn't find that application in your account. Your applications are listed below.":
      'No encontramos esa solicitud en su cuenta. Sus solicitudes aparecen a continuación.',
    "We couldn't find your profile. Please log in again or contact us.":
      'No encontramos su perfil. Inicie sesión de nuevo o comuníquese con nosotros.',
    'Your loan officer is finishing this application with you. Please contact them to continue.':
      'Su oficial de préstamos está terminando esta solicitud con usted. Comuníquese con esa persona para continuar.',
    'Something unexpected happened': 'Ocurrió algo inesperado',
  } as Record<string, string>,
  statuses: {
    APP_SUBMISSION: 'Envío de la solicitud',
    APPRAISAL_REVIEW_COMPLETE: 'Revisión del avalúo completa',
    ASSETS_PREQUAL: 'Precalificación de activos',
    ATTORNEY_REVIEW: 'Revisión del abogado',
    AUTOPAY_ACCOUNT: 'Cuenta de pago automático',
    BPO_ORDER_REQUEST: 'Solicitud de opinión de precio (BPO)',
    CANCELLED: 'Cancelada',
    CLTV_LIEN_POSITION_REQUALIFY: 'Nueva calificación por CLTV y posición del gravamen',
    CO_DEED_REQ: 'Firma de copropietarios requerida',
    COLLECT_ADDITIONAL_INFO: 'Información adicional',
    COMPLETE: 'Completa',
    CREDIT_ERROR: 'Error de crédito',
    CREDIT_MINOR: 'Crédito: menor de edad',
    CREDIT_NO_MATCH: 'Crédito sin coincidencia',
    CREDIT_NO_MATCH_SSN: 'Crédito sin coincidencia de SSN',
    DECLINED: 'Rechazada',
    DEED_SIGNING: 'Firma de la escritura',
    DELINQUENCY_REVIEW: 'Revisión de morosidad',
    DIRECT_DEBT_PAYOFF: 'Pago directo de deudas',
    DISBURSEMENT_ACCOUNT: 'Cuenta de desembolso',
    EMPLOYMENT_VERIFICATION: 'Verificación de empleo',
    FACTA_REVIEW: 'Revisión FACTA',
    FINAL_OFFER: 'Oferta final',
    FINAL_TITLE_ORDER_REQUEST: 'Solicitud del título final',
    FINAL_TITLE_PROCESSING: 'Procesamiento del título final',
    FUNDABLE: 'Lista para desembolso',
    FUNDING_DECISION: 'Decisión de desembolso',
    GEN_APP_DISCLOSURES: 'Preparación de las divulgaciones de la solicitud',
    GEN_CLOSING_DISCLOSURE: 'Preparación de la divulgación de cierre',
    GEN_NOTARY_DISCLOSURE: 'Preparación de la divulgación notarial',
    GEN_NOTE_SIGNING: 'Preparación de la firma del pagaré',
    GEN_PRE_SOFT_CREDIT_DISCLOSURE: 'Preparación de la divulgación previa a la consulta de crédito',
    GEN_RESCISSION: 'Preparación de la rescisión',
    GEN_SUMMARY_DISCLOSURE: 'Preparación de la divulgación resumida',
    HARD_CREDIT_LOCKED_OR_FROZEN: 'Crédito bloqueado o congelado (consulta completa)',
    HARD_CREDIT_PULL: 'Consulta de crédito completa',
    HMDA: 'HMDA',
    HOLD_FOR_APPRAISAL_REVIEW: 'En espera de la revisión del avalúo',
    IDENTITY_VERIFICATION: 'Verificación de identidad',
    IN_PROGRESS: 'En curso',
    INCOME_VERIFICATION: 'Verificación de ingresos',
    LIEN_ATTESTATION: 'Declaración de gravámenes',
    LIEN_VERIFICATION: 'Verificación de gravámenes',
    LIEN_VERIFICATION_INQUIRY: 'Consulta de verificación de gravámenes',
    MANUAL_DEED_SIGNING: 'Firma manual de la escritura',
    MULTIPLE_PROPERTIES: 'Varias propiedades',
    NAV_BPO_ORDER_REQUEST: 'Solicitud de opinión de precio (BPO)',
    NAV_BPO_ESTIMATE: 'Estimación de la opinión de precio (BPO)',
    NAV_BPO_PROCESSING: 'Procesamiento de la opinión de precio (BPO)',
    NAV_RESI_EVAL_ORDER_REQUEST: 'Solicitud de evaluación residencial',
    NAV_RESI_EVAL_ESTIMATE: 'Estimación de la evaluación residencial',
    NAV_RESI_EVAL_PROCESSING: 'Procesamiento de la evaluación residencial',
    NOTARY_WAITING_PERIOD: 'Período de espera notarial',
    NOTE_SIGNING: 'Firma del pagaré',
    NO_AVM_FOUND: 'Sin valuación automatizada',
    NO_PROPERTY_FOUND: 'Propiedad no encontrada',
    OFFER_SELECTION: 'Selección de la oferta',
    ONSITE_APPRAISAL_BORROWER_PAYMENT: 'Pago del avalúo presencial',
    ONSITE_APPRAISAL_PENDING: 'Avalúo presencial pendiente',
    ONSITE_APPRAISAL_REQUEST: 'Solicitud de avalúo presencial',
    ORDER_FULL_TITLE: 'Solicitud del título completo',
    PAYOFF_REQUEST_PENDING: 'Solicitud de liquidación pendiente',
    PREQUAL_TITLE: 'Título de precalificación',
    RECORDING: 'Registro',
    REQUEST_STEWART_PAYOFFS: 'Solicitud de liquidaciones',
    RESCISSION: 'Período de rescisión',
    REVISED_OFFER_SELECTION: 'Selección de la oferta revisada',
    SOFT_CREDIT_LOCKED_OR_FROZEN: 'Crédito bloqueado o congelado',
    TRUST_AND_INSURANCE: 'Fideicomiso y seguro',
    UNKNOWN: 'Desconocido',
    VERIFIED_AUTOPAY_ACCOUNT: 'Cuenta de pago automático verificada',
    WAITING_FOR_AVM_DATA: 'En espera de la valuación automatizada',
    WAITING_FOR_APP_DISCLOSURE: 'En espera de la divulgación de la solicitud',
    WAITING_FOR_SUMMARY_DISCLOSURE: 'En espera de la divulgación resumida',
    WAITING_FOR_ID_VERIFICATION: 'En espera de la verificación de identidad',
    WAITING_FOR_INITIAL_OFFERS: 'En espera de las ofertas iniciales',
    WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE: 'En espera de la divulgación previa a la consulta de crédito',
    WAITING_FOR_SOFT_CREDIT: 'En espera de la consulta de crédito',
  } satisfies Record<ChecklistStatus, string>,
};

/** The text login.js writes itself. */
export const LOGIN_SCRIPT_ES = { unexpected: 'Ocurrió algo inesperado' };

/**
 * The frame around every page (sandbox/html.ts renderPage) in Spanish: its fixed English snippets, each exactly as that
 * file writes it, and their Spanish. The frame is shared by all site pages, so a Spanish page translates its copy of
 * the frame here (test/sandbox/siteLanguage.test.ts fails if one stops matching).
 */
export const FRAME_ES: readonly (readonly [english: string, spanish: string])[] = [
  ['<html lang="en">', '<html lang="es">'],
  ['>Skip to main content</a>', '>Saltar al contenido principal</a>'],
  ['<nav aria-label="Account">', '<nav aria-label="Cuenta">'],
  ['>Dashboard</a>', '>Panel</a>'],
  ['>Log in</a>', '>Iniciar sesión</a>'],
  ['Questions? Call <a', '¿Tiene preguntas? Llame al <a'],
  ['</a> or email', '</a> o escriba a'],
  ['<nav aria-label="Legal">', '<nav aria-label="Información legal">'],
  ['>Terms of Service</a>', '>Términos del servicio</a>'],
  ['>Terms of Use</a>', '>Términos de uso</a>'],
  ['>Privacy Policy</a>', '>Política de privacidad</a>'],
  ['>Licenses</a>', '>Licencias</a>'],
  ['>Electronic Communications</a>', '>Comunicaciones electrónicas</a>'],
  ['>Contact us</a>', '>Contáctenos</a>'],
];

/** A rendered page's frame in the page's language (English: as rendered). */
export function localizeFrame(page: string, locale: SiteLocale): string {
  if (locale === 'en') return page;
  return FRAME_ES.reduce((text, [english, spanish]) => text.split(english).join(spanish), page);
}

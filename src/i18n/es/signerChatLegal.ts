import type { SIGNER_CHAT_LEGAL_TEXT } from '../messages/signerChatLegal';

/** Spanish for src/i18n/messages/signerChatLegal.ts. */
export const ES_SIGNER_CHAT_LEGAL: Record<(typeof SIGNER_CHAT_LEGAL_TEXT)[number], string> = {
  // Signer area
  'Sign in to sign your documents': 'Inicie sesión para firmar sus documentos',
  'You were invited to sign a home equity line of credit as an owner of the home. Sign in with the email address the invitation was sent to.':
    'Se le invitó a firmar una línea de crédito con garantía hipotecaria (HELOC) como propietario de la vivienda. Inicie sesión con el correo electrónico al que se envió la invitación.',
  'Email address': 'Correo electrónico',
  'Sign in': 'Iniciar sesión',
  'Signing in': 'Iniciando sesión',
  'Taking you to the login page…': 'Lo llevamos a la página de inicio de sesión…',
  'Finding your documents': 'Buscando sus documentos',
  'Loading where you left off…': 'Cargando donde se quedó…',
  'You have been removed from this application': 'Se le retiró de esta solicitud',
  'The borrower or lender has removed you as a signer, so there is nothing for you to sign. If you think this is a mistake, please contact us.':
    'El prestatario o el prestamista lo retiró como firmante, así que no tiene nada que firmar. Si cree que se trata de un error, comuníquese con nosotros.',
  'Something went wrong': 'Algo salió mal',
  'Sign as an additional owner': 'Firme como propietario adicional',
  'Everyone on the title of the home must sign the home equity line of credit. You have been invited to sign for this loan.':
    'Todas las personas que figuran en el título de la vivienda deben firmar la línea de crédito con garantía hipotecaria (HELOC). Se le invitó a firmar este préstamo.',
  'Verify your identity with a government-issued photo ID.':
    'Verifique su identidad con una identificación oficial con fotografía.',
  'Read the documents to the end.': 'Lea los documentos hasta el final.',
  'Sign them online. It takes about ten minutes.': 'Fírmelos en línea. Tarda unos diez minutos.',
  'Verify your identity again': 'Verifique su identidad de nuevo',
  'We could not verify your identity. Upload a current, government-issued photo ID. The name must match the property title.':
    'No pudimos verificar su identidad. Suba una identificación oficial con fotografía vigente. El nombre debe coincidir con el título de la propiedad.',
  'Sign the documents': 'Firme los documentos',
  'Read the documents to the end, then sign them.': 'Lea los documentos hasta el final y luego fírmelos.',
  'Documents to sign': 'Documentos para firmar',
  'Your documents': 'Sus documentos',
  'You have signed': 'Ya firmó',
  'Thank you. You have signed your documents. Download a copy to keep for your records.':
    'Gracias. Ya firmó sus documentos. Descargue una copia para guardarla en sus registros.',
  'These are the documents for this loan. Download a copy to keep for your records.':
    'Estos son los documentos de este préstamo. Descargue una copia para guardarla en sus registros.',
  'View your documents': 'Ver sus documentos',
  'Application ID': 'Número de solicitud',
  'We could not find an application for you to sign.': 'No encontramos ninguna solicitud que usted deba firmar.',
  'We could not load your application. Please try again.': 'No pudimos cargar su solicitud. Intente de nuevo.',
  // Chat
  'Please enter your name': 'Ingrese su nombre',
  'Cannot be more than 128 characters': 'No puede tener más de 128 caracteres',
  'Please select a reason': 'Seleccione un motivo',
  'Please restrict your response to 140 characters.': 'Limite su respuesta a 140 caracteres.',
  'Some files were not added because they exceed the 5MB size limit.':
    'Algunos archivos no se agregaron porque superan el límite de 5 MB.',
  'Some files were not added because their type is not supported.':
    'Algunos archivos no se agregaron porque su tipo no se admite.',
  'Connection lost. Attempting to reconnect.': 'Se perdió la conexión. Intentando reconectar.',
  'Something went wrong. Please try again later.': 'Algo salió mal. Intente de nuevo más tarde.',
  'Token state is invalid.': 'El estado del token no es válido.',
  'Something went wrong. Please try resending the message.': 'Algo salió mal. Intente enviar el mensaje de nuevo.',
  'Customer representative has ended the chat': 'El representante de atención al cliente terminó el chat',
  'Chat with us': 'Chatee con nosotros',
  'Chat with a member of our team.': 'Chatee con un miembro de nuestro equipo.',
  'Our team is away right now; our virtual assistant can help.':
    'Nuestro equipo no está disponible en este momento; nuestro asistente virtual puede ayudarle.',
  'Start chat': 'Iniciar chat',
  Send: 'Enviar',
  'Close chat': 'Cerrar chat',
  'Take our chat survey': 'Responda nuestra encuesta sobre el chat',
  'Start new chat': 'Iniciar un chat nuevo',
  'This chat has ended.': 'Este chat terminó.',
  'Was this answer helpful? Tell us why not': '¿Le fue útil esta respuesta? Díganos por qué no',
  'Thank you for your feedback.': 'Gracias por sus comentarios.',
  'The answer was not relevant': 'La respuesta no era pertinente',
  'The answer was incorrect': 'La respuesta era incorrecta',
  'The answer was hard to understand': 'La respuesta era difícil de entender',
  'I need to talk to a person': 'Necesito hablar con una persona',
  'Agent (testing only)': 'Agente (solo para pruebas)',
  'Any agent': 'Cualquier agente',
  'Give feedback on this answer': 'Opinar sobre esta respuesta',
  'Additional information': 'Información adicional',
  You: 'Usted',
  Message: 'Mensaje',
  'Attach files': 'Adjuntar archivos',
  Dismiss: 'Descartar',
  'Connecting…': 'Conectando…',
  'Virtual assistant': 'Asistente virtual',
  // Public legal pages
  'We could not load this page. {message}.': 'No pudimos cargar esta página. {message}.',
  'If it keeps happening: {contact}.': 'Si el problema continúa: {contact}.',
  'Print this page': 'Imprimir esta página',
  'Effective {date}': 'Vigente desde el {date}',
  '{company} also publishes this policy on its own site: {link}.':
    '{company} también publica esta política en su propio sitio: {link}.',
  'read it there': 'léala allí',
  "{legalName}, NMLS ID {nmls}. Look up any lender's licenses on {link}.":
    '{legalName}, NMLS ID {nmls}. Consulte las licencias de cualquier prestamista en {link}.',
  'NMLS Consumer Access': 'el sitio NMLS Consumer Access',
  'Licensed in 1 state': 'Con licencia en 1 estado',
  'Licensed in {count} states': 'Con licencia en {count} estados',
  'State licenses': 'Licencias estatales',
  'License number': 'Número de licencia',
  'Illinois Community Reinvestment Notice': 'Aviso de reinversión comunitaria de Illinois',
  "The Illinois Community Reinvestment Act (205 ILCS 735) expects lenders to help meet the credit needs of the communities they serve. You may review this lender's community reinvestment file, and send written comments on its performance, by contacting us: {contact}.":
    'La Ley de Reinversión Comunitaria de Illinois (205 ILCS 735) espera que los prestamistas ayuden a satisfacer las necesidades de crédito de las comunidades a las que sirven. Puede revisar el expediente de reinversión comunitaria de este prestamista y enviar comentarios por escrito sobre su desempeño comunicándose con nosotros: {contact}.',
  'What you can do': 'Qué puede hacer',
  'Talk to us: {contact}.': 'Hable con nosotros: {contact}.',
  'Visit {link} for the products available to you now.':
    'Visite {link} para ver los productos disponibles para usted hoy.',
  'Coming soon': 'Próximamente',
  'This lender': 'Este prestamista',
  '{company} does not offer a home equity line of credit online here yet. We are working on it.':
    '{company} todavía no ofrece aquí una línea de crédito con garantía hipotecaria (HELOC) en línea. Estamos trabajando en ello.',
  '{company} takes applications only through one of its loan officers, and the link you followed does not name one we recognize.':
    '{company} acepta solicitudes solo a través de uno de sus oficiales de préstamos, y el enlace que siguió no indica ninguno que reconozcamos.',
  '{company} is not accepting new applications online at the moment.':
    '{company} no está aceptando nuevas solicitudes en línea en este momento.',
  'Ask the loan officer who referred you for a new application link, then open it to start again.':
    'Pida al oficial de préstamos que lo refirió un nuevo enlace de solicitud y ábralo para empezar de nuevo.',
};

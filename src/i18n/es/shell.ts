import type { SHELL_PART_TEXT } from '../messages/shell';

/** Spanish for src/i18n/messages/shell.ts. */
export const ES_SHELL_PART: Record<(typeof SHELL_PART_TEXT)[number], string> = {
  // Frame
  'Skip to main content': 'Saltar al contenido principal',
  Announcements: 'Avisos',
  'Dismiss announcement': 'Cerrar aviso',
  Messages: 'Mensajes',
  'Dismiss message': 'Cerrar mensaje',
  "We could not load this lender's page": 'No pudimos cargar la página de este prestamista',
  'Private label data is missing for this organization.': 'Faltan los datos de marca de esta organización.',
  'Please check the address you used, or {link}.': 'Revise la dirección que usó o {link}.',
  'go to the home page': 'vaya a la página de inicio',
  'Scheduled Maintenance': 'Mantenimiento programado',
  'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!':
    'Estamos realizando un mantenimiento programado. Vuelva a consultar en unos momentos. ¡Gracias por su paciencia!',
  "You're offline. We'll keep your answers.": 'No tiene conexión. Guardaremos sus respuestas.',
  'The connection dropped before we could finish. Your answers are kept: please try again.':
    'La conexión se interrumpió antes de que pudiéramos terminar. Guardamos sus respuestas: inténtelo de nuevo.',
  'Home equity line of credit': 'Línea de crédito con garantía hipotecaria',
  'Apply for a home equity line of credit: apply in 5 minutes, receive funding in 5 days.':
    'Solicite una línea de crédito con garantía hipotecaria: solicítela en 5 minutos y reciba los fondos en 5 días.',
  "This page didn't finish loading. Check your connection, then try again. We'll keep your answers.":
    'Esta página no terminó de cargarse. Revise su conexión e inténtelo de nuevo. Guardaremos sus respuestas.',
  // The app on the device
  'A new version is ready.': 'Hay una nueva versión disponible.',
  'Your application has moved on since your last visit. This is where it is now.':
    'Su solicitud ha avanzado desde su última visita. Aquí es donde está ahora.',
  Reload: 'Recargar',
  'Your application, as you last saw it': 'Su solicitud, tal como la vio por última vez',
  'Last updated {when}.': 'Última actualización: {when}.',
  "This page updates itself as soon as you're back online.":
    'Esta página se actualizará sola en cuanto vuelva a tener conexión.',
  "We couldn't bring your application up to date": 'No pudimos actualizar su solicitud',
  'This page shows your application as you last saw it. What you type here is kept.':
    'Esta página muestra su solicitud tal como la vio por última vez. Lo que escriba aquí se conserva.',
  "We tried again at {time}, but still couldn't bring it up to date. Check your connection, then try again.":
    'Lo intentamos de nuevo a las {time}, pero aún no pudimos actualizarla. Revise su conexión e inténtelo de nuevo.',
  'Something unexpected happened': 'Ocurrió algo inesperado',
  // Loader
  'Loading…': 'Cargando…',
  'Checking your application…': 'Revisando su solicitud…',
  'Almost there…': 'Ya casi terminamos…',
  // Loan officer card
  'Your loan officer': 'Su oficial de préstamos',
  'NMLS #{nmls}': 'N.º de NMLS: {nmls}',
  // Notifications
  'No Notifications': 'No hay notificaciones',
  'View All': 'Ver todas',
  'View Less': 'Ver menos',
  Notifications: 'Notificaciones',
  'Notifications, unread': 'Notificaciones, sin leer',
  // CEO feedback
  'What would you like to do?': '¿Qué le gustaría hacer?',
  'Your message': 'Su mensaje',
  'May we contact you about your feedback?': '¿Podemos comunicarnos con usted acerca de sus comentarios?',
  'Must be at least 10 characters': 'Debe tener al menos 10 caracteres',
  'Must be at most 1000 characters': 'Debe tener como máximo 1000 caracteres',
  'Send feedback': 'Enviar comentarios',
  'Thank you. Your feedback was sent.': 'Gracias. Sus comentarios se enviaron.',
  'Improve our product': 'Mejorar nuestro producto',
  'Give us a compliment': 'Enviarnos un elogio',
  'Something went wrong. Please try again.': 'Algo salió mal. Intente de nuevo.',
  // Leave survey
  'Before you go': 'Antes de irse',
  'Tell us why you are leaving: a two-minute survey helps us make applying easier.':
    'Díganos por qué se va: una encuesta de dos minutos nos ayuda a facilitar el proceso de solicitud.',
  'Take the survey': 'Responder la encuesta',
  'Close and log out': 'Cerrar y salir',
  // Kit
  Remove: 'Quitar',
  Uploading: 'Subiendo',
  'Choose a file': 'Elegir un archivo',
  'Choose files': 'Elegir archivos',
  'or drag it here': 'o arrastrarlo aquí',
  'or drag them here': 'o arrastrarlos aquí',
  'Chosen files': 'Archivos elegidos',
  'Enter an amount from {min} to {max}': 'Ingrese un monto de {min} a {max}',
  ' in dollars': ' en dólares',
  // Legacy registration and registration support
  'Check your rate': 'Consulte su tasa',
  'The property': 'La propiedad',
  'Where you live': 'Dónde vive',
  Income: 'Ingresos',
  'About you': 'Sus datos',
  'Help with your registration': 'Ayuda con su registro',
  'If something is stopping you from registering:': 'Si algo le impide registrarse:',
  'Have the property address ready; we never ask for your password.':
    'Tenga a mano la dirección de la propiedad; nunca le pediremos su contraseña.',
  'Back to registration': 'Volver al registro',
  // Registration's reassurance panel
  'Answer a few questions about your property, your income and yourself.':
    'Responda algunas preguntas sobre su propiedad, sus ingresos y usted.',
  'See your offers right away: the amount, rate and monthly payment of each.':
    'Vea sus ofertas de inmediato: el monto, la tasa y la cuota mensual de cada una.',
  'Choose an offer, then finish your application, sign and get funded.':
    'Elija una oferta y luego complete su solicitud, firme y reciba los fondos.',
  'Seeing your offers does not affect your credit score.': 'Ver sus ofertas no afecta su puntaje de crédito.',
  'We lend in: {states}.': 'Prestamos en: {states}.',
  // Storage refused
  'Your browser is blocking this site from saving data, so reloading the page will not keep your answers and you may need to sign in again.':
    'Su navegador no permite que este sitio guarde datos: si vuelve a cargar la página, no se conservarán sus respuestas y es posible que deba iniciar sesión de nuevo.',
  'Got it': 'Entendido',
};

import type { APPLICATION_TEXT } from '../messages/application';

/** Spanish for src/i18n/messages/application.ts. */
export const ES_APPLICATION: Record<(typeof APPLICATION_TEXT)[number], string> = {
  // The offer screen (features/application/screens/ProductSelect.tsx, offerComparison.ts)
  'Select your offer': 'Seleccione su oferta',
  'You qualify for': 'Usted califica para',
  'How much do you want to borrow?': '¿Cuánto desea pedir prestado?',
  'How much cash do you want?': '¿Cuánto efectivo desea recibir?',
  'Your initial draw': 'Su desembolso inicial',
  'Compare your offers': 'Compare sus ofertas',
  'Choose an offer': 'Elija una oferta',
  'Best value': 'Mejor valor',
  'Lowest payment': 'Cuota más baja',
  'Debts paid off from your line': 'Deudas que se pagan con su línea',
  'How should the payoff meet your amount?': '¿Cómo se combina el pago de deudas con su monto?',
  'Your offers could not be loaded. Please try again.': 'No se pudieron cargar sus ofertas. Intente de nuevo.',
  'None of these offers is available for this amount. Choose another amount.':
    'Ninguna de estas ofertas está disponible para este monto. Elija otro monto.',
  '{amount}/mo': '{amount}/mes',
  '{term}-year fixed': 'Fija a {term} años',
  '{term}-year fixed, lower rate': 'Fija a {term} años, tasa más baja',
  '{term}-year fixed, lower fee': 'Fija a {term} años, cargo más bajo',
  '{term}-year fixed at {rate}': 'Fija a {term} años al {rate}',
  'APR {rate}, fixed': 'APR de {rate}, fija',
  'On every offer the APR equals the interest rate; the fee is shown apart.':
    'En todas las ofertas la APR es igual a la tasa de interés; el cargo se muestra aparte.',
  'The APR equals the interest rate; the fee is shown apart.':
    'La APR es igual a la tasa de interés; el cargo se muestra aparte.',
  'The offer for this amount': 'La oferta para este monto',
  'Compared with the lower fee offer: {extra} more up front, {saving} less a month.':
    'Frente a la oferta de cargo más bajo: {extra} más por adelantado, {saving} menos al mes.',
  'Compared with the lower fee offer: the same fee at this amount (both reach the cap), {saving} less a month.':
    'Frente a la oferta de cargo más bajo: el mismo cargo para este monto (ambos llegan al máximo), {saving} menos al mes.',
  'The lower rate pays for itself after {months} months.': 'La tasa más baja se paga sola después de {months} meses.',
  'The lower rate pays for itself in the first month.': 'La tasa más baja se paga sola en el primer mes.',
  'The lower rate does not pay for itself within {term} years.':
    'La tasa más baja no se paga sola dentro de los {term} años.',
  'Available for draws from {min} to {max}': 'Disponible para desembolsos de {min} a {max}',
  '{rate} with {discount} discount': '{rate} con el descuento por {discount}',
  'Origination fee {percent} ({amount})': 'Cargo de originación de {percent} ({amount})',
  'Origination fee {amount}, the cap ({percent} of this draw would be more)':
    'Cargo de originación de {amount}, el máximo (el {percent} de este desembolso sería más)',
  Details: 'Detalles',
  'of the {offer} offer': 'de la oferta {offer}',
  'Initial draw': 'Desembolso inicial',
  'Fixed {rate} for {term} years, drawn in full when the line opens':
    'Tasa fija de {rate} por {term} años, desembolsado en su totalidad al abrir la línea',
  'Draws later': 'Desembolsos posteriores',
  'Variable: the Prime Rate ({prime}) plus a fixed margin, {rate} today':
    'Tasa variable: la tasa preferencial (Prime Rate, {prime}) más un margen fijo; hoy {rate}',
  'Draw limits': 'Límites de desembolso',
  'From {min} to {max}': 'De {min} a {max}',
  'Origination fee': 'Cargo de originación',
  '{percent} of the initial draw': '{percent} del desembolso inicial',
  '{percent} of the initial draw, never more than {cap}': '{percent} del desembolso inicial, nunca más de {cap}',
  Discounts: 'Descuentos',
  'Interest and fee over {term} years': 'Intereses y cargo en {term} años',
  'Cash to you': 'Efectivo para usted',
  'Paid off from the draw': 'Pagado con el desembolso',
  'Monthly payment': 'Cuota mensual',
  '{fee}, the cap ({percent} of this draw would be more)':
    '{fee}, el máximo (el {percent} de este desembolso sería más)',
  'Recording tax': 'Impuesto de registro',
  'up to {amount}': 'hasta {amount}',
  'Based on your home at {address}, valued at {value}, and the income and credit you gave us. Lines start at {min}.':
    'Según su vivienda en {address}, valuada en {value}, y los ingresos y el crédito que nos indicó. Las líneas comienzan en {min}.',
  'Based on your home at {address}, and the income and credit you gave us. Lines start at {min}.':
    'Según su vivienda en {address} y los ingresos y el crédito que nos indicó. Las líneas comienzan en {min}.',
  'To open this line, {debts} is paid off from your initial draw when it is funded.':
    'Para abrir esta línea, {debts} se paga con su desembolso inicial cuando se realice.',
  'To open this line, {debts} are paid off from your initial draw when it is funded.':
    'Para abrir esta línea, {debts} se pagan con su desembolso inicial cuando se realice.',
  'Keep my cash amount': 'Mantener mi monto en efectivo',
  'The payoff is drawn on top: you get {amount} if you keep this amount':
    'El pago de deudas se desembolsa aparte: usted recibe {amount} si mantiene este monto',
  'Take it from my amount': 'Descontarlo de mi monto',
  'The payoff comes out of your draw; you get the rest':
    'El pago de deudas sale de su desembolso; usted recibe el resto',
  'From {min} to {max}, in steps of {step}': 'De {min} a {max}, en incrementos de {step}',
  'Payments are for an initial draw of {amount}.': 'Las cuotas corresponden a un desembolso inicial de {amount}.',
  'Loading your offers…': 'Cargando sus ofertas…',
  'Confirm your offer': 'Confirme su oferta',
  '{amount} over {term} years at {rate} fixed': '{amount} a {term} años con tasa fija de {rate}',
  'Confirm offer': 'Confirmar oferta',
  'No offer is chosen yet.': 'Todavía no ha elegido una oferta.',
  autopay: 'pago automático',
  'all-in': 'paquete completo (all-in)',
  'credit union membership': 'membresía en la cooperativa de crédito',
  // The page frame: sidebar stages, property card, offer summary (ApplicationFrame.tsx, progress.ts)
  'Application details': 'Detalles de la solicitud',
  'All steps done': 'Todos los pasos completados',
  'Property details': 'Detalles de la propiedad',
  'Property value': 'Valor de la propiedad',
  'Property condition': 'Condición de la propiedad',
  Poor: 'Mala',
  Average: 'Promedio',
  Excellent: 'Excelente',
  'Application progress': 'Progreso de la solicitud',
  'Complete the loan process today and get funded in as little as five days':
    'Complete hoy el proceso del préstamo y reciba los fondos en tan solo cinco días',
  'Your data is protected with 256-bit encryption and the company never sees or stores your credentials.':
    'Sus datos están protegidos con cifrado de 256 bits y la empresa nunca ve ni guarda sus credenciales.',
  'Basic Info': 'Información básica',
  'Select Offer': 'Elegir oferta',
  'Provide More Info': 'Proporcionar más información',
  'Link Income Sources': 'Vincular fuentes de ingresos',
  'Verify Identity': 'Verificar identidad',
  'Sign Documents': 'Firmar documentos',
  'Schedule Notary Session': 'Programar sesión con notario',
  'Talk to eNotary': 'Hablar con el notario electrónico',
  'Identity verification': 'Verificación de identidad',
  '(completed)': '(completado)',
  Rate: 'Tasa',
  Term: 'Plazo',
  '{term} years': '{term} años',
  'Application ID:': 'ID de la solicitud:',
  // The review page (AppSummary.tsx)
  'Please agree to the hard credit pull to submit your application':
    'Acepte la consulta de crédito completa para enviar su solicitud',
  'I authorize a hard credit pull. I understand it happens when I submit this application and may affect my credit score.':
    'Autorizo una consulta de crédito completa. Entiendo que se realiza cuando envío esta solicitud y que puede afectar mi puntaje de crédito.',
  'Review your application': 'Revise su solicitud',
  'Permission for a full credit check': 'Permiso para una consulta de crédito completa',
  'Submit application': 'Enviar solicitud',
  '{amount}, drawn in full when the line opens': '{amount}, desembolsado en su totalidad al abrir la línea',
  '{rate} variable': '{rate} variable',
  '{rate} fixed': '{rate} fija',
  Property: 'Propiedad',
  'How you use it': 'Uso de la propiedad',
  'Your offer': 'Su oferta',
  Offer: 'Oferta',
  offer: 'la oferta',
  'initial draw': 'el desembolso inicial',
  APR: 'Tasa anual (APR)',
  'Lower rate': 'Tasa más baja',
  '{amount} a year before tax': '{amount} al año antes de impuestos',
  'Other income': 'Otros ingresos',
  Employment: 'Empleo',
  'Ending in {digits}': 'Terminado en {digits}',
  'marital status': 'el estado civil',
  'What you told us when you registered': 'Lo que nos indicó al registrarse',
  'Additional details': 'Información adicional',
  // Income, employer, identity, liens and bank screens (stepInputs.ts and their screens)
  'Verify your income': 'Verifique sus ingresos',
  'How would you like to verify your income?': '¿Cómo desea verificar sus ingresos?',
  'Choose how to verify your income': 'Elija cómo verificar sus ingresos',
  'Link your bank account': 'Vincule su cuenta bancaria',
  'The fastest way: we read your deposits, once.': 'La forma más rápida: revisamos sus depósitos una sola vez.',
  'Link your payroll account': 'Vincule su cuenta de nómina',
  'Sign in to your employer’s payroll provider.': 'Inicie sesión con el proveedor de nómina de su empleador.',
  'Upload paystubs': 'Subir talones de pago',
  'Best if you are paid by an employer.': 'Lo mejor si le paga un empleador.',
  'Upload tax returns': 'Subir declaraciones de impuestos',
  'Best if you are self-employed or retired.': 'Lo mejor si trabaja por cuenta propia o está jubilado.',
  'You need: your online banking username and password.': 'Necesita: el usuario y la contraseña de su banca en línea.',
  'You need: your payroll account username and password.':
    'Necesita: el usuario y la contraseña de su cuenta de nómina.',
  'You need: your paystubs from the last 30 days, as PDF, JPG or PNG files.':
    'Necesita: sus talones de pago de los últimos 30 días, en archivos PDF, JPG o PNG.',
  'You need: your federal tax returns for the last 2 years, as PDF, JPG or PNG files.':
    'Necesita: sus declaraciones federales de impuestos de los últimos 2 años, en archivos PDF, JPG o PNG.',
  'Continue to link': 'Continuar para vincular',
  'This way of verifying income is not available.': 'Esta forma de verificar ingresos no está disponible.',
  'Linking your account': 'Vinculando su cuenta',
  'Finishing the link to your account…': 'Terminando de vincular su cuenta…',
  'The link did not finish. Please try again from income verification.':
    'La vinculación no se completó. Intente de nuevo desde la verificación de ingresos.',
  'Upload your paystubs': 'Suba sus talones de pago',
  'Upload your tax returns': 'Suba sus declaraciones de impuestos',
  'Your paystubs from the last 30 days. PDF, JPG or PNG, up to 10 files of 10 MB each.':
    'Sus talones de pago de los últimos 30 días. PDF, JPG o PNG, hasta 10 archivos de 10 MB cada uno.',
  'Your federal tax returns for the last 2 years. PDF, JPG or PNG, up to 10 files of 10 MB each.':
    'Sus declaraciones federales de impuestos de los últimos 2 años. PDF, JPG o PNG, hasta 10 archivos de 10 MB cada uno.',
  Upload: 'Subir',
  'Verify your employment': 'Verifique su empleo',
  'Employer name': 'Nombre del empleador',
  'Employer phone number': 'Teléfono del empleador',
  'A number where your employer can confirm your employment, like (555) 555-0100.':
    'Un número donde su empleador pueda confirmar su empleo, como (555) 555-0100.',
  'Enter your employer’s name': 'Ingrese el nombre de su empleador',
  'Employer name must be 100 characters or fewer': 'El nombre del empleador debe tener 100 caracteres o menos',
  'Choose another way to verify your income': 'Elija otra forma de verificar sus ingresos',
  'You will go to our bank-linking partner to sign in to your bank, then come back here. We read your deposits once to verify your income.':
    'Irá a nuestro socio de vinculación bancaria para iniciar sesión en su banco y luego volverá aquí. Revisamos sus depósitos una sola vez para verificar sus ingresos.',
  'You will go to our payroll-linking partner to sign in to your payroll provider, then come back here. We read your pay once to verify your income.':
    'Irá a nuestro socio de vinculación de nómina para iniciar sesión con su proveedor de nómina y luego volverá aquí. Revisamos su pago una sola vez para verificar sus ingresos.',
  'Opening the link page': 'Abriendo la página de vinculación',
  'Back to income verification': 'Volver a la verificación de ingresos',
  'Choose at least 1 file': 'Elija al menos 1 archivo',
  'Choose 10 files or fewer': 'Elija 10 archivos o menos',
  '{name} must be a PDF, JPG or PNG': '{name} debe ser un PDF, JPG o PNG',
  '{name} must be smaller than 10 MB': '{name} debe pesar menos de 10 MB',
  '{name} is empty': '{name} está vacío',
  'Driver’s license': 'Licencia de conducir',
  Passport: 'Pasaporte',
  'State ID': 'Identificación estatal',
  'Permanent resident card': 'Tarjeta de residente permanente',
  'Verify your identity': 'Verifique su identidad',
  'Upload a photo or scan of a current, government-issued photo ID. The name must match your application.':
    'Suba una foto o un escaneo de una identificación oficial vigente con foto. El nombre debe coincidir con el de su solicitud.',
  'Type of ID': 'Tipo de identificación',
  'Choose the type of ID': 'Elija el tipo de identificación',
  'Front of your ID': 'Frente de su identificación',
  'Back of your ID': 'Reverso de su identificación',
  'Photo page of your passport': 'Página con foto de su pasaporte',
  'PDF, JPG or PNG, up to 10 MB.': 'PDF, JPG o PNG, hasta 10 MB.',
  'Choose a file for the front of your ID': 'Elija un archivo para el frente de su identificación',
  'Choose a file for the back of your ID': 'Elija un archivo para el reverso de su identificación',
  'Upload ID': 'Subir identificación',
  'Liens on your home': 'Gravámenes sobre su vivienda',
  'We found these liens on your property. Choose any you want paid off from your line at closing; the payoff is deducted from your initial draw.':
    'Encontramos estos gravámenes sobre su propiedad. Elija los que desea pagar con su línea al cierre; el pago se descuenta de su desembolso inicial.',
  'Pay off at closing': 'Pagar al cierre',
  'We found no liens to pay off. Continue to the next step.':
    'No encontramos gravámenes que pagar. Continúe al siguiente paso.',
  'Balance: {amount}': 'Saldo: {amount}',
  'Minimum monthly payment: {amount}': 'Pago mínimo mensual: {amount}',
  'Total to pay off: {amount}': 'Total a pagar: {amount}',
  'The liens on your home could not be loaded. Please try again.':
    'No se pudieron cargar los gravámenes sobre su vivienda. Intente de nuevo.',
  'Where should we send your funds?': '¿A dónde debemos enviar sus fondos?',
  'Your initial draw is sent to a bank account in your name.':
    'Su desembolso inicial se envía a una cuenta bancaria a su nombre.',
  'Account ending in {last4}': 'Cuenta que termina en {last4}',
  'Use this account': 'Usar esta cuenta',
  'Payments come from your account ending in {last4}.': 'Los pagos se cobran de su cuenta que termina en {last4}.',
  'Enter routing and account numbers': 'Ingresar los números de ruta y de cuenta',
  'Enter your bank account': 'Ingrese su cuenta bancaria',
  'Account type': 'Tipo de cuenta',
  Checking: 'Cuenta de cheques',
  Savings: 'Cuenta de ahorros',
  'Routing number': 'Número de ruta',
  'The 9 digits at the bottom left of a check.': 'Los 9 dígitos en la parte inferior izquierda de un cheque.',
  'Account number': 'Número de cuenta',
  '4 to 17 digits.': 'De 4 a 17 dígitos.',
  'Confirm account number': 'Confirme el número de cuenta',
  'Choose the account type': 'Elija el tipo de cuenta',
  'Enter a 9-digit routing number': 'Ingrese un número de ruta de 9 dígitos',
  'Enter a valid routing number': 'Ingrese un número de ruta válido',
  'Enter an account number of 4 to 17 digits': 'Ingrese un número de cuenta de 4 a 17 dígitos',
  'The account numbers do not match': 'Los números de cuenta no coinciden',
  'Save account': 'Guardar cuenta',
  'Confirm your bank account': 'Confirme su cuenta bancaria',
  'Your funds will be sent to, and payments taken from, this account.':
    'Sus fondos se enviarán a esta cuenta y los pagos se cobrarán de ella.',
  'Confirm account': 'Confirmar cuenta',
  'Use a different account': 'Usar otra cuenta',
  'No bank account is on file yet.': 'Todavía no tenemos una cuenta bancaria registrada.',
  'How would you like to pay?': '¿Cómo desea pagar?',
  'Payment method': 'Forma de pago',
  Autopay: 'Pago automático',
  'Payments are taken each month automatically. Save {discount} on your rate.':
    'Los pagos se cobran automáticamente cada mes. Ahorre {discount} en su tasa.',
  'Payments are taken each month automatically.': 'Los pagos se cobran automáticamente cada mes.',
  'Manual payments': 'Pagos manuales',
  'You pay each month yourself.': 'Usted realiza el pago cada mes.',
  'Choose a payment method': 'Elija una forma de pago',
  'Rate with autopay': 'Tasa con pago automático',
  'Rate without autopay': 'Tasa sin pago automático',
  'Monthly payment with autopay': 'Cuota mensual con pago automático',
  'Monthly payment without autopay': 'Cuota mensual sin pago automático',
  // Status, hold and error screens (infoScreens.ts, transientStatus.ts, loadErrorText.ts, InfoScreen.tsx, TransientStatus.tsx)
  "We couldn't open your application": 'No pudimos abrir su solicitud',
  'Your application and your answers are safe. This is usually brief.':
    'Su solicitud y sus respuestas están seguras. Esto suele durar poco.',
  'If this keeps happening, we can help:': 'Si esto sigue ocurriendo, podemos ayudarle:',
  "We couldn't find that application in your account. Your applications are listed below.":
    'No encontramos esa solicitud en su cuenta. Sus solicitudes aparecen a continuación.',
  "We couldn't find your profile. Please log in again or contact us.":
    'No encontramos su perfil. Inicie sesión de nuevo o comuníquese con nosotros.',
  'Your loan officer is finishing this application with you. Please contact them to continue.':
    'Su oficial de préstamos está terminando esta solicitud con usted. Comuníquese con esa persona para continuar.',
  'Your application changed while this page was open. Please check it, then try again.':
    'Su solicitud cambió mientras esta página estaba abierta. Revísela y vuelva a intentarlo.',
  'The application of this link was not found. Please start again from your dashboard.':
    'No se encontró la solicitud de este enlace. Vuelva a empezar desde su panel.',
  'No application in view': 'No hay ninguna solicitud abierta',
  'The front of the ID is missing': 'Falta el frente de la identificación',
  'What happens next': 'Próximos pasos',
  'Questions?': '¿Preguntas?',
  'Check again': 'Volver a consultar',
  'Checking…': 'Consultando…',
  'While you wait': 'Mientras espera',
  'This is taking longer than usual': 'Esto está tardando más de lo habitual',
  'We could not finish processing your application while you waited. Nothing is lost: everything you entered is saved.':
    'No pudimos terminar de procesar su solicitud mientras esperaba. No se perdió nada: todo lo que ingresó está guardado.',
  'You can check again now, or come back later: we will email you as soon as your next step is ready.':
    'Puede volver a consultar ahora o regresar más tarde: le enviaremos un correo electrónico en cuanto su siguiente paso esté listo.',
  'You do not need to start over.': 'No necesita empezar de nuevo.',
  'We could not confirm your PIN': 'No pudimos confirmar su PIN',
  'The PIN entered did not match our records, so we paused your application to keep it safe.':
    'El PIN ingresado no coincide con nuestros registros, por lo que pausamos su solicitud para protegerla.',
  'A member of our team will contact you to confirm your identity.':
    'Un miembro de nuestro equipo se comunicará con usted para confirmar su identidad.',
  'Please contact support if you would like to continue sooner.': 'Comuníquese con soporte si desea continuar antes.',
  'We could not find your credit file': 'No pudimos encontrar su historial de crédito',
  'We were unable to find a credit file that matches the Social Security number and details you gave us.':
    'No pudimos encontrar un historial de crédito que coincida con el número de Seguro Social y los datos que nos indicó.',
  'Our team will review your application and contact you within two business days.':
    'Nuestro equipo revisará su solicitud y se comunicará con usted dentro de dos días hábiles.',
  'Please check that the name and birthdate on your profile match your credit records.':
    'Verifique que el nombre y la fecha de nacimiento de su perfil coincidan con sus registros de crédito.',
  'We need to confirm your property': 'Necesitamos confirmar su propiedad',
  'We could not match the address you entered to a single property in public records.':
    'No pudimos asociar la dirección que ingresó a una sola propiedad en los registros públicos.',
  'Our team will check the property records and contact you if we need anything from you.':
    'Nuestro equipo revisará los registros de la propiedad y se comunicará con usted si necesitamos algo.',
  'This review usually takes one to two business days.': 'Esta revisión suele tardar de uno a dos días hábiles.',
  'Your application is with our underwriters': 'Su solicitud está con nuestros suscriptores',
  'An underwriter is reviewing your application before we can make you a final offer.':
    'Un suscriptor está revisando su solicitud antes de que podamos hacerle una oferta final.',
  'We will email you as soon as the review is complete, usually within two business days.':
    'Le enviaremos un correo electrónico en cuanto termine la revisión, normalmente dentro de dos días hábiles.',
  'If we need a document from you, it will appear in your conditions.':
    'Si necesitamos un documento suyo, aparecerá en sus condiciones.',
  'We are reviewing your payment history': 'Estamos revisando su historial de pagos',
  'Your credit report shows a late or missed payment on a mortgage or other debt that we need to review.':
    'Su informe de crédito muestra un pago atrasado u omitido de una hipoteca u otra deuda que necesitamos revisar.',
  'Our team will review your payment history and contact you within two business days.':
    'Nuestro equipo revisará su historial de pagos y se comunicará con usted dentro de dos días hábiles.',
  'If the payment has been brought current, a statement showing it can speed up the review.':
    'Si el pago ya está al día, un estado de cuenta que lo demuestre puede agilizar la revisión.',
  'We need to confirm who owns the property': 'Necesitamos confirmar quién es el propietario',
  'The owners listed in public records do not match the names on your application.':
    'Los propietarios que figuran en los registros públicos no coinciden con los nombres de su solicitud.',
  'Our team will contact you about documents that show your ownership, such as your deed.':
    'Nuestro equipo se comunicará con usted sobre documentos que demuestren su propiedad, como su escritura.',
  'If your name has changed, a marriage certificate or court order can help.':
    'Si su nombre cambió, un acta de matrimonio o una orden judicial pueden ayudar.',
  'There was a problem with your credit report': 'Hubo un problema con su informe de crédito',
  'We could not complete the review of your credit report.':
    'No pudimos completar la revisión de su informe de crédito.',
  'You do not need to apply again.': 'No necesita volver a presentar la solicitud.',
  'We could not verify your income': 'No pudimos verificar sus ingresos',
  'The income information we received did not let us confirm the income on your application.':
    'La información de ingresos que recibimos no nos permitió confirmar los ingresos de su solicitud.',
  'Our team will review it and contact you about other ways to verify your income.':
    'Nuestro equipo la revisará y se comunicará con usted sobre otras formas de verificar sus ingresos.',
  'Recent paystubs or tax returns are the quickest way to help.':
    'Los talones de pago o las declaraciones de impuestos recientes son la forma más rápida de ayudar.',
  'We are waiting on the flood certificate': 'Estamos esperando el certificado de zona inundable',
  'Every home equity line needs a flood zone certificate for the property, and yours is still being prepared.':
    'Toda línea de crédito con garantía hipotecaria necesita un certificado de zona inundable para la propiedad, y el suyo todavía se está preparando.',
  'Your closing documents will be ready as soon as the certificate arrives, usually within one business day.':
    'Sus documentos de cierre estarán listos en cuanto llegue el certificado, normalmente dentro de un día hábil.',
  'If the property is in a flood zone, we will tell you about flood insurance.':
    'Si la propiedad está en una zona inundable, le informaremos sobre el seguro contra inundaciones.',
  'We are waiting on your payoff statement': 'Estamos esperando su estado de cuenta de liquidación',
  'We have asked your current lender for a payoff statement for the debt you chose to pay off.':
    'Le pedimos a su prestamista actual un estado de cuenta de liquidación de la deuda que eligió pagar.',
  'As soon as it arrives we will move your application to the next step and email you.':
    'En cuanto llegue, pasaremos su solicitud al siguiente paso y le enviaremos un correo electrónico.',
  'Lenders usually answer within three to five business days.':
    'Los prestamistas suelen responder dentro de tres a cinco días hábiles.',
  'Your home valuation is in progress': 'La valuación de su vivienda está en curso',
  'A valuation of your home has been ordered and is in progress.':
    'Se solicitó una valuación de su vivienda y está en curso.',
  'The appraiser may contact you to arrange a visit to the outside of your home.':
    'El valuador puede comunicarse con usted para coordinar una visita al exterior de su vivienda.',
  'We will email you when the valuation is complete, usually within five business days.':
    'Le enviaremos un correo electrónico cuando la valuación esté lista, normalmente dentro de cinco días hábiles.',
  'We are waiting on your home valuation': 'Estamos esperando la valuación de su vivienda',
  'We are waiting for the result of the valuation of your home.':
    'Estamos esperando el resultado de la valuación de su vivienda.',
  'We will email you as soon as it is back and update your offer if needed.':
    'Le enviaremos un correo electrónico en cuanto la recibamos y actualizaremos su oferta si es necesario.',
  'Your application is on hold': 'Su solicitud está en espera',
  'Your application is waiting on an appraisal of your home.': 'Su solicitud está esperando un avalúo de su vivienda.',
  'The appraiser will contact you to arrange a visit.':
    'El valuador se comunicará con usted para coordinar una visita.',
  'We will email you when the appraisal is complete and your application can continue.':
    'Le enviaremos un correo electrónico cuando el avalúo esté listo y su solicitud pueda continuar.',
  'Something went wrong with your notary session': 'Algo salió mal en su sesión con el notario',
  'Your notary session could not be completed.': 'No se pudo completar su sesión con el notario.',
  'You can choose a notary option again.': 'Puede volver a elegir una opción de notario.',
  'If this happens again, please contact support.': 'Si vuelve a ocurrir, comuníquese con soporte.',
  'Choose a notary option': 'Elegir una opción de notario',
  'Help with signing': 'Ayuda con la firma',
  'If a document does not display, or something in it looks wrong, we are here to help.':
    'Si un documento no se muestra o algo en él parece incorrecto, estamos aquí para ayudarle.',
  'Scroll to the end of the documents to enable the Sign button.':
    'Desplácese hasta el final de los documentos para activar el botón Firmar.',
  'You can download each document as a PDF to read it on another device.':
    'Puede descargar cada documento en PDF para leerlo en otro dispositivo.',
  'Back to signing': 'Volver a la firma',
  'We are not accepting applications right now': 'No estamos aceptando solicitudes en este momento',
  'This lender is not accepting new applications at the moment.':
    'Este prestamista no está aceptando nuevas solicitudes por el momento.',
  'Please check back later, or contact support to learn about other options.':
    'Vuelva a consultar más tarde o comuníquese con soporte para conocer otras opciones.',
  'We are preparing your disclosures': 'Estamos preparando sus divulgaciones',
  'We are putting together the disclosures you need to read before you continue.':
    'Estamos reuniendo las divulgaciones que debe leer antes de continuar.',
  'This usually takes less than a minute.': 'Esto suele tardar menos de un minuto.',
  'We are getting ready to check your credit': 'Nos estamos preparando para consultar su crédito',
  'We are preparing the disclosure for a soft credit check. A soft check does not affect your credit score.':
    'Estamos preparando la divulgación para una consulta de crédito preliminar. Una consulta preliminar no afecta su puntaje de crédito.',
  'This usually takes a few seconds.': 'Esto suele tardar unos segundos.',
  'We are checking your credit': 'Estamos consultando su crédito',
  'We are running a soft credit check. It does not affect your credit score.':
    'Estamos realizando una consulta de crédito preliminar. No afecta su puntaje de crédito.',
  'We are estimating the value of your home': 'Estamos estimando el valor de su vivienda',
  'We are looking up your property in public records and estimating what it is worth.':
    'Estamos buscando su propiedad en los registros públicos y estimando cuánto vale.',
  'We are preparing your offers': 'Estamos preparando sus ofertas',
  'We are working out how much you can borrow and at what rate.':
    'Estamos calculando cuánto puede pedir prestado y a qué tasa.',
  'We are verifying your identity': 'Estamos verificando su identidad',
  'We are checking the identity details you gave us against trusted records.':
    'Estamos comparando los datos de identidad que nos dio con registros confiables.',
  'This usually takes a minute or two.': 'Esto suele tardar uno o dos minutos.',
  'We are reviewing your full credit report': 'Estamos revisando su informe de crédito completo',
  'You agreed to a full credit check when you submitted your application; we are reviewing the report now.':
    'Usted aceptó una consulta de crédito completa al enviar su solicitud; ahora estamos revisando el informe.',
  'We are preparing your loan documents': 'Estamos preparando los documentos de su préstamo',
  'We are putting your final loan documents together for you to sign.':
    'Estamos reuniendo los documentos finales de su préstamo para que los firme.',
  'This usually takes a few minutes.': 'Esto suele tardar unos minutos.',
  'We are ordering your appraisal': 'Estamos solicitando su avalúo',
  'We are arranging an appraisal of your home with a local appraiser.':
    'Estamos coordinando un avalúo de su vivienda con un valuador local.',
  'We are checking the title of your home': 'Estamos revisando el título de propiedad de su vivienda',
  'We are confirming who owns the property and whether there are other loans secured by it.':
    'Estamos confirmando quién es el propietario y si hay otros préstamos garantizados con la propiedad.',
  'We are working on your application': 'Estamos trabajando en su solicitud',
  'We are processing the information you gave us.': 'Estamos procesando la información que nos dio.',
  'You can stay on this page: it moves on by itself when we are done. You can also close it; everything is saved, and we will email you when your next step is ready.':
    'Puede quedarse en esta página: avanzará sola cuando terminemos. También puede cerrarla; todo queda guardado y le enviaremos un correo electrónico cuando su siguiente paso esté listo.',
  // Branch and closing screens' validation messages (stepRules.ts; rendered by BranchScreens.tsx)
  'Please enter your Social Security number': 'Ingrese su número de Seguro Social',
  'Please enter a valid 9-digit Social Security number': 'Ingrese un número de Seguro Social válido de 9 dígitos',
  'Please select your marital status': 'Seleccione su estado civil',
  'Each additional signer needs a different email address':
    'Cada firmante adicional necesita un correo electrónico diferente',
  "Please enter your estimate of your home's value": 'Ingrese su estimación del valor de su vivienda',
  'Please enter a value from $50,000 to $20,000,000': 'Ingrese un valor de $50,000 a $20,000,000',
  'Please enter your total assets': 'Ingrese el total de sus activos',
  'Please enter an amount of $0 or more': 'Ingrese un monto de $0 o más',
  'Please agree to pay the valuation fee': 'Acepte pagar el cargo de valuación',
  'Please choose an answer, or that you do not wish to provide this information':
    'Elija una respuesta, o indique que no desea proporcionar esta información',
  'Please choose an appointment time': 'Elija un horario para la cita',
  'I do not wish to provide this information': 'No deseo proporcionar esta información',
};

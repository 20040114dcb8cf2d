import type { DOCUMENTS_TEXT } from '../messages/documents';

/** Spanish for src/i18n/messages/documents.ts. */
export const ES_DOCUMENTS: Record<(typeof DOCUMENTS_TEXT)[number], string> = {
  'Social Security number': 'Número de Seguro Social',
  '9 digits, for example 123-45-6789': '9 dígitos, por ejemplo 123-45-6789',
  'Confirm your Social Security number': 'Confirme su número de Seguro Social',
  'We could not find your credit file with the details you gave us. Please enter your Social Security number so we can check your credit again. This is a soft credit check and does not affect your credit score.':
    'No pudimos encontrar su historial de crédito con los datos que nos dio. Ingrese su número de Seguro Social para que podamos verificar su crédito de nuevo. Es una consulta de crédito preliminar y no afecta su puntaje de crédito.',
  'Check my credit': 'Verificar mi crédito',
  'Your credit is frozen': 'Su crédito está congelado',
  'We could not check your credit because your credit file is frozen or locked. To continue, lift the freeze for a few days, then tell us.':
    'No pudimos verificar su crédito porque su historial de crédito está congelado o bloqueado. Para continuar, levante el congelamiento por unos días y luego avísenos.',
  'Sign in to each credit bureau below and lift (temporarily thaw) your freeze or lock.':
    'Inicie sesión en cada una de las agencias de crédito que aparecen abajo y levante (descongele temporalmente) su congelamiento o bloqueo.',
  'Come back and choose "I\'ve unfrozen my credit". We will check your credit again right away.':
    'Vuelva y elija "Ya descongelé mi crédito". Verificaremos su crédito de nuevo de inmediato.',
  '{name} (opens in a new tab)': '{name} (se abre en una pestaña nueva)',
  "I've unfrozen my credit": 'Ya descongelé mi crédito',
  'We are unable to approve your application': 'No podemos aprobar su solicitud',
  'After reviewing your application, credit report and property, we are not able to offer you a home equity line of credit at this time.':
    'Después de revisar su solicitud, su informe de crédito y la propiedad, no podemos ofrecerle una línea de crédito con garantía hipotecaria (HELOC) en este momento.',
  'Within 30 days we will send you a letter that explains the main reasons for this decision and names the credit bureau we used.':
    'En un plazo de 30 días le enviaremos una carta que explica los motivos principales de esta decisión e indica la agencia de crédito que consultamos.',
  'You have the right to a free copy of your credit report from that bureau within 60 days, and to dispute anything in it that is wrong.':
    'Tiene derecho a recibir una copia gratuita de su informe de crédito de esa agencia dentro de 60 días y a disputar cualquier dato incorrecto que contenga.',
  'You are welcome to apply again when your situation changes, for example after paying down debt or if your home value rises.':
    'Puede volver a presentar una solicitud cuando cambie su situación, por ejemplo después de pagar deudas o si aumenta el valor de su vivienda.',
  'Valuation fee:': 'Cargo de valuación:',
  'I agree to pay the {fee} valuation fee. It is charged even if my application does not close.':
    'Acepto pagar el cargo de valuación de {fee}. Se cobra aunque mi solicitud no llegue al cierre.',
  'Order valuation': 'Solicitar valuación',
  'Order a valuation of your home': 'Solicite una valuación de su vivienda',
  'We could not value your home automatically, so a licensed professional needs to value it. The valuation costs {fee}.':
    'No pudimos valuar su vivienda automáticamente, así que un profesional con licencia debe valuarla. La valuación cuesta {fee}.',
  'An appraiser may visit the outside of your home; you do not need to be there.':
    'Es posible que un valuador visite el exterior de su vivienda; no es necesario que usted esté presente.',
  'Your offer is confirmed once the valuation is back, usually within five business days.':
    'Su oferta se confirma cuando recibamos la valuación, generalmente en un plazo de cinco días hábiles.',
  'Your home needs a valuation': 'Su vivienda necesita una valuación',
  'Texas home equity rules require a valuation of your home by a licensed professional before we can make you a final offer. The valuation costs {fee}.':
    'Las normas de Texas sobre préstamos con garantía hipotecaria exigen que un profesional con licencia valúe su vivienda antes de que podamos hacerle una oferta final. La valuación cuesta {fee}.',
  'Order the valuation below. An appraiser may contact you to arrange a visit.':
    'Solicite la valuación a continuación. Es posible que un valuador se comunique con usted para coordinar una visita.',
  'We will email you when it is complete, usually within five business days.':
    'Le enviaremos un correo electrónico cuando esté lista, generalmente en un plazo de cinco días hábiles.',
  "Estimate your home's value": 'Calcule el valor de su vivienda',
  'We could not find an automated valuation for your home. Tell us what you think it is worth and we will prepare your offers; a valuation confirms it later.':
    'No encontramos una valuación automatizada de su vivienda. Díganos cuánto cree que vale y prepararemos sus ofertas; una valuación lo confirmará más adelante.',
  'Your offers are usually ready within a minute of sending your estimate.':
    'Sus ofertas suelen estar listas en menos de un minuto después de enviar su estimación.',
  'Estimated home value': 'Valor estimado de la vivienda',
  'In dollars, for example 450,000': 'En dólares, por ejemplo 450,000',
  'Submit estimate': 'Enviar estimación',
  'Tell us about your assets': 'Háblenos de sus activos',
  'Your savings and investments can help you qualify. Enter the total of your checking, savings, retirement and investment accounts.':
    'Sus ahorros e inversiones pueden ayudarle a calificar. Ingrese el total de sus cuentas de cheques, de ahorros, de jubilación y de inversión.',
  'Total assets': 'Total de activos',
  'In dollars, for example 250,000': 'En dólares, por ejemplo 250,000',
  'See my offers': 'Ver mis ofertas',
  'You qualify for a revised offer': 'Califica para una oferta revisada',
  'The liens on your home changed how much you can borrow, but you still pre-qualify. We can prepare a revised offer for you now.':
    'Los gravámenes sobre su vivienda cambiaron el monto que puede pedir prestado, pero sigue precalificando. Podemos preparar una oferta revisada para usted ahora.',
  'Choose "See my revised offer" and pick the offer and draw that suit you.':
    'Elija "Ver mi oferta revisada" y escoja la oferta y el desembolso que más le convengan.',
  'See my revised offer': 'Ver mi oferta revisada',
  'Complete your profile': 'Complete su perfil',
  'We need a few more details before you can submit your application.':
    'Necesitamos algunos datos más antes de que pueda enviar su solicitud.',
  'Marital status': 'Estado civil',
  'Add your mobile phone': 'Agregue su teléfono celular',
  'We use it to send you updates about your application and to confirm it is you.':
    'Lo usamos para enviarle novedades sobre su solicitud y para confirmar que es usted.',
  'For example (555) 555-0100': 'Por ejemplo (555) 555-0100',
  'Demographic information': 'Información demográfica',
  'The federal government asks lenders for this information to monitor compliance with fair lending laws. You are not required to provide it, and your answers do not affect your application.':
    'El gobierno federal pide a los prestamistas esta información para supervisar el cumplimiento de las leyes de préstamos justos. No está obligado a proporcionarla y sus respuestas no afectan su solicitud.',
  'Sign your documents': 'Firme sus documentos',
  'Your loan documents are ready. Signing them online takes about ten minutes.':
    'Sus documentos del préstamo están listos. Firmarlos en línea toma unos diez minutos.',
  'Review your disclosures.': 'Revise sus divulgaciones.',
  'Read your loan agreement to the end, then sign it.': 'Lea su contrato de préstamo hasta el final y luego fírmelo.',
  'Meet a notary to finish closing your loan.': 'Reúnase con un notario para terminar el cierre de su préstamo.',
  'Review disclosures': 'Revisar divulgaciones',
  'Get help with signing': 'Obtener ayuda con la firma',
  'Review your disclosures': 'Revise sus divulgaciones',
  Disclosures: 'Divulgaciones',
  'You have reached the end of the disclosures.': 'Llegó al final de las divulgaciones.',
  'I have reviewed the disclosures': 'Revisé las divulgaciones',
  'Loading your disclosures…': 'Cargando sus divulgaciones…',
  'Sign your loan documents': 'Firme sus documentos del préstamo',
  'Loan documents': 'Documentos del préstamo',
  'Get help': 'Obtener ayuda',
  Sign: 'Firmar',
  'Loading your documents…': 'Cargando sus documentos…',
  'Your disclosures, as you reviewed them. Download any of them to keep a copy.':
    'Sus divulgaciones, tal como las revisó. Descargue cualquiera de ellas para guardar una copia.',
  'Email of signer {number}': 'Correo electrónico del firmante {number}',
  'Remove signer {number}': 'Quitar al firmante {number}',
  'Add another signer': 'Agregar otro firmante',
  'Send invitations': 'Enviar invitaciones',
  'Waiting for the other owners to sign': 'Esperando la firma de los demás propietarios',
  'We sent each owner an invitation to sign. This page updates as they sign, and when everyone has signed you will move on to signing your own documents.':
    'Enviamos a cada propietario una invitación para firmar. Esta página se actualiza a medida que firman y, cuando todos hayan firmado, pasará a firmar sus propios documentos.',
  'Invited signers': 'Firmantes invitados',
  'Loading the owners you invited…': 'Cargando los propietarios que invitó…',
  'We could not load the owners you invited just now. We will try again in a moment.':
    'No pudimos cargar los propietarios que invitó en este momento. Lo intentaremos de nuevo en un momento.',
  'Invite another owner': 'Invitar a otro propietario',
  Cancel: 'Cancelar',
  'Invite the other owners to sign': 'Invite a los demás propietarios a firmar',
  'Everyone on the title of your home must sign. Enter the email address of each other owner and we will send them an invitation to sign.':
    'Todas las personas que figuran en el título de su vivienda deben firmar. Ingrese el correo electrónico de cada uno de los demás propietarios y les enviaremos una invitación para firmar.',
  'Notarize your documents': 'Notarice sus documentos',
  'A notary must witness the signing of your deed of trust. Choose how to meet one.':
    'Un notario debe presenciar la firma de su escritura de fideicomiso (deed of trust). Elija cómo reunirse con uno.',
  'By video with an eNotary': 'Por video con un notario electrónico',
  How: 'Cómo',
  'A video call with an eNotary. Have your photo ID ready.':
    'Una videollamada con un notario electrónico. Tenga a mano su identificación con foto.',
  'The notary brings the documents to your home; have your photo ID ready. About 30 minutes.':
    'El notario lleva los documentos a su casa; tenga a mano su identificación con foto. Unos 30 minutos.',
  Now: 'Ahora',
  Cost: 'Costo',
  'No notary fee': 'Sin cargo de notario',
  'A notary visit at your home': 'La visita de un notario a su casa',
  'At a time you choose': 'A la hora que usted elija',
  '{fee}, paid from your loan at closing': '{fee}, que se pagan con su préstamo al cierre',
  'Talk to an eNotary now': 'Hablar ahora con un notario electrónico',
  'Schedule a notary visit': 'Programar la visita de un notario',
  'Schedule your notary visit': 'Programe la visita del notario',
  'A notary comes to your home to witness your signature. The visit costs {fee} and takes about 30 minutes.':
    'Un notario va a su casa para presenciar su firma. La visita cuesta {fee} y dura unos 30 minutos.',
  'Choose a time': 'Elija un horario',
  'Book this time': 'Reservar este horario',
  'Times are in your home’s time zone, {zone}.': 'Los horarios están en la zona horaria de su casa, {zone}.',
  When: 'Cuándo',
  'Your notary': 'Su notario',
  Where: 'Dónde',
  'At your home, {address}. The notary brings the documents; have your photo ID ready. About 30 minutes.':
    'En su casa, {address}. El notario lleva los documentos; tenga a mano su identificación con foto. Unos 30 minutos.',
  'Loading open times…': 'Cargando los horarios disponibles…',
  'Reserve your notary visit': 'Reserve la visita del notario',
  'Your notary visit is booked. Reserve it to confirm the {fee} notary fee, which is paid from your loan at closing.':
    'La visita del notario está programada. Resérvela para confirmar el cargo de notario de {fee}, que se paga con su préstamo al cierre.',
  'Reserve my visit': 'Reservar mi visita',
  'Your notary session': 'Su sesión con el notario',
  'When the notary has witnessed your signature, confirm it here to start closing your loan.':
    'Cuando el notario haya presenciado su firma, confírmelo aquí para comenzar el cierre de su préstamo.',
  'Join the video session with the eNotary. Have your photo ID ready.':
    'Únase a la sesión por video con el notario electrónico. Tenga a mano su identificación con foto.',
  'My documents are notarized': 'Mis documentos están notarizados',
  'Start my eNotary session': 'Iniciar mi sesión con el notario electrónico',
  'Congratulations, your documents are signed': 'Felicitaciones, sus documentos están firmados',
  'Congratulations, your loan is closed': 'Felicitaciones, su préstamo está cerrado',
  'Right to cancel ends': 'El derecho de cancelación termina',
  'Funds sent': 'Fondos enviados',
  'By law you may cancel this loan for three business days after signing. If you do nothing, the loan goes ahead.':
    'Por ley, puede cancelar este préstamo durante tres días hábiles después de firmar. Si no hace nada, el préstamo sigue adelante.',
  'We send the funds to your account on the funding date, once the right to cancel has ended.':
    'Enviamos los fondos a su cuenta en la fecha de desembolso, una vez que haya terminado el derecho de cancelación.',
  'Loading {title}…': 'Cargando {title}…',
  '{title} could not be loaded.': 'No se pudo cargar {title}.',
  'Your session has ended. Please sign in again to read it.': 'Su sesión terminó. Inicie sesión de nuevo para leerlo.',
  'It is not available to the account you are signed in with.':
    'No está disponible para la cuenta con la que inició sesión.',
  'Please check your connection and try again.': 'Revise su conexión e intente de nuevo.',
  'Download {title} (PDF)': 'Descargar {title} (PDF)',
  'Zoom in': 'Acercar',
  'Zoom out': 'Alejar',
  '{label}: view and zoom': '{label}: vista y ampliación',
  'Reading view': 'Vista de lectura',
  'Page view': 'Vista de página',
  'Reading view shows the text of the documents at a size you can read. To see the pages as they will be signed, choose Page view.':
    'La vista de lectura muestra el texto de los documentos en un tamaño que puede leer. Para ver las páginas tal como se firmarán, elija Vista de página.',
  'Page {page} of {pages}': 'Página {page} de {pages}',
  '{title}, page {page} of {pages}': '{title}, página {page} de {pages}',
  Unread: 'No leída',
  'The line is open-end and fully drawn at origination at a fixed rate. Additional draws are priced on the Prime Rate plus a fixed margin.':
    'La línea es de crédito renovable (open-end) y se desembolsa por completo al originarse, a una tasa fija. Los desembolsos adicionales se calculan con la tasa preferencial (Prime Rate) más un margen fijo.',
  'Approval can come in five minutes. A soft credit pull checks rates; the hard pull happens when you submit your application.':
    'La aprobación puede llegar en cinco minutos. Una consulta de crédito preliminar verifica las tasas; la consulta de crédito completa se hace cuando usted envía su solicitud.',
  'The loan is secured by your home. Property insurance is required; flood insurance may be required.':
    'El préstamo está garantizado con su vivienda. Se requiere seguro de la propiedad; es posible que se requiera seguro contra inundaciones.',
  'Loan amounts $15,000 to $400,000. APR 7.60% to 17.20%. Origination fee up to 4.99% of the initial draw. Valuation $180 if no automated valuation is available; manual notarization $300; recording fees $0-$315; recording taxes $0-$1,400 per $100,000.':
    'Montos de la línea de $15,000 a $400,000. Tasa de porcentaje anual (APR) de 7.60% a 17.20%. Cargo de originación de hasta 4.99% del desembolso inicial. Valuación de $180 si no hay una valuación automatizada disponible; notarización manual de $300; cargos de registro de $0 a $315; impuestos de registro de $0 a $1,400 por cada $100,000.',
  'A home bought or retitled in the last 90 days is not eligible.':
    'Una vivienda comprada o cuyo título se cambió en los últimos 90 días no es elegible.',
  Married: 'Casado(a)',
  Unmarried: 'No casado(a)',
  '(single, divorced or widowed)': '(soltero(a), divorciado(a) o viudo(a))',
  Separated: 'Separado(a)',
  Ethnicity: 'Origen étnico',
  'Hispanic or Latino': 'Hispano o latino',
  'Not Hispanic or Latino': 'No hispano ni latino',
  Race: 'Raza',
  'American Indian or Alaska Native': 'Indígena de las Américas o nativo de Alaska',
  Asian: 'Asiático',
  'Black or African American': 'Negro o afroamericano',
  'Native Hawaiian or Other Pacific Islander': 'Nativo de Hawái o de otras islas del Pacífico',
  White: 'Blanco',
  Sex: 'Sexo',
  Female: 'Femenino',
  Male: 'Masculino',
  'Scroll to the end of the documents to sign them.': 'Desplácese hasta el final de los documentos para firmarlos.',
  'You have reached the end of the documents.': 'Llegó al final de los documentos.',
  'Your documents could not be loaded. Please reload the page.':
    'No se pudieron cargar sus documentos. Vuelva a cargar la página.',
  'Open times could not be loaded. Please reload.':
    'No se pudieron cargar los horarios disponibles. Vuelva a cargar la página.',
  'Invitation sent': 'Invitación enviada',
  'Identity verified': 'Identidad verificada',
  Signed: 'Firmó',
  Removed: 'Eliminado',
  'Nobody is invited to sign at the moment.': 'En este momento no hay nadie invitado a firmar.',
  'Everyone has signed. Taking you to the next step.': 'Todos firmaron. Lo llevaremos al siguiente paso.',
  '{signed} of {total} owner has signed.': '{signed} de {total} propietario firmó.',
  '{signed} of {total} owners have signed.': '{signed} de {total} propietarios firmaron.',
  'Upload Bank Verification Documentation': 'Suba documentación de verificación bancaria',
  'Upload Bank Letter': 'Suba una carta del banco',
  'Upload bank statement': 'Suba un estado de cuenta bancario',
  'Verify ID': 'Verificar identificación',
  'Enter Phone Number': 'Ingresar número de teléfono',
  'Upload Documentation': 'Subir documentación',
  'Please upload proof that your other credit application was canceled.':
    'Suba un comprobante de que se canceló su otra solicitud de crédito.',
  'Please upload the documents we requested so we can continue with your application.':
    'Suba los documentos que le pedimos para que podamos continuar con su solicitud.',
  Conditions: 'Condiciones',
  'You have no open conditions.': 'No tiene condiciones pendientes.',
  'Thank you. Your documents were uploaded.': 'Gracias. Sus documentos se subieron.',
  'Thank you. Your phone number was saved.': 'Gracias. Su número de teléfono se guardó.',
  'We could not verify that you own the bank account ending in {mask}. Please upload a bank statement that shows your name and the account number.':
    'No pudimos verificar que usted sea el titular de la cuenta bancaria que termina en {mask}. Suba un estado de cuenta bancario que muestre su nombre y el número de cuenta.',
  'We could not verify that you own your connected bank account. Please upload a bank statement that shows your name and the account number.':
    'No pudimos verificar que usted sea el titular de su cuenta bancaria vinculada. Suba un estado de cuenta bancario que muestre su nombre y el número de cuenta.',
  'We were unable to verify your identity. Please verify your ID to continue.':
    'No pudimos verificar su identidad. Verifique su identificación para continuar.',
  'We need a mobile phone number so we can reach you about your application.':
    'Necesitamos un número de teléfono celular para comunicarnos con usted sobre su solicitud.',
  'Upload your Certificate of Trust': 'Suba el certificado de fideicomiso',
  'Your property is held in a trust. Please upload a Certificate of Trust.':
    'Su propiedad está a nombre de un fideicomiso. Suba un certificado de fideicomiso (Certificate of Trust).',
  'Upload property documents': 'Suba documentos de la propiedad',
  'Please upload your latest mortgage statement, deed of trust or deed so we can confirm the legal description of your property.':
    'Suba su estado de cuenta hipotecario más reciente, su escritura de fideicomiso (deed of trust) o su escritura para que podamos confirmar la descripción legal de su propiedad.',
  'Re-upload your ID': 'Vuelva a subir su identificación',
  'Please upload your government-issued ID again. The name on it must match the name on your application and on the property title.':
    'Vuelva a subir su identificación oficial. El nombre que aparece en ella debe coincidir con el de su solicitud y con el del título de la propiedad.',
  'Upload proof of ownership': 'Suba un comprobante de propiedad',
  'Please upload your deed or transfer document. If your name differs from the name on the title, also upload your name-change documents.':
    'Suba su escritura o documento de traspaso. Si su nombre es diferente del que aparece en el título, suba también los documentos de cambio de nombre.',
  'Upload your deed': 'Suba la escritura',
  'Please upload your most recent deed or transfer document.':
    'Suba su escritura o documento de traspaso más reciente.',
  'Please upload your 3 most recent paystubs. Upload at least 1 document.':
    'Suba sus 3 talones de pago más recientes. Suba al menos 1 documento.',
  'Please upload your 3 most recent paystubs. Upload at least {count} documents.':
    'Suba sus 3 talones de pago más recientes. Suba al menos {count} documentos.',
  'Upload proof of cancellation': 'Suba un comprobante de cancelación',
  'Save phone number': 'Guardar número de teléfono',
  'Upload document': 'Subir documento',
  'PDF, JPG or PNG.': 'PDF, JPG o PNG.',
  'Document type': 'Tipo de documento',
  'This condition is not open any more.': 'Esta condición ya no está pendiente.',
  'We could not load your conditions just now. We will try again in a moment.':
    'No pudimos cargar sus condiciones en este momento. Lo intentaremos de nuevo en un momento.',
  'Choose at least {count} files': 'Elija al menos {count} archivos',
  'Bank statement': 'Estado de cuenta bancario',
  'Bank letter': 'Carta del banco',
  'Certificate of trust': 'Certificado de fideicomiso',
  'Mortgage statement, deed of trust or deed':
    'Estado de cuenta hipotecario, escritura de fideicomiso (deed of trust) o escritura',
  Paystub: 'Talón de pago',
  'Supporting document': 'Documento de respaldo',
  "Driver's license": 'Licencia de conducir',
};

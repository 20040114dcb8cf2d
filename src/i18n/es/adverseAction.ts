import type { ADVERSE_ACTION_TEXT } from '../messages/adverseAction';

/**
 * Spanish for src/i18n/messages/adverseAction.ts. The reasons and the legal sentences follow the Spanish the CFPB and
 * lenders use for adverse-action notices ("agencia de informes de crédito", "puntaje de crédito").
 */
export const ES_ADVERSE_ACTION: Record<(typeof ADVERSE_ACTION_TEXT)[number], string> = {
  // The notice (features/application/adverseActionText.ts NOTICE_TEXT)
  'Decision date': 'Fecha de la decisión',
  Lender: 'Prestamista',
  'Why we made this decision': 'Por qué tomamos esta decisión',
  'These are the principal reasons for our decision, as the federal sample notice words them.':
    'Estas son las razones principales de nuestra decisión, tal como las redacta el aviso modelo federal.',
  'What you can do:': 'Lo que usted puede hacer:',
  'Your credit score': 'Su puntaje de crédito',
  'We also obtained your credit score from this consumer reporting agency and used it in making our credit decision. Your credit score is a number that reflects the information in your consumer report. Your credit score can change, depending on how the information in your consumer report changes.':
    'También obtuvimos su puntaje de crédito de esta agencia de informes de crédito y lo usamos para tomar nuestra decisión de crédito. Su puntaje de crédito es un número que refleja la información de su informe de crédito. Su puntaje de crédito puede cambiar, según cambie la información de su informe de crédito.',
  'Scores range from a low of {low} to a high of {high}.':
    'Los puntajes van de un mínimo de {low} a un máximo de {high}.',
  'Date of the score': 'Fecha del puntaje',
  'Key factors that adversely affected your credit score':
    'Factores clave que afectaron negativamente su puntaje de crédito',
  'Number of recent inquiries on your consumer report': 'Número de consultas recientes en su informe de crédito',
  'If you have any questions regarding your credit score, you should contact {bureau}.':
    'Si tiene preguntas sobre su puntaje de crédito, comuníquese con {bureau}.',
  'The credit bureau we used': 'La agencia de crédito que usamos',
  'Our credit decision was based in whole or in part on information obtained in a report from the consumer reporting agency listed below. You have a right under the Fair Credit Reporting Act to know the information contained in your credit file at the consumer reporting agency. The reporting agency played no part in our decision and is unable to supply specific reasons why we have denied credit to you.':
    'Nuestra decisión de crédito se basó total o parcialmente en información obtenida de un informe de la agencia de informes de crédito que se indica a continuación. Según la Ley de Informe Justo de Crédito (Fair Credit Reporting Act), usted tiene derecho a conocer la información de su expediente de crédito en esa agencia. La agencia no participó en nuestra decisión y no puede darle las razones específicas por las que le negamos el crédito.',
  'Credit bureau': 'Agencia de crédito',
  'Toll-free phone': 'Teléfono gratuito',
  'Your rights': 'Sus derechos',
  'Free credit report until {date}': 'Informe de crédito gratuito hasta el {date}',
  'You have a right to a free copy of your report from {bureau} if you request it no later than 60 days after you receive this notice: by {date}.':
    'Usted tiene derecho a una copia gratuita de su informe de {bureau} si la solicita a más tardar 60 días después de recibir este aviso: hasta el {date}.',
  'If you find that any information contained in the report you receive is inaccurate or incomplete, you have the right to dispute the matter with the reporting agency.':
    'Si encuentra que alguna información del informe que reciba es inexacta o está incompleta, tiene derecho a disputarla ante la agencia de informes de crédito.',
  'Equal Credit Opportunity Act notice': 'Aviso de la Ley de Igualdad de Oportunidades de Crédito',
  "The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant's income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act.":
    'La Ley federal de Igualdad de Oportunidades de Crédito (Equal Credit Opportunity Act) prohíbe a los acreedores discriminar a los solicitantes de crédito por motivos de raza, color, religión, origen nacional, sexo, estado civil o edad (siempre que el solicitante tenga capacidad para celebrar un contrato vinculante); porque la totalidad o parte de los ingresos del solicitante provenga de un programa de asistencia pública; o porque el solicitante haya ejercido de buena fe algún derecho según la Ley de Protección del Crédito al Consumidor (Consumer Credit Protection Act).',
  'The Federal agency that administers compliance with this law concerning this creditor is:':
    'La agencia federal que supervisa el cumplimiento de esta ley por parte de este acreedor es:',
  'Applying again': 'Volver a presentar una solicitud',
  'You may apply again from {date}.': 'Puede volver a presentar una solicitud a partir del {date}.',
  'Download this notice': 'Descargar este aviso',
  'Preparing your notice…': 'Preparando su aviso…',
  'We could not make the PDF of this notice. Please try again.':
    'No pudimos crear el PDF de este aviso. Intente de nuevo.',
  'We could not load the reasons for this decision. Please try again.':
    'No pudimos cargar las razones de esta decisión. Intente de nuevo.',
  'Notice of action taken and statement of reasons': 'Aviso de la medida tomada y declaración de razones',
  'Your application for a home equity line of credit was denied.':
    'Su solicitud de una línea de crédito con garantía hipotecaria (HELOC) fue rechazada.',
  // Form C-1's reasons (src/api/contractAdverseAction.ts ADVERSE_ACTION_REASONS)
  'Credit application incomplete': 'Solicitud de crédito incompleta',
  'Insufficient number of credit references provided': 'Número insuficiente de referencias de crédito proporcionadas',
  'Unacceptable type of credit references provided': 'Tipo inaceptable de referencias de crédito proporcionadas',
  'Unable to verify credit references': 'No se pudieron verificar las referencias de crédito',
  'Temporary or irregular employment': 'Empleo temporal o irregular',
  'Unable to verify employment': 'No se pudo verificar el empleo',
  'Length of employment': 'Tiempo en el empleo',
  'Income insufficient for amount of credit requested': 'Ingresos insuficientes para el monto de crédito solicitado',
  'Excessive obligations in relation to income': 'Obligaciones excesivas en relación con los ingresos',
  'Unable to verify income': 'No se pudieron verificar los ingresos',
  'Length of residence': 'Tiempo de residencia',
  'Temporary residence': 'Residencia temporal',
  'Unable to verify residence': 'No se pudo verificar la residencia',
  'No credit file': 'No hay expediente de crédito',
  'Limited credit experience': 'Experiencia de crédito limitada',
  'Poor credit performance with us': 'Historial de pagos deficiente con nosotros',
  'Delinquent past or present credit obligations with others':
    'Obligaciones de crédito morosas, pasadas o presentes, con otros acreedores',
  'Collection action or judgment': 'Acción de cobranza o sentencia judicial',
  'Garnishment or attachment': 'Embargo de salario o de bienes',
  'Foreclosure or repossession': 'Ejecución hipotecaria o reposesión',
  Bankruptcy: 'Bancarrota',
  'Number of recent inquiries on credit bureau report': 'Número de consultas recientes en el informe de crédito',
  'Value or type of collateral not sufficient': 'Valor o tipo de garantía insuficiente',
  // What each reason means and what can be done (features/application/adverseActionText.ts REASON_HELP)
  'We did not receive all the information we needed to make a decision.':
    'No recibimos toda la información que necesitábamos para tomar una decisión.',
  'If you apply again, answer every question and send every document we ask for.':
    'Si vuelve a presentar una solicitud, responda todas las preguntas y envíe todos los documentos que le pidamos.',
  'There were not enough credit accounts or references to show how you repay credit.':
    'No había suficientes cuentas o referencias de crédito para mostrar cómo paga usted sus créditos.',
  'If you apply again, you can list more of your credit accounts.':
    'Si vuelve a presentar una solicitud, puede incluir más de sus cuentas de crédito.',
  'The credit references you gave were not of a kind we can use to judge repayment.':
    'Las referencias de crédito que nos dio no son de un tipo que podamos usar para evaluar sus pagos.',
  'We could not confirm the credit references you gave.':
    'No pudimos confirmar las referencias de crédito que nos dio.',
  'Check that the account details you gave match your statements.':
    'Verifique que los datos de las cuentas que nos dio coincidan con sus estados de cuenta.',
  'Your work is temporary or irregular, so we could not rely on the income continuing.':
    'Su trabajo es temporal o irregular, por lo que no pudimos contar con que los ingresos continúen.',
  'We could not confirm your job with your employer or from your documents.':
    'No pudimos confirmar su empleo con su empleador ni con sus documentos.',
  "Recent pay stubs or your employer's current contact details can confirm it.":
    'Talones de pago recientes o los datos de contacto actuales de su empleador pueden confirmarlo.',
  'You had been in your current work for a shorter time than we require.':
    'Llevaba en su trabajo actual menos tiempo del que requerimos.',
  'Your income was not enough for the payments on the amount you asked for.':
    'Sus ingresos no alcanzaban para los pagos del monto que solicitó.',
  'A smaller line, or income you did not include, can change the result.':
    'Una línea menor, o ingresos que no incluyó, pueden cambiar el resultado.',
  'Your monthly debt payments were too high compared with your income.':
    'Sus pagos mensuales de deudas eran demasiado altos en comparación con sus ingresos.',
  'Paying down balances lowers your monthly payments compared with your income.':
    'Reducir sus saldos baja sus pagos mensuales en comparación con sus ingresos.',
  'We could not confirm your income from the information or documents we received.':
    'No pudimos confirmar sus ingresos con la información o los documentos que recibimos.',
  'Tax returns, pay stubs or a linked bank account can confirm your income.':
    'Declaraciones de impuestos, talones de pago o una cuenta bancaria vinculada pueden confirmar sus ingresos.',
  'You had lived at your current address for a shorter time than we require.':
    'Llevaba viviendo en su dirección actual menos tiempo del que requerimos.',
  'Your current home appears to be temporary.': 'Su vivienda actual parece ser temporal.',
  'We could not confirm where you live.': 'No pudimos confirmar dónde vive.',
  'A utility bill or bank statement sent to your address can confirm it.':
    'Una factura de servicios o un estado de cuenta bancario enviado a su dirección puede confirmarlo.',
  'The credit bureau found no credit history for you.': 'La agencia de crédito no encontró historial de crédito suyo.',
  'Check that your name, address and Social Security number were entered exactly as on your accounts.':
    'Verifique que su nombre, dirección y número de Seguro Social se ingresaron exactamente como en sus cuentas.',
  'Your credit history is too short, or has too few accounts, for us to judge.':
    'Su historial de crédito es demasiado corto, o tiene muy pocas cuentas, para que podamos evaluarlo.',
  'If this is wrong in your credit report, you can dispute it with the credit bureau for free.':
    'Si esto es un error en su informe de crédito, puede disputarlo gratis ante la agencia de crédito.',
  'Payments on credit you had with us were not made as agreed.':
    'Los pagos de un crédito que tuvo con nosotros no se hicieron según lo acordado.',
  'Your credit report shows late or missed payments to other lenders, now or in the past.':
    'Su informe de crédito muestra pagos atrasados o no realizados a otros prestamistas, ahora o en el pasado.',
  'Bringing accounts up to date and paying on time improves this over time.':
    'Poner sus cuentas al día y pagar a tiempo mejora esto con el tiempo.',
  'Your credit report shows a debt sent to collection, or a court judgment.':
    'Su informe de crédito muestra una deuda enviada a cobranza o una sentencia judicial.',
  'Your credit report shows pay or property taken by court order to pay a debt.':
    'Su informe de crédito muestra salario o bienes embargados por orden judicial para pagar una deuda.',
  'Your credit report shows a foreclosure or a repossession.':
    'Su informe de crédito muestra una ejecución hipotecaria o una reposesión.',
  'Your credit report shows a bankruptcy.': 'Su informe de crédito muestra una bancarrota.',
  'You applied for credit several times recently, which lenders count as a risk.':
    'Usted solicitó crédito varias veces recientemente, lo que los prestamistas consideran un riesgo.',
  'Inquiries count for less as they age.': 'Las consultas pesan menos a medida que pasa el tiempo.',
  "Your home's value, less what is already owed on it, was too low for this line, or the property is of a type we do not lend on.":
    'El valor de su vivienda, menos lo que ya se debe sobre ella, era demasiado bajo para esta línea, o la propiedad es de un tipo sobre el que no otorgamos préstamos.',
  'A smaller line may fit the equity you have.': 'Una línea menor podría ajustarse al valor líquido que tiene.',
};

import type { TIMELINE_TEXT } from '../messages/timeline';

/** Spanish for src/i18n/messages/timeline.ts. */
export const ES_TIMELINE: Record<(typeof TIMELINE_TEXT)[number], string> = {
  'Your details: step {current} of {total} – {name}': 'Sus datos: paso {current} de {total} – {name}',
  'Your application: step {step} of {steps} – {name}': 'Su solicitud: paso {step} de {steps} – {name}',
  'Application closed': 'Solicitud cerrada',
  'Done {date}': 'Completado el {date}',
  'Expected {date}': 'Previsto para el {date}',
  Today: 'Hoy',
  '{count} of {total} steps done': '{count} de {total} pasos completados',
  '{count} of {total} steps done on {date}': '{count} de {total} pasos completados el {date}',
  '{count} of {total} steps done, the last on {date}': '{count} de {total} pasos completados, el último el {date}',
  'Part of {step}: your offer is based on your home’s value, which we confirm first.':
    'Parte de {step}: su oferta se basa en el valor de su vivienda, que confirmamos primero.',
  'Part of {step}: we confirm the loans secured by your home, so your documents show the right amounts.':
    'Parte de {step}: confirmamos los préstamos garantizados por su vivienda, para que sus documentos muestren los montos correctos.',
  'Part of {step}: your documents name the account your funds are sent to.':
    'Parte de {step}: sus documentos indican la cuenta a la que se envían sus fondos.',
  'Part of {step}: your documents say how you will make your monthly payments.':
    'Parte de {step}: sus documentos indican cómo pagará sus cuotas mensuales.',
  Closing: 'Cierre',
  'Right to cancel': 'Derecho de cancelación',
  'You can cancel until midnight on {date}.': 'Puede cancelar hasta la medianoche del {date}.',
  'Your right to cancel ended at midnight on {date}.': 'Su derecho de cancelación terminó a la medianoche del {date}.',
  'Expected until midnight on {date}': 'Previsto hasta la medianoche del {date}',
  'No waiting period: a second home or an investment property has no right to cancel.':
    'Sin período de espera: una segunda vivienda o una propiedad de inversión no tiene derecho de cancelación.',
  'No waiting period: funds are sent on {date}.': 'Sin período de espera: los fondos se envían el {date}.',
  'Funds are sent on {date}.': 'Los fondos se envían el {date}.',
  'Funds were sent on {date}.': 'Los fondos se enviaron el {date}.',
  'Your road to funding': 'Su camino hacia los fondos',
  'A second home or an investment property has no right to cancel, so there is no waiting period: we send the funds on the first banking day after signing.':
    'Una segunda vivienda o una propiedad de inversión no tiene derecho de cancelación, así que no hay período de espera: enviamos los fondos el primer día hábil bancario después de la firma.',
};

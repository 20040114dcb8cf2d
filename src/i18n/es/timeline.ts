import type { TIMELINE_TEXT } from '../messages/timeline';

/** Spanish for src/i18n/messages/timeline.ts. */
export const ES_TIMELINE: Record<(typeof TIMELINE_TEXT)[number], string> = {
  'Your details: step {current} of {total}': 'Sus datos: paso {current} de {total}',
  'Your application: step {step} of {steps} – {name}': 'Su solicitud: paso {step} de {steps} – {name}',
  'Application closed': 'Solicitud cerrada',
  'Done {date}': 'Completado el {date}',
  'Expected {date}': 'Previsto para el {date}',
  Closing: 'Cierre',
  'Right to cancel': 'Derecho de cancelación',
  'You can cancel until midnight on {date}.': 'Puede cancelar hasta la medianoche del {date}.',
  'Your right to cancel ended at midnight on {date}.': 'Su derecho de cancelación terminó a la medianoche del {date}.',
  'Expected: you can cancel until midnight on {date}.': 'Previsto: puede cancelar hasta la medianoche del {date}.',
  'No waiting period: a second home or an investment property has no right to cancel.':
    'Sin período de espera: una segunda vivienda o una propiedad de inversión no tiene derecho de cancelación.',
  'No waiting period: funds are sent on {date}.': 'Sin período de espera: los fondos se envían el {date}.',
  'Funds are sent on {date}.': 'Los fondos se envían el {date}.',
  'Funds were sent on {date}.': 'Los fondos se enviaron el {date}.',
  'Expected: funds sent on {date}.': 'Previsto: envío de los fondos el {date}.',
  'Your road to funding': 'Su camino hacia los fondos',
  'A second home or an investment property has no right to cancel, so there is no waiting period: we send the funds on the first banking day after signing.':
    'Una segunda vivienda o una propiedad de inversión no tiene derecho de cancelación, así que no hay período de espera: enviamos los fondos el primer día hábil bancario después de la firma.',
};

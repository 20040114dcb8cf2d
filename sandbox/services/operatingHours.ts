import type { FastifyInstance } from 'fastify';
import { SANDBOX_ADMIN_PREFIX, type BusinessHours } from '../contract';
import { text, type SandboxDb } from '../db/database';
import { InputError } from '../validation';

export const HOURS_BASE = '/service-operating-hours/external/api/v1/hours';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A week with one set of hours on weekdays and another at the weekend, times in Pacific Time. */
export function week(weekday: [string, string], weekend: [string, string] | null): BusinessHours[] {
  return DAYS.map((day, index) => {
    const isWeekend = index >= 5;
    const hours = isWeekend ? weekend : weekday;
    return {
      weekday: day,
      weekdayValue: index + 1,
      startTime: hours?.[0] ?? '00:00',
      endTime: hours?.[1] ?? '00:00',
      isOpen: hours !== null,
    };
  });
}

export const DEFAULT_HOURS: Record<string, BusinessHours[]> = {
  OPS_PHONE: week(['06:00', '18:00'], ['08:00', '17:00']),
  OPS_CHAT: week(['06:00', '18:00'], ['08:00', '17:00']),
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function readHours(body: unknown): BusinessHours[] {
  const hours = typeof body === 'object' && body !== null && 'hours' in body ? body.hours : undefined;
  const valid =
    Array.isArray(hours) &&
    hours.length > 0 &&
    hours.every(
      (day: unknown) =>
        typeof day === 'object' &&
        day !== null &&
        'weekday' in day &&
        typeof day.weekday === 'string' &&
        'weekdayValue' in day &&
        typeof day.weekdayValue === 'number' &&
        'startTime' in day &&
        typeof day.startTime === 'string' &&
        TIME.test(day.startTime) &&
        'endTime' in day &&
        typeof day.endTime === 'string' &&
        TIME.test(day.endTime) &&
        'isOpen' in day &&
        typeof day.isOpen === 'boolean',
    );
  if (!valid)
    throw new InputError(['hours must be a non-empty list of { weekday, weekdayValue, startTime, endTime, isOpen }']);
  return hours as BusinessHours[];
}

export class OperatingHoursStore {
  constructor(private readonly db: SandboxDb) {}

  seed(): void {
    for (const [department, hours] of Object.entries(DEFAULT_HOURS)) this.put(department, hours);
  }

  get(department: string): BusinessHours[] | undefined {
    const row = this.db.get('SELECT hours FROM operating_hours WHERE department = ?', [department]);
    // Written by put() from validated data.
    return row ? (JSON.parse(text(row, 'hours')) as BusinessHours[]) : undefined;
  }

  put(department: string, hours: BusinessHours[]): void {
    this.db.run(
      `INSERT INTO operating_hours (department, hours) VALUES (?, ?)
       ON CONFLICT (department) DO UPDATE SET hours = excluded.hours`,
      [department, JSON.stringify(hours)],
    );
  }
}

/** The operating-hours service (001 §7). Every organisation shares the same hours here; x-org is accepted. */
export function registerOperatingHoursRoutes(app: FastifyInstance, deps: { hours: OperatingHoursStore }): void {
  const { hours } = deps;

  app.get<{ Params: { department: string } }>(`${HOURS_BASE}/:department`, (request, reply) => {
    const found = hours.get(request.params.department);
    return found ?? reply.code(404).send({ errors: ['Unknown department'] });
  });

  app.put<{ Params: { department: string } }>(`${SANDBOX_ADMIN_PREFIX}/hours/:department`, (request) => {
    if (!/^[A-Z][A-Z_]*$/.test(request.params.department)) throw new InputError(['department must be a word']);
    const parsed = readHours(request.body);
    hours.put(request.params.department, parsed);
    return parsed;
  });
}

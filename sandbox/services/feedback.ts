import type { FastifyInstance } from 'fastify';
import { FEEDBACK_TOPICS, SANDBOX_ADMIN_PREFIX, type FeedbackRequest } from '../contract';
import type { AuthGuard } from '../auth';
import { text, type SandboxDb } from '../db/database';
import { BodyReader } from '../validation';

/** Magic value: feedback whose message contains it is refused with a 500, to show server errors under the form. */
export const FEEDBACK_FAILURE_MAGIC = 'sandbox-fail';

export class FeedbackStore {
  constructor(private readonly db: SandboxDb) {}

  add(identityUuid: string, feedback: FeedbackRequest): void {
    this.db.run('INSERT INTO feedback (identity_uuid, body, at) VALUES (?, ?, ?)', [
      identityUuid,
      JSON.stringify(feedback),
      new Date().toISOString(),
    ]);
  }

  list(): FeedbackRequest[] {
    // Written by add() from validated data.
    return this.db
      .all('SELECT body FROM feedback ORDER BY id')
      .map((row) => JSON.parse(text(row, 'body')) as FeedbackRequest);
  }
}

export function registerFeedbackRoutes(app: FastifyInstance, deps: { feedback: FeedbackStore; auth: AuthGuard }): void {
  const { feedback, auth } = deps;

  app.post('/service-profile/api/v1/feedback/ceo', { preHandler: auth.require }, (request, reply) => {
    const reader = new BodyReader(request.body, [
      'applicationUuid',
      'message',
      'topic',
      'marketingConsent',
      'pathname',
      'productType',
    ]);
    for (const field of ['message', 'topic', 'marketingConsent', 'pathname', 'productType']) reader.required(field);
    const applicationUuid = reader.string('applicationUuid', { maxLength: 64 });
    const message = reader.string('message', { maxLength: 1000 });
    if (message !== undefined && message.length < 10) reader.fail('message must be at least 10 characters');
    const topic = reader.oneOf('topic', FEEDBACK_TOPICS);
    const marketingConsent = reader.boolean('marketingConsent');
    const pathname = reader.string('pathname', { pattern: /^\//, maxLength: 500 });
    reader.oneOf('productType', ['HELOC'] as const);
    reader.finish();
    if (message?.includes(FEEDBACK_FAILURE_MAGIC))
      return reply.code(500).send({ errors: ['Feedback could not be delivered right now'] });
    feedback.add(auth.caller(request).identityUuid, {
      ...(applicationUuid === undefined ? {} : { applicationUuid }),
      message: message ?? '',
      topic: topic ?? 'IMPROVE_PRODUCT',
      marketingConsent: marketingConsent ?? false,
      pathname: pathname ?? '/',
      productType: 'HELOC',
    });
    return reply.code(204).send();
  });

  app.get(`${SANDBOX_ADMIN_PREFIX}/feedback`, () => feedback.list());
}

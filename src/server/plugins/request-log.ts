/**
 * One log line per request instead of Fastify's two (decision 008). Fastify logs "incoming request"
 * and "request completed" at info; the second line now carries what the first did (method, URL,
 * client address) beside the status and the response time, so every request is still logged at
 * info, errors at error, and each line costs its write once. "incoming request" stays available at
 * debug, to find a request that never finishes.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

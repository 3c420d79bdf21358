import WebSocket from 'ws';
import { z } from 'zod';
import { toMb } from './context.js';

const TargetsSchema = z.array(z.object({ webSocketDebuggerUrl: z.string() }));
const ReplySchema = z.object({
  id: z.number().optional(),
  result: z.unknown().optional(),
  error: z.object({ message: z.string() }).optional(),
});
const MemoryUsageSchema = z.object({
  result: z.object({
    value: z.object({ heapUsed: z.number(), external: z.number(), arrayBuffers: z.number() }),
  }),
});
/**
 * process.memoryUsage() as the server sees it: heapUsed is what Runtime.getHeapUsage answers, and
 * `external` adds what V8 does not hold, such as the month cache's answers (Buffers).
 */
const MEMORY_USAGE = { expression: 'process.memoryUsage()', returnByValue: true };

/** A forced collection of a big heap on a busy core: seconds, not minutes. */
const CALL_TIMEOUT_MS = 60_000;

/**
 * A DevTools-protocol session with a server started with `--inspect` (see startServer's
 * `inspect`): what the bench reads of its V8 heap without code of its own in the server.
 * Close it before the server stops: a process with a debugger attached waits for it to go.
 */
export interface InspectorSession {
  /** The V8 heap used and external memory in MB, after a full collection. */
  afterGc(): Promise<{ heapMb: number; externalMb: number }>;
  close(): Promise<void>;
}

/** Attaches to the inspector listening on `port` (its one target: the server's main thread). */
export async function attachInspector(port: number): Promise<InspectorSession> {
  const response = await fetch(`http://127.0.0.1:${port}/json/list`);
  const [target] = TargetsSchema.parse(await response.json());
  if (!target) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const pending = new Map<number, (reply: z.infer<typeof ReplySchema>) => void>();
  socket.on('message', (data: Buffer) => {
    const reply = ReplySchema.parse(JSON.parse(data.toString('utf8')));
    if (reply.id !== undefined) pending.get(reply.id)?.(reply);
  });
  let lastId = 0;

  function call(method: string, params: object = {}): Promise<unknown> {
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${method}: no answer within ${CALL_TIMEOUT_MS} ms`));
      }, CALL_TIMEOUT_MS);
      pending.set(id, (reply) => {
        clearTimeout(timer);
        pending.delete(id);
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve(reply.result);
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  }

  return {
    async afterGc() {
      await call('HeapProfiler.collectGarbage');
      const usage = await call('Runtime.evaluate', MEMORY_USAGE);
      const { heapUsed, external } = MemoryUsageSchema.parse(usage).result.value;
      return { heapMb: toMb(heapUsed), externalMb: toMb(external) };
    },
    close() {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
      return new Promise((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      });
    },
  };
}

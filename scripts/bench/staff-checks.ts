import { z } from 'zod';
import { CoverageRequestSchema } from '../../src/shared/coverage-requests.js';
import { MessagesPageSchema } from '../../src/shared/messenger.js';
import { callApi, type Cookie } from './api-client.js';
import type { BenchGroup } from './messenger-seed.js';
import { fieldsKey, type WrittenRequest } from './staff-member.js';

/** Messages per page when reading a conversation's history back (the API's most). */
const HISTORY_PAGE = 100;

/**
 * Requests whose stored fields are not those of their last acknowledged save: gone, or holding
 * an older save (a lost write). A save that failed without an answer may have been kept, so what
 * it sent counts too. All were entered in `month`: one read of the month, as an admin sees it.
 */
export async function lostRequests(
  baseUrl: string,
  adminCookie: Cookie,
  month: string,
  written: readonly WrittenRequest[],
): Promise<number> {
  const stored = await callApi(
    baseUrl,
    adminCookie,
    { method: 'GET', path: `/api/coverage?month=${month}` },
    z.array(CoverageRequestSchema),
  );
  const byId = new Map(stored.map((request) => [request.id, fieldsKey(request)]));
  return written.filter((request) => {
    const found = byId.get(request.id);
    return (
      found === undefined || (found !== request.acknowledged && !request.unsure.includes(found))
    );
  }).length;
}

/**
 * Acknowledged messages missing from their conversation's history, read back page by page (newest
 * first) as its first member sees it.
 */
export async function lostMessages(
  baseUrl: string,
  groups: readonly BenchGroup[],
  acknowledged: ReadonlyMap<string, readonly string[]>,
): Promise<number> {
  let lost = 0;
  for (const { conversationId, members } of groups) {
    const wanted = new Set(acknowledged.get(conversationId));
    const reader = members[0];
    if (!reader) continue;
    let before = '';
    while (wanted.size > 0) {
      const query = `limit=${HISTORY_PAGE}${before ? `&before=${before}` : ''}`;
      const page = await callApi(
        baseUrl,
        reader.cookie,
        { method: 'GET', path: `/api/conversations/${conversationId}/messages?${query}` },
        MessagesPageSchema,
      );
      for (const message of page.messages) wanted.delete(message.id);
      const oldest = page.messages[0];
      if (!page.hasMore || !oldest) break;
      before = oldest.id;
    }
    lost += wanted.size;
  }
  return lost;
}

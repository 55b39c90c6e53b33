/**
 * Runs `parseBookingRequest` for the assistant pages: open to visitors, never cached
 * (each sentence is parsed once, when it is sent).
 */
import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/errors';
import type { ParseResult } from './assistantModel';

const ParseBookingRequestQuery = graphql(`
  query ParseBookingRequest($text: String!, $timeZone: String, $referenceTime: DateTime) {
    parseBookingRequest(text: $text, timeZone: $timeZone, referenceTime: $referenceTime) {
      parsed {
        serviceId
        serviceName
        scheduledAt
        durationHours
        address
        city
        zipCode
      }
      missing
      confidence {
        serviceId
        serviceName
        scheduledAt
        durationHours
        address
        city
        zipCode
      }
      reading {
        phrase
        kind
        alternativeAt
      }
    }
  }
`);

/** The longest text the server parses (characters). */
export const MAX_PARSE_TEXT = 2000;

/** The browser's IANA time zone ("America/Los_Angeles"), or undefined when it has none. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export type ParseOutcome = { ok: true; result: ParseResult } | { ok: false; message: string };

/**
 * `parse(text, referenceTime?)` resolves to the parse of `text` read in the browser's time zone
 * (the server prefers the zip code's), or the message of the failure (validation, rate limit,
 * network). `referenceTime` (ISO) is "now" for relative dates: an answer to "what time?" is read
 * on the day already chosen.
 */
export function useParseRequest() {
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);

  const parse = useCallback(
    async (text: string, referenceTime?: string): Promise<ParseOutcome> => {
      setLoading(true);
      try {
        const { data, error } = await client.query({
          query: ParseBookingRequestQuery,
          variables: { text, timeZone: browserTimeZone(), referenceTime },
          fetchPolicy: 'no-cache',
          errorPolicy: 'all',
        });
        const answer = data?.parseBookingRequest;
        if (error || !answer) return { ok: false, message: errorMessage(error) };
        return {
          ok: true,
          result: {
            text,
            parsed: {
              serviceId: answer.parsed.serviceId != null ? String(answer.parsed.serviceId) : null,
              serviceName: answer.parsed.serviceName ?? null,
              scheduledAt: answer.parsed.scheduledAt ?? null,
              durationHours: answer.parsed.durationHours ?? null,
              address: answer.parsed.address ?? null,
              city: answer.parsed.city ?? null,
              zipCode: answer.parsed.zipCode ?? null,
            },
            missing: [...answer.missing],
            confidence: { ...answer.confidence },
            reading: answer.reading ? { phrase: answer.reading.phrase, kind: answer.reading.kind, alternativeAt: answer.reading.alternativeAt ?? null } : null,
          },
        };
      } catch (error) {
        return { ok: false, message: errorMessage(error) };
      } finally {
        setLoading(false);
      }
    },
    [client],
  );

  return { parse, loading };
}

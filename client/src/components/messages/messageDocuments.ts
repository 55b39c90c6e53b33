/**
 * GraphQL documents of booking messages (docs/decisions/0034): the thread's pages,
 * its live subscription, sending (text, photos, quick replies), marking read, reporting, and the
 * unread counts of the bell and of the booking lists.
 */
import { graphql } from '../../gql';

export { AnyBookingMessageAddedSubscription, UnreadMessageCountQuery } from '../notifications/unreadMessages';

/** One message as the thread shows it. */
export const MessageThread_message = graphql(`
  fragment MessageThread_message on BookingMessage {
    id
    bookingId
    authorRole
    authorName
    authorPhotoUrl
    mine
    text
    masked
    quickReply
    createdAt
    reportedByMe
    photos {
      id
      url
      contentType
      width
      height
    }
  }
`);

/**
 * The viewer's thread of a booking: open or read-only, until when, unread count, and for the
 * cleaner when quick replies open and close (UTC). Spread as `messageThread { ...MessageThread_thread }`.
 */
export const MessageThread_thread = graphql(`
  fragment MessageThread_thread on MessageThread {
    bookingId
    open
    closesAt
    unreadCount
    quickRepliesFrom
    quickRepliesUntil
  }
`);

/** One page of a thread, newest first (page 1 = the newest `limit` messages). */
export const BookingMessagesQuery = graphql(`
  query BookingMessages($bookingId: ID!, $page: Int, $limit: Int) {
    bookingMessages(bookingId: $bookingId, page: $page, limit: $limit) {
      items {
        id
        ...MessageThread_message
      }
      page
      limit
      total
    }
  }
`);

/** Each new message of one booking's thread. */
export const BookingMessageAddedSubscription = graphql(`
  subscription BookingMessageAdded($bookingId: ID!) {
    bookingMessageAdded(bookingId: $bookingId) {
      id
      ...MessageThread_message
    }
  }
`);

export const SendBookingMessageMutation = graphql(`
  mutation SendBookingMessage($input: SendBookingMessageInput!) {
    sendBookingMessage(input: $input) {
      __typename
      ... on MutationSendBookingMessageSuccess {
        data {
          message {
            id
            ...MessageThread_message
          }
          booking {
            id
            liveState
            liveStateAt
            messageThread {
              ...MessageThread_thread
            }
          }
        }
      }
      ...ErrorFields
    }
  }
`);

export const MarkBookingMessagesReadMutation = graphql(`
  mutation MarkBookingMessagesRead($bookingId: ID!) {
    markBookingMessagesRead(bookingId: $bookingId) {
      __typename
      ... on MutationMarkBookingMessagesReadSuccess {
        data {
          thread {
            ...MessageThread_thread
          }
          booking {
            id
            messageThread {
              ...MessageThread_thread
            }
          }
        }
      }
      ...ErrorFields
    }
  }
`);

export const ReportBookingMessageMutation = graphql(`
  mutation ReportBookingMessage($input: ReportBookingMessageInput!) {
    reportBookingMessage(input: $input) {
      __typename
      ... on MutationReportBookingMessageSuccess {
        data {
          message {
            id
            reportedByMe
          }
          ticketId
        }
      }
      ...ErrorFields
    }
  }
`);

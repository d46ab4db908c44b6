// The contact form's messages in Firestore, shared by the form that writes them (contact) and
// the inbox that reads them (account). firestore.rules enforces the same shape and limits.
export const MESSAGES_COLLECTION = 'messages';

export const MESSAGE_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 150,
  message: 5000,
} as const;

/** What a visitor writes. `phone` is left out when empty (the rules refuse an empty one). */
export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

/** A stored message as the inbox shows it. */
export interface ContactMessage extends ContactMessageInput {
  id: string;
  /** Milliseconds since the epoch (the server's time of the write). */
  createdAt: number;
  read: boolean;
  /** Filed away by an admin: out of the inbox's unread and all views (`false` on create). */
  archived: boolean;
}

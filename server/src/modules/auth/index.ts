// What the auth area offers other areas: whether an email is taken, a new session for a company user, and the customer as that user sees it.
export { createSession, emailTaken, serializeForUser, type SignedIn } from './service';

// Who is signed in to the back office, as this tab knows it. The session itself is an HttpOnly
// cookie the server sets (scripts never see the token), shared by every tab of the browser; a tab
// learns who is signed in from GET /api/admin/session when it opens (sessionSync.ts), and keeps
// the session's CSRF token in memory only. The server ends the session after `timeout` seconds
// without a call (15 minutes); the time of the last answered call, shared by the tabs, lets the
// screen end it when the server has (see layout/IdleWatch.tsx) instead of waiting for a refusal.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffMember } from '@contracts/staff';

export interface AdminSessionState {
  staff: StaffMember | null;
  /** Sent in X-CSRF-Token with every change: the server refuses a cookie call without it. */
  csrfToken: string | null;
  /** The server's idle time-out, in seconds. */
  timeout: number;
  /** When the server last answered a call of this session, in any tab (epoch ms): its idle clock restarted then. */
  lastActiveAt: number;
  /** Set when the session ended by itself (idle time-out, deactivation), so the sign-in page can say why. */
  expired: boolean;
  /** False while a freshly opened tab asks the server whether this browser is signed in. */
  checked: boolean;
  /** The member pressed Sign out in this tab: whoever signs in next starts at the Inbox, not on their page. */
  signedOutHere: boolean;
}

export interface SessionFacts {
  staff: StaffMember;
  csrfToken: string | null;
  timeout?: number;
}

const DEFAULT_TIMEOUT = 15 * 60;

const signedOutState = (expired: boolean, signedOutHere = false): AdminSessionState => ({
  staff: null,
  csrfToken: null,
  timeout: DEFAULT_TIMEOUT,
  lastActiveAt: 0,
  expired,
  checked: true,
  signedOutHere,
});

/** A tab that has not yet asked the server (the back office's first state in a browser tab). */
export const uncheckedSession = (): AdminSessionState => ({ ...signedOutState(false), checked: false });

const live = (facts: SessionFacts): AdminSessionState => ({
  staff: facts.staff,
  csrfToken: facts.csrfToken,
  timeout: facts.timeout ?? DEFAULT_TIMEOUT,
  lastActiveAt: Date.now(),
  expired: false,
  checked: true,
  signedOutHere: false,
});

/** A call of this tab was refused as signed out, or the idle time-out passed: every tab hears of it. */
export const staffSessionEnded = createAction('adminSession/ended');

export const sessionSlice = createSlice({
  name: 'adminSession',
  initialState: (): AdminSessionState => signedOutState(false),
  reducers: {
    /** This tab signed in (the other tabs are told, and ask the server). */
    signedIn: (_state, action: PayloadAction<SessionFacts>) => live(action.payload),
    /** The server says this browser is signed in (a tab opening, or another tab signed in). */
    sessionFound: (_state, action: PayloadAction<SessionFacts>) => live(action.payload),
    /** The server says this browser is not signed in; `expired` when it was until lately. */
    noSession: (_state, action: PayloadAction<{ expired: boolean }>) => signedOutState(action.payload.expired),
    /** This tab signed out (the other tabs are told). */
    signedOut: () => signedOutState(false, true),
    /** Another tab signed out (`expired` false) or saw the session end (`expired` true). */
    endedElsewhere: (state, action: PayloadAction<{ expired: boolean }>) => (state.staff ? signedOutState(action.payload.expired) : state),
    /** The server answered a call of this tab: its idle clock restarted. */
    staffActive: (state, action: PayloadAction<number>) => {
      if (state.staff) state.lastActiveAt = Math.max(state.lastActiveAt, action.payload);
    },
    /** Another tab's call was answered: the shared session is alive until later. */
    activityElsewhere: (state, action: PayloadAction<number>) => {
      if (state.staff) state.lastActiveAt = Math.max(state.lastActiveAt, action.payload);
    },
    /** The server gave the session's CSRF token again (this tab held an old one). */
    csrfRenewed: (state, action: PayloadAction<string>) => {
      if (state.staff) state.csrfToken = action.payload;
    },
  },
  extraReducers: (b) => b.addCase(staffSessionEnded, (state) => (state.staff ? signedOutState(true) : state)),
});

export const { signedIn, sessionFound, noSession, signedOut, endedElsewhere, staffActive, activityElsewhere, csrfRenewed } = sessionSlice.actions;

/** Minutes of the idle time-out, for messages. */
export const timeoutMinutes = (timeout: number) => Math.round(timeout / 60);

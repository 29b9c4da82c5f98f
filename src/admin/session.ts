// Who is signed in to the back office. Kept in sessionStorage: a staff session ends with the
// browser tab, and on the server after `timeout` seconds without a call (15 minutes), unlike a
// customer's. The time of the last answered call lets the screen end the session when the server
// has (see layout/IdleWatch.tsx) instead of waiting for the next call to be refused.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffMember } from '@contracts/staff';

export interface AdminSessionState {
  token: string | null;
  staff: StaffMember | null;
  /** The server's idle time-out, in seconds. */
  timeout: number;
  /** When the server last answered a call of this session (epoch ms): its idle clock restarted then. */
  lastActiveAt: number;
  /** Set when the session ended by itself (idle time-out, deactivation), so the sign-in page can say why. */
  expired: boolean;
}

export const STORAGE_KEY = 'adminSession';
const DEFAULT_TIMEOUT = 15 * 60;

const signedOutState = (expired: boolean): AdminSessionState => ({ token: null, staff: null, timeout: DEFAULT_TIMEOUT, lastActiveAt: 0, expired });

export const staffSessionEnded = createAction('adminSession/ended');

export function loadSession(): AdminSessionState {
  try {
    const saved = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? 'null') as Partial<AdminSessionState> | null;
    if (saved?.token && saved.staff) {
      const timeout = saved.timeout ?? DEFAULT_TIMEOUT;
      const lastActiveAt = saved.lastActiveAt ?? Date.now();
      // A tab reopened after the time-out: the server has ended the session already.
      if (Date.now() - lastActiveAt > timeout * 1000) return signedOutState(true);
      return { token: saved.token, staff: saved.staff, timeout, lastActiveAt, expired: false };
    }
  } catch {
    // An unreadable entry is no session.
  }
  return signedOutState(false);
}

export const sessionSlice = createSlice({
  name: 'adminSession',
  initialState: (): AdminSessionState => signedOutState(false),
  reducers: {
    signedIn: (_state, action: PayloadAction<{ token: string; staff: StaffMember; timeout?: number }>) => ({
      token: action.payload.token,
      staff: action.payload.staff,
      timeout: action.payload.timeout ?? DEFAULT_TIMEOUT,
      lastActiveAt: Date.now(),
      expired: false,
    }),
    signedOut: () => signedOutState(false),
    /** The server answered a call of this session: its idle clock restarted. */
    staffActive: (state, action: PayloadAction<number>) => {
      if (state.token) state.lastActiveAt = action.payload;
    },
  },
  extraReducers: (b) => b.addCase(staffSessionEnded, (state) => (state.token ? signedOutState(true) : state)),
});

export const { signedIn, signedOut, staffActive } = sessionSlice.actions;

/** Minutes of the idle time-out, for messages. */
export const timeoutMinutes = (timeout: number) => Math.round(timeout / 60);

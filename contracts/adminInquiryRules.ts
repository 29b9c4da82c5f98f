// Who answers the store's visitors and the rules of the answer's note: plain data, so the back
// office's screens (nav, routes, the answer form) load it without the wire schemas.
/** Who answers the store's visitors (the routes' config.staffRoles, the screens' nav). */
export const VISITOR_FORM_ROLES = ['admin', 'sales'] as const;

export const ANSWER_NOTE_MIN = 3;
export const ANSWER_NOTE_MAX = 2000;
/** The note's messages, the same in the form and in the server's 422. */
export const ANSWER_NOTE_MESSAGES = {
  short: `Say what was done (at least ${ANSWER_NOTE_MIN} characters).`,
  long: `The note may be at most ${ANSWER_NOTE_MAX} characters.`,
} as const;

// GST state codes (the first two digits of a GSTIN), which a tax invoice prints beside the place
// of supply. The list lives in contracts/indianStates.ts (the forms offer it, the address rules
// accept only it); this keeps the server's name for the look-up. Names are matched loosely (case,
// spacing, '&' for 'and', a few old or short names), as addresses stored before the list may hold.
import { findIndianState } from '@contracts/indianStates';

/** 'maharashtra ' -> { code: '27', name: 'Maharashtra' }; null for a name that is no Indian state or territory. */
export function gstState(name: string | null | undefined): { code: string; name: string } | null {
  const state = findIndianState(name);
  return state ? { code: state.code, name: state.name } : null;
}

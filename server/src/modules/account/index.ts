// What the account area offers other areas: the signed-in user's password change and its guard on wrong guesses.
export { changePassword, createPasswordChangeLimiter } from './service';

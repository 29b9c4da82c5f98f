// What the notifications area offers the areas whose changes it tells of: writing a notification
// in their transaction, to the user who acted or to the company's approvers.
export { links, notifyApprovers, notifyUser, type NotificationText } from './write';

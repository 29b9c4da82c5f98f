// Notifications: the header's bell with the signed-in user's unread count; its panel (with the
// list's endpoints) is a chunk of its own, loaded when the bell is first opened.
export { NotificationBell } from './components/NotificationBell';

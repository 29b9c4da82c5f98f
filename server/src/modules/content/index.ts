// What the content area offers other areas: the visitor forms' references (INQ-000042, REQ-000007).
export { reference } from './service';

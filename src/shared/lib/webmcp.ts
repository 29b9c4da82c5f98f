// WebMCP (https://webmachinelearning.github.io/webmcp/): the browser API through which a page offers
// tools to the AI agent working in it. Written down here because TypeScript's DOM types do not
// have it yet; only what the storefront uses.
import type { ToolInputSchema } from '@contracts/agentTools';

export interface ModelContextTool {
  name: string;
  description: string;
  inputSchema: ToolInputSchema;
  annotations?: { readOnlyHint?: boolean };
  /** The browser passes the agent's arguments as an object and sends the result back as JSON. */
  execute(input: Record<string, unknown>): Promise<unknown>;
}

export interface ModelContext {
  registerTool(tool: ModelContextTool, options?: { signal?: AbortSignal }): Promise<void> | void;
}

/**
 * The browser's model context, or undefined where it has none. The proposal puts it on
 * `navigator`; Chromium 156 (behind --enable-blink-features=WebMCP) offers it on `document`.
 */
export function findModelContext(): ModelContext | undefined {
  if (typeof navigator === 'undefined' || typeof document === 'undefined') return undefined;
  const holder = (o: object) => (o as { modelContext?: ModelContext }).modelContext;
  const found = holder(navigator) ?? holder(document);
  return found && typeof found.registerTool === 'function' ? found : undefined;
}

// The declarative half of WebMCP: a form becomes a tool through these attributes (React passes
// unknown lowercase attributes to the DOM as they are).
declare module 'react' {
  // A merged declaration must repeat React's type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface FormHTMLAttributes<T> {
    /** WebMCP: the form's tool name. */
    toolname?: string;
    /** WebMCP: what the form's tool does. */
    tooldescription?: string;
    /** WebMCP: the browser may submit the form itself once the agent filled it. */
    toolautosubmit?: '' | 'true';
  }
}

/** A submit event as WebMCP's declarative API dispatches it when an agent submits the form. */
type AgentSubmitEvent = Event & { agentInvoked?: boolean; respondWith?: (result: Promise<unknown>) => void };

/**
 * Hands the agent the outcome of a form it submitted through WebMCP. A page that prevents the
 * browser's own submit must answer this way (at once, with a promise), or the browser reports a
 * programming error to the agent. Does nothing for a person's submit.
 */
export function respondToAgent(event: { nativeEvent: Event }, result: Promise<unknown>): void {
  const native = event.nativeEvent as AgentSubmitEvent;
  if (native.agentInvoked && typeof native.respondWith === 'function') native.respondWith(result);
}

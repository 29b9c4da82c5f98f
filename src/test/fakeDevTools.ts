// A stand-in for the Redux DevTools browser extension, for Jest and (as a Playwright init script)
// for the production build: it installs window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ /
// __REDUX_DEVTOOLS_EXTENSION__ as RTK's configureStore finds them, records what the extension
// would be sent (each action through the app's actionSanitizer, each state through its
// stateSanitizer, serialized), and answers the monitor's JUMP_TO_STATE / JUMP_TO_ACTION messages
// the way the extension's instrumented store does: the store shows the recorded state at that
// index, new actions are still recorded, and the view stays put until the monitor jumps again.
// Self-contained (no imports, no outer names) so that Playwright can send its source to the page.

export interface FakeDevToolsConnection {
  name?: string;
  maxAge?: number;
  hasActionSanitizer: boolean;
  hasStateSanitizer: boolean;
}

export interface FakeDevTools {
  connections: FakeDevToolsConnection[];
  /** The sanitized actions sent so far by the newest store, as JSON (index 0 is its creation). */
  actions(): { type: string; [key: string]: unknown }[];
  /** The sanitized state sent with action `index`, as JSON. */
  sentState(index: number): unknown;
  /** A message from the monitor, e.g. { type: 'DISPATCH', payload: { type: 'JUMP_TO_ACTION', actionId: 3 } }. */
  send(message: { type: string; payload?: { type: string; index?: number; actionId?: number } }): void;
}

declare global {
  interface Window {
    __fakeDevTools?: FakeDevTools;
    __REDUX_DEVTOOLS_EXTENSION__?: unknown;
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown;
  }
}

export function installFakeDevTools(): void {
  type AnyAction = { type: string };
  type Reducer = (state: unknown, action: AnyAction) => unknown;
  type Store = {
    getState(): unknown;
    dispatch(action: AnyAction): unknown;
    subscribe(listener: () => void): () => void;
    replaceReducer(next: Reducer): void;
  };
  type CreateStore = (reducer: Reducer, preloaded?: unknown, enhancer?: unknown) => Store;
  type Options = { name?: string; maxAge?: number; actionSanitizer?: (a: AnyAction, id: number) => unknown; stateSanitizer?: (s: unknown, i: number) => unknown };
  interface Lifted {
    states: unknown[];
    current: number;
  }

  const JUMP = '@@fakeDevTools/JUMP';
  const connections: FakeDevToolsConnection[] = [];
  // What the newest store sent, and how to move it (an older store, e.g. a finished test's, keeps its own).
  let sentActions: string[] = [];
  let sentStates: unknown[] = [];
  let monitor: ((index: number) => void) | null = null;

  const enhancer =
    (options: Options = {}) =>
    (createStore: CreateStore) =>
    (reducer: Reducer, preloaded?: unknown): Store => {
      connections.push({
        name: options.name,
        maxAge: options.maxAge,
        hasActionSanitizer: typeof options.actionSanitizer === 'function',
        hasStateSanitizer: typeof options.stateSanitizer === 'function',
      });
      // A new store starts a new history (the extension shows it as a new instance).
      const actions: string[] = (sentActions = []);
      const states: unknown[] = (sentStates = []);
      let appReducer = reducer;
      const send = (action: AnyAction, state: unknown) => {
        const id = actions.length;
        actions.push(JSON.stringify(options.actionSanitizer ? options.actionSanitizer(action, id) : action));
        states.push(options.stateSanitizer ? options.stateSanitizer(state, id) : state);
      };
      // The instrumented store: every state kept, one of them shown.
      const lifted = (ls: Lifted | undefined, action: AnyAction & { index?: number }): Lifted => {
        if (!ls) return { states: [appReducer(preloaded, action)], current: 0 };
        if (action.type === JUMP) return { ...ls, current: action.index! };
        const latest = ls.states.length - 1;
        const states = [...ls.states, appReducer(ls.states[latest], action)];
        return { states, current: ls.current === latest ? latest + 1 : ls.current };
      };
      const inner = createStore(lifted as Reducer);
      const shown = () => {
        const ls = inner.getState() as Lifted;
        return ls.states[ls.current];
      };
      const latest = () => {
        const ls = inner.getState() as Lifted;
        return ls.states[ls.states.length - 1];
      };
      send({ type: '@@INIT' }, latest());
      monitor = (index) => void inner.dispatch({ type: JUMP, index } as AnyAction);
      return {
        ...inner,
        getState: shown,
        dispatch(action: AnyAction) {
          const result = inner.dispatch(action);
          send(action, latest());
          return result;
        },
        replaceReducer(next: Reducer) {
          appReducer = next;
        },
      };
    };

  // As the extension composes: its enhancer innermost, the store's own (middleware) around it.
  const compose =
    (options?: Options) =>
    (...enhancers: ((next: CreateStore) => CreateStore)[]) =>
    (createStore: CreateStore) =>
      enhancers.reduceRight((next, e) => e(next), enhancer(options)(createStore) as CreateStore);

  window.__REDUX_DEVTOOLS_EXTENSION__ = enhancer;
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = compose;
  window.__fakeDevTools = {
    connections,
    actions: () => sentActions.map((a) => JSON.parse(a)),
    sentState: (index) => JSON.parse(JSON.stringify(sentStates[index])),
    send(message) {
      if (message.type !== 'DISPATCH' || !message.payload || !monitor) return;
      const { type, index, actionId } = message.payload;
      // No skipped actions here, so an action's id is its state's index.
      if (type === 'JUMP_TO_STATE' && index !== undefined) monitor(index);
      if (type === 'JUMP_TO_ACTION' && actionId !== undefined) monitor(actionId);
    },
  };
}

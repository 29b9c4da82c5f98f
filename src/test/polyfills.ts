// jsdom lacks parts of the platform that MSW and RTK Query's fetchBaseQuery use.
import { TextDecoder, TextEncoder } from 'node:util';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { BroadcastChannel, MessageChannel, MessagePort } from 'node:worker_threads';

Object.assign(globalThis, { TextDecoder, TextEncoder, ReadableStream, TransformStream, WritableStream, BroadcastChannel, MessageChannel, MessagePort });

// jest-fixed-jsdom provides fetch, streams and encoders; nothing else is missing today.
export {};

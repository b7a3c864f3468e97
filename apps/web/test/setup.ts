// Shared set-up for the web unit tests (jsdom).
export {};

// The `tcglab env` server: batched games for reinforcement-learning clients (protocol in docs/env.md).
export { EnvRequestError, DEFAULT_MAX_ACTIONS, ENV_GAMES_PER_PAIR, layoutMarkdown, loadEncoding, type EnvConfig } from './config.js';
export { EnvSession, ENV_PROTOCOL_VERSION, type EnvAnswer } from './session.js';
export { serveLines, serveSocket, serveStdio, type SocketAddress } from './serve.js';
export { f32String, f32Json } from './floats.js';

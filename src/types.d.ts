// Module types for what webpack (and jest, see jest.config.js) load besides code.
declare module '*.svg?raw' {
  const markup: string;
  export default markup;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.scss';
declare module '*.css';

declare namespace NodeJS {
  interface ProcessEnv {
    readonly NODE_ENV: 'development' | 'production' | 'test';
    readonly TRANSLATIONS_VERSION?: string;
    readonly REACT_APP_SITE_ORIGIN?: string;
    /** The local emulators, from firebase.json and config/emulators/demo.mjs (config/env.mjs). */
    readonly EMULATOR_PROJECT_ID: string;
    readonly EMULATOR_AUTH_URL: string;
    readonly EMULATOR_FIRESTORE_HOST: string;
    readonly EMULATOR_FIRESTORE_PORT: string;
  }
}

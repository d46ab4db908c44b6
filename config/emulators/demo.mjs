// The local emulators' demo project and logins (README "Demo logins"): data only, read by the
// emulator scripts, the client build (config/env.mjs) and the browser suite.

/** A `demo-*` project id never reaches a real Firebase project; the client gets it from config/env.mjs. */
const DEMO_PROJECT_ID = 'demo-segara';

/** The demo logins. `role: undefined` = an account with no `users/{uid}` document. */
const DEMO_ACCOUNTS = {
  admin: {
    uid: 'demo-admin',
    email: 'admin@segaradigital.test',
    password: 'Segara#Admin2026',
    displayName: 'Putu Admin',
    role: 'Admin',
  },
  staff: {
    uid: 'demo-staff',
    email: 'staf@segaradigital.test',
    password: 'Segara#Staf2026',
    displayName: 'Kadek Staf',
    role: 'user',
  },
  noProfile: {
    uid: 'demo-noprofile',
    email: 'tamu@segaradigital.test',
    password: 'Segara#Tamu2026',
    displayName: 'Komang Tamu',
    role: undefined,
  },
};

export { DEMO_PROJECT_ID, DEMO_ACCOUNTS };

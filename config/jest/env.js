// The emulator addresses the build hands the client (config/env.js), so that code reading them
// from process.env sees in jest what it sees in the bundle.
const { emulatorEnv } = require('../env');

Object.assign(process.env, emulatorEnv());

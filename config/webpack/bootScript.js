// public/boot.js as it is inlined into each page's <head> (lines trimmed, comment lines
// dropped), and the CSP source that allows exactly that text. firebase.json's script-src must
// carry bootScriptHash(): a unit test and the prerenderer check it.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const BOOT_FILE = path.join(__dirname, '../../public/boot.js');

function bootScript() {
  return fs
    .readFileSync(BOOT_FILE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}

/** `'sha256-…'` of the inline text, for a Content-Security-Policy's script-src. */
function bootScriptHash() {
  return `'sha256-${crypto.createHash('sha256').update(bootScript()).digest('base64')}'`;
}

module.exports = { BOOT_FILE, bootScript, bootScriptHash };

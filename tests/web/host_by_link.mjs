// The host's side of a game played by link, done with the mouse and the system clipboard, for the tests that
// play one (browser_test "play by link", phone_link_test): start the game and copy its link; paste a player's
// orders code, play the phase and copy the next phase's link.
import { clipboardText, grantClipboard, pasteInto, press } from './input.mjs';

// Game > New game... > unticks sealed orders > "Start a game played by link", then "Copy the link": the link
// from the clipboard.
export async function hostStartsGame(host, context, url) {
  await grantClipboard(context, url);
  await press(host, 'Game');
  await press(host, 'New game...');
  // A group that trusts its host: orders not sealed (sealed_test plays the sealed ones).
  await press(host, 'Sealed orders: no host to trust');
  await press(host, 'Start a game played by link');
  await press(host, 'Copy the link');
  await host.waitForFunction(() => navigator.clipboard.readText().then((t) => /#g=/.test(t)));
  return clipboardText(host);
}

// Pastes an orders code into the host's box and takes it.
export async function hostTakesCode(host, code) {
  await pasteInto(host, 'Orders codes box', code);
  await press(host, 'Take these orders');
}

// Plays the phase though other powers' orders are missing (confirming it), goes on from the results, and copies
// the next phase's link (different from `link`, the last one sent): that link, from the clipboard.
export async function hostPlaysAndCopiesLink(host, phase, next, link) {
  await press(host, `Adjudicate ${phase}`);
  await press(host, `Adjudicate ${phase} anyway`);  // the other powers' orders are missing
  await press(host, `Continue to ${next}`);  // from the results to the next phase's link
  await press(host, 'Copy the link');
  await host.waitForFunction((l) => navigator.clipboard.readText().then((t) => /#g=/.test(t) && t !== l), link);
  return clipboardText(host);
}

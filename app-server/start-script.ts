/**
 * How a server-rendered page starts its code: content first, code second. The page is readable without its
 * code, so the code is fetched once the first paint is done and the page's largest image (its `fetchpriority=
 * "high"` <img>) has arrived, or after `MAX_WAIT_MS` at the latest. On a phone over mobile data the image then
 * has the connection to itself instead of sharing it with 170 kB of scripts, and the code follows at once.
 *
 * A press on a control marked `data-intent="{tag}|{key}"` (a live player's play button) before the app has
 * hydrated is not lost: the script keeps it as an intent in the page's store registry, where the control takes
 * it when it mounts (src/core/intents.ts), and starts the code at once. It stops the event there, so React,
 * hydrating, never replays it as a second press; `data-hydrated` on #root (set by the app once hydrated)
 * hands presses back to the app. The pressed control shows the spinner (`data-pressed`, `aria-busy`) and
 * ignores further presses until the player answers. A press on any other button (`type="button"`) is kept
 * too, marked busy the same way, and pressed again by the app once it has hydrated (src/core/early-presses.ts).
 *
 * On a page with such a control, the press entry (src/app/press-play.ts: about 12 kB of modules the app needs
 * anyway) is fetched before the rest of the code, or at a pointer-down on the control if that comes first, and
 * told of each press: a live station then plays before the app's code has arrived. (Its companion, src/app/
 * press-prefetch.ts, comes with the head, page-html.ts: a press asks for its first media while the press entry
 * is still on its way.) The rest of the code is asked for once the press entry is here, so the two do not share
 * a slow connection; and after a live press, only once the page has played its first sound (or the press has
 * failed, or PRESS_WAIT_MS has passed), so the app's 170 kB do not compete with the start's playlists and
 * segments, as on a partner page (widgets/runtime/live-shell.ts).
 *
 * The script is inline (one round trip less than a file) and allowed by its sha256 hash in the policy's
 * script-src, like the inlined styles (inline-styles.ts). It is a classic script in the head, so it listens
 * before any content is there: a live player near the top of a page shows, and is tapped, well before the
 * end of the page has arrived on a slow connection, and an inline module script (deferred until the whole
 * document is parsed) lost that tap. What needs the whole page waits for it (DOMContentLoaded): the largest
 * image's wait, and the app's code, which hydrates the page. It preloads every module the page needs in
 * parallel (modulepreload), then imports the entry, as the <script type="module"> and modulepreload links of
 * index.html would have.
 */
import crypto from 'node:crypto';
import { EARLY_PRESSES_ENTRY } from '../src/core/early-presses';
import { INTENTS_ENTRY, PRESS_EVENT, PRESS_SETTLED_EVENT } from '../src/core/intents';
import { STORE_REGISTRY_NAME } from '../src/core/store-registry';

/** Longest the code waits for the largest image. */
const MAX_WAIT_MS = 1500;
/** Longest a live press holds back the app's code: a slow or failed start still gets its app. */
const PRESS_WAIT_MS = 4000;

export interface StartScript {
  html: string;
  /** CSP script-src source for it. */
  source: string;
}

/** The press entry's module and the modules it imports, as the manifest names them. */
export interface PressEntry {
  entry: string;
  preloads: readonly string[];
}

export function startScript(
  entry: string,
  preloads: readonly string[],
  press: PressEntry | null,
): StartScript {
  const code =
    // A classic script in a block of its own: it runs where it stands, in the head, and names nothing globally.
    `{const e=${JSON.stringify(entry)},p=${JSON.stringify(preloads)};let s=false;` +
    `const pre=(f)=>{const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.append(l)};` +
    // The whole document, parsed: the app's code hydrates it, so it never runs on a page still arriving.
    `const parsed=new Promise((y)=>document.readyState==='loading'?document.addEventListener('DOMContentLoaded',()=>y(),{once:true}):y());` +
    `let pressCode=()=>Promise.resolve();` +
    // `hold`: set by a live press, until its first sound; read when the press entry is here, so a press made
    // while that entry was on its way still holds the rest back.
    `let hold=null;` +
    `const go=()=>{if(s)return;s=true;pressCode().then(()=>hold).then(()=>parsed).then(()=>{for(const f of p)pre(f);import(e)})};` +
    `parsed.then(()=>{const painted=()=>requestAnimationFrame(()=>setTimeout(go));` +
    `const i=document.querySelector('img[fetchpriority="high"]');` +
    `if(i&&!i.complete){i.addEventListener('load',painted,{once:true});i.addEventListener('error',go,{once:true})}` +
    `else painted();setTimeout(go,${MAX_WAIT_MS})});` +
    // #root, once the parser has reached it; presses are the app's once it has hydrated.
    `const early=(v)=>{const r=document.getElementById('root');return !r||r.hasAttribute('data-hydrated')?null:v.target instanceof Element?v.target.closest('[data-intent]'):null};` +
    (press
      ? `const pe=${JSON.stringify(press.entry)},pp=${JSON.stringify(press.preloads)};let ps=null;` +
        // Only a page with a live control needs the press entry (asked at the first press, pointer-down or the
        // end of parsing, whichever comes first).
        `pressCode=()=>{if(!ps){if(!document.querySelector('[data-intent]'))return Promise.resolve();for(const f of pp)pre(f);ps=import(pe).catch(()=>null)}return ps};` +
        `document.addEventListener('pointerdown',(v)=>{if(early(v))pressCode()},true);` +
        // The first sound (the player repeats `playing` on its holder, outside its shadow root), the press
        // entry's word that the press has ended without one (PRESS_SETTLED_EVENT), or the time limit.
        `const held=()=>{if(hold)return;hold=new Promise((y)=>{const d=()=>{clearTimeout(t);` +
        `document.removeEventListener('playing',d,true);document.removeEventListener(${JSON.stringify(PRESS_SETTLED_EVENT)},d);y()};` +
        `const t=setTimeout(d,${PRESS_WAIT_MS});document.addEventListener('playing',d,true);` +
        `document.addEventListener(${JSON.stringify(PRESS_SETTLED_EVENT)},d)})};`
      : `const held=()=>{};`) +
    // The page's store registry entry `n` (src/core/store-registry.ts), made by `make` if it is not there yet.
    `const entry=(n,make)=>{const y=Symbol.for(${JSON.stringify(STORE_REGISTRY_NAME)});let g=globalThis[y];` +
    `if(!g){g={entries:new Map()};Object.defineProperty(globalThis,y,{value:g,configurable:true})}` +
    `let e=g.entries.get(n);if(!e){e=make();g.entries.set(n,e)}return e};` +
    // A press is the script's alone (React, hydrating, never replays it); false when the control has one already.
    `const take=(v,q)=>{v.preventDefault();v.stopPropagation();if(q.hasAttribute('data-pressed'))return false;` +
    `q.setAttribute('data-pressed','');q.setAttribute('aria-busy','true');return true};` +
    `document.addEventListener('click',(v)=>{const b=early(v);` +
    // Any other button of the page: kept by its place and label (src/core/early-presses.ts), pressed again
    // by the app once it has hydrated.
    `if(!b){const r=document.getElementById('root');const q=r&&!r.hasAttribute('data-hydrated')&&v.target instanceof Element?v.target.closest('button'):null;` +
    `if(q&&q.type==='button'&&r.contains(q)&&take(v,q)){entry(${JSON.stringify(EARLY_PRESSES_ENTRY)},()=>[]).push(` +
    `{index:[...r.querySelectorAll('button')].indexOf(q),label:(q.getAttribute('aria-label')??q.textContent??'').trim(),at:Date.now()});go()}return}` +
    `if(!take(v,b))return;` +
    `const d=b.getAttribute('data-intent')||'';const[t,k]=d.split('|');` +
    `entry(${JSON.stringify(INTENTS_ENTRY)},()=>new Map()).set(t+'|'+k,{tag:t,key:k,action:'play',at:Date.now()});` +
    `held();pressCode().then((m)=>m?document.dispatchEvent(new CustomEvent(${JSON.stringify(PRESS_EVENT)},{detail:d})):` +
    `document.dispatchEvent(new Event(${JSON.stringify(PRESS_SETTLED_EVENT)})));go()},true)}`;
  return {
    html: `<script>${code}</script>`,
    source: `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`,
  };
}

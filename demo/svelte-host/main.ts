/**
 * A partner news site whose article page is a Svelte 5 app (App.svelte). This folder is its own npm workspace
 * with Svelte and its Vite plugin; the widgets come from the built partner file /built/embed.js.
 */
import { mount } from 'svelte';
import App from './App.svelte';

const target = document.getElementById('app');
if (target) mount(App, { target });

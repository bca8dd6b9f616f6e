/**
 * A partner news site whose article page is a Vue 3 app (App.vue). This folder is its own npm workspace with
 * Vue and its Vite plugin; the widgets come from the built partner file /built/embed.js.
 */
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');

// In development the demo pages load the embed loader from source; partners include the built embed.js.
import '../widgets/runtime/embed';

// In development the demo pages load the widgets from source; partners use the built embed script.
import '../widgets/live-player';
import '../widgets/mini-player';

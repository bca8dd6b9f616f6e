/**
 * The widget builder `/widgets` (docs/widgets.md, "Builder"): a partner picks a widget, a station or podcast, a
 * theme and a width, sees the widget live (the same components the elements wrap), and copies the snippet for
 * a plain page, React, Vue or an iframe (./widgets-builder/snippets.ts).
 */
import '../../ui/common/surface.css';
import '../../ui/common/control-icons.css';
import '../../ui/live-player/live-player.css';
import '../../ui/podcast-episodes/podcast-episodes.css';
import './widgets-builder/widgets-builder.css';
import { useState, type CSSProperties } from 'react';
import { serviceConfig } from '../../core/config';
import { STATION_BRAND } from '../../core/stations/station-brand';
import { STATION_IDS } from '../../core/stations/stations';
import { LivePlayer } from '../../ui/live-player/live-player';
import { PodcastEpisodes } from '../../ui/podcast-episodes/podcast-episodes';
import {
  snippetsFor,
  type BuilderChoice,
  type BuilderTheme,
  type BuilderWidget,
  type Snippets,
} from './widgets-builder/snippets';

const WIDGETS: Record<BuilderWidget, string> = {
  'live-player': 'Live player',
  'podcast-episodes': 'Podcast episodes',
};
const THEMES: Record<BuilderTheme, string> = { auto: 'Follow the page', light: 'Light', dark: 'Dark' };
const WIDTHS = [320, 400, 640] as const;
const SNIPPETS: Record<keyof Snippets, string> = {
  script: 'Script',
  react: 'React',
  vue: 'Vue',
  iframe: 'Iframe',
};
/** The preview's colours for a fixed theme: the tokens the components read first (as the embed pages set them). */
const THEME_TOKENS: Record<BuilderTheme, CSSProperties> = {
  auto: {},
  light: { '--primedia-surface': '#ffffff', '--primedia-text': '#16161d' } as CSSProperties,
  dark: { '--primedia-surface': '#16161d', '--primedia-text': '#f4f4f7' } as CSSProperties,
};

function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <label className="builder-field">
      <span>{props.label}</span>
      <select value={props.value} onChange={(event) => props.onChange(event.target.value as T)}>
        {(Object.keys(props.options) as T[]).map((key) => (
          <option key={key} value={key}>
            {props.options[key]}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function WidgetsBuilderPage() {
  const [choice, setChoice] = useState<BuilderChoice>({
    widget: 'live-player',
    station: '702',
    podcast: 'the-money-hour-podcast',
    theme: 'auto',
    width: 400,
  });
  const [kind, setKind] = useState<keyof Snippets>('script');
  const [copied, setCopied] = useState<string | null>(null);
  const set = (change: Partial<BuilderChoice>) => {
    setChoice((current) => ({ ...current, ...change }));
    setCopied(null);
  };
  const snippets = snippetsFor(choice, serviceConfig.widgetsUrl, serviceConfig.appUrl);
  const stations = Object.fromEntries(STATION_IDS.map((id) => [id, STATION_BRAND[id].name])) as Record<
    string,
    string
  >;
  const widths = Object.fromEntries(WIDTHS.map((w) => [String(w), `${w} px`])) as Record<string, string>;

  const copy = () => {
    navigator.clipboard.writeText(snippets[kind]).then(
      () => setCopied(`${SNIPPETS[kind]} snippet copied`),
      () => setCopied('Copying was refused: select the snippet and copy it yourself'),
    );
  };

  return (
    <main className="widgets-builder">
      <h1>Widget builder</h1>
      <p>Put Primedia+ on your site: choose a widget, see it live, and copy the snippet.</p>
      <form className="builder-choices" onSubmit={(event) => event.preventDefault()}>
        <Choice
          label="Widget"
          value={choice.widget}
          options={WIDGETS}
          onChange={(widget) => set({ widget })}
        />
        {choice.widget === 'live-player' ? (
          <Choice
            label="Station"
            value={choice.station}
            options={stations}
            onChange={(station) => set({ station })}
          />
        ) : (
          <label className="builder-field">
            <span>Podcast (its address ends /podcasts/…)</span>
            <input
              value={choice.podcast}
              onChange={(event) => set({ podcast: event.target.value.trim().replace(/^.*\/podcasts\//, '') })}
            />
          </label>
        )}
        <Choice label="Theme" value={choice.theme} options={THEMES} onChange={(theme) => set({ theme })} />
        <Choice
          label="Width"
          value={String(choice.width)}
          options={widths}
          onChange={(width) => set({ width: Number(width) })}
        />
      </form>
      <section
        aria-label="Preview"
        className="builder-preview"
        style={{ maxWidth: choice.width, ...THEME_TOKENS[choice.theme] }}
      >
        {choice.widget === 'live-player' ? (
          <LivePlayer station={choice.station} />
        ) : (
          <PodcastEpisodes url={`/podcasts/${choice.podcast}`} pageSize={5} headingLevel={3} />
        )}
      </section>
      <section aria-label="Snippet" className="builder-snippet">
        <div role="tablist" aria-label="Snippet for">
          {(Object.keys(SNIPPETS) as (keyof Snippets)[]).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={kind === key}
              onClick={() => {
                setKind(key);
                setCopied(null);
              }}
            >
              {SNIPPETS[key]}
            </button>
          ))}
        </div>
        <pre>
          <code data-snippet={kind}>{snippets[kind]}</code>
        </pre>
        <button type="button" className="builder-copy" onClick={copy}>
          Copy snippet
        </button>
        <p role="status">{copied}</p>
      </section>
    </main>
  );
}

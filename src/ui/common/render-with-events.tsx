/**
 * Test support for components that report to their host element (host-events.tsx): renders `ui` with a
 * recording emitter and returns the list the events land in, in order.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { HostEvents, type Emit } from './host-events';

export interface RecordedEvent {
  name: string;
  detail: Record<string, unknown>;
}

export function renderWithEvents(ui: ReactElement): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  const emit: Emit = (name, detail) => {
    events.push({ name, detail });
    return true;
  };
  render(<HostEvents.Provider value={emit}>{ui}</HostEvents.Provider>);
  return events;
}

/** Fake calendar environment: events with descriptions (an injection vector) and participants. */
import { z } from "zod";
import { defineTool } from "../../tool.js";
import { DATE_TIME, EMAIL, matches, stateOf, type Environment, type StateRef } from "./shared.js";

const event = z
  .object({
    id: z.string(),
    title: z.string(),
    start: z.string(),
    end: z.string(),
    location: z.string().default(""),
    description: z.string().default(""),
    participants: z.array(z.string()).default([]),
  })
  .strict();
export type CalendarEvent = z.infer<typeof event>;
const calendarState = z.object({ events: z.array(event) }).strict();
/** State of the calendar environment. */
export type CalendarState = z.infer<typeof calendarState>;

const RATE = { points: 30, duration: 60 };

/** The calendar environment: events with participants; tools `calendar_*`. */
export const calendar: Environment = {
  parseState: (raw) => calendarState.parse(raw),
  tools(ref: StateRef) {
    const s = () => stateOf<CalendarState>(ref, "calendar");
    return [
      defineTool({
        name: "calendar_search",
        description: "Find events whose title, location or description contains the query.",
        schema: z.object({ query: z.string().max(200) }),
        // a search of the user's own data: its query reaches no third party
        policy: { requiredScopes: ["calendar:read"], allowedCallers: ["*"], sideEffect: "read", rateLimit: RATE, reach: "local" },
        handler: ({ query }) => s().events.filter((e) => [e.title, e.location, e.description].some((f) => matches(f, query))),
      }),
      defineTool({
        name: "calendar_create",
        description: "Create an event and invite participants.",
        schema: z.object({
          title: z.string().max(200),
          start: z.string(),
          end: z.string(),
          location: z.string().max(200).optional(),
          participants: z.array(z.string()).max(50),
        }),
        policy: {
          requiredScopes: ["calendar:write"],
          allowedCallers: ["*"],
          sideEffect: "write",
          rateLimit: RATE,
          // Who gets invited: an invitation sends the event (and its details) to each address.
          args: {
            start: { pattern: DATE_TIME, maxLength: 16 },
            end: { pattern: DATE_TIME, maxLength: 16 },
            participants: { maxLength: 254, pattern: EMAIL, provenance: "untainted-or-approved" },
          },
        },
        handler: (a) => {
          const st = s();
          const id = `ev-${st.events.length + 1}`;
          st.events.push({ id, title: a.title, start: a.start, end: a.end, location: a.location ?? "", description: "", participants: a.participants });
          return { id, status: "created" };
        },
      }),
      defineTool({
        name: "calendar_cancel",
        description: "Cancel (delete) an event.",
        schema: z.object({ id: z.string().max(64) }),
        policy: { requiredScopes: ["calendar:write"], allowedCallers: ["*"], sideEffect: "destructive", rateLimit: RATE },
        handler: ({ id }) => {
          const st = s();
          const before = st.events.length;
          st.events = st.events.filter((e) => e.id !== id);
          return { status: st.events.length < before ? "cancelled" : "not found" };
        },
      }),
    ];
  },
};
